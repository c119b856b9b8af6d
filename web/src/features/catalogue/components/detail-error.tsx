import type { ReactNode } from "react";
import { Link } from "../../../i18n/link.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { useDocumentTitle } from "../../../lib/hooks.ts";

interface DetailErrorProps {
  heading: string;
  message: ReactNode;
  back: { to: string; label: string };
}

/** A detail page that could not be shown: its own h1, the reason and the way back. */
export function DetailError({ heading, message, back }: DetailErrorProps) {
  useDocumentTitle(heading);
  return (
    <PageColumn className="detail-error">
      <h1 className="page-title">{heading}</h1>
      <ErrorMessage>{message}</ErrorMessage>
      <p>
        <Link to={back.to} className="btn btn--secondary">{back.label}</Link>
      </p>
    </PageColumn>
  );
}
