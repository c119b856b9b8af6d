import { useT } from "../../i18n/language-context.tsx";
import { Link } from "../../i18n/link.tsx";
import { PageColumn } from "../../components/page-column.tsx";
import { useDocumentTitle } from "../../lib/hooks.ts";

/**
 * A page that failed while rendering or loading its code (for example a chunk of an older
 * version that the server no longer has). The header and footer stay; a reload usually fixes it.
 */
export function RouteError() {
  const t = useT();
  useDocumentTitle(t("error.title"));
  return (
    <PageColumn className="section" role="alert">
      <h1 className="page-title">{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <p className="card__actions">
        <button type="button" className="btn btn--primary" onClick={() => globalThis.location.reload()}>{t("error.reload")}</button>
        <Link to="/" className="btn btn--secondary">{t("error.home")}</Link>
      </p>
    </PageColumn>
  );
}
