import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/hooks.ts";

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
}

/** The h1 band at the top of a list or form page; sets the document title too. */
export function PageHeader({ title, intro, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-title">{title}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
      </div>
    </header>
  );
}
