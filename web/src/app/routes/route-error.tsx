import { Link } from "react-router-dom";
import { PageColumn } from "../../components/page-column.tsx";
import { useDocumentTitle } from "../../lib/hooks.ts";

/**
 * A page that failed while rendering or loading its code (for example a chunk of an older
 * version that the server no longer has). The header and footer stay; a reload usually fixes it.
 */
export function RouteError() {
  useDocumentTitle("Something went wrong");
  return (
    <PageColumn className="section" role="alert">
      <h1 className="page-title">Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it, for example after the site was updated.</p>
      <p className="card__actions">
        <button type="button" className="btn btn--primary" onClick={() => globalThis.location.reload()}>Reload the page</button>
        <Link to="/" className="btn btn--secondary">Back to the home page</Link>
      </p>
    </PageColumn>
  );
}
