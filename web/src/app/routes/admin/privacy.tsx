import { PrivacyDesk } from "../../../features/privacy/components/privacy-desk.tsx";
import { usePrivacyT } from "../../../i18n/areas/privacy.ts";
import { Page } from "../page.tsx";

/** /admin/privacy: the privacy desk. */
export function AdminPrivacyPage() {
  const t = usePrivacyT();
  return (
    <Page title={t("desk.title")} contentClassName="admin-page">
      <PrivacyDesk />
    </Page>
  );
}
