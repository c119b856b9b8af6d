import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { useDocumentTitle } from "../../../lib/hooks.ts";

/** Shown instead of a page that needs the network while the device is offline. */
export function OfflinePage() {
  const t = useT();
  useDocumentTitle(t("offline.title"));
  return (
    <PageColumn className="section offline-page">
      <h1 className="page-title">{t("offline.heading")}</h1>
      <p>{t("offline.text")}</p>
      <p>
        <Link to="/" className="btn btn--primary">{t("offline.browse")}</Link>
      </p>
    </PageColumn>
  );
}
