import type { ReactNode } from "react";
import { PageColumn } from "../../components/page-column.tsx";
import { useDocumentTitle } from "../../lib/hooks.ts";

interface PageProps {
  title: string;
  intro?: ReactNode;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  /** The meta description, when the page has its own. */
  description?: string;
  /** The spacing class of the content: "section" (default), "section section--tight" or "admin-page". */
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A list, form or desk page: the h1 band and the content below it, both in the page column, so the
 * content starts where the title starts. Sets the document title too.
 */
export function Page({ title, intro, documentTitle, description, contentClassName = "section", children }: PageProps) {
  useDocumentTitle(documentTitle ?? title, description);
  return (
    <>
      <header className="page-header">
        <PageColumn>
          <h1 className="page-title">{title}</h1>
          {intro ? <p className="page-header__intro">{intro}</p> : null}
        </PageColumn>
      </header>
      <PageColumn className={contentClassName}>{children}</PageColumn>
    </>
  );
}
