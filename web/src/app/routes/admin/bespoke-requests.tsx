import { BespokeDesk } from "../../../features/bespoke/components/bespoke-desk.tsx";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

/** /admin/bespoke-requests: members' bespoke ideas for staff follow-up. */
export function AdminBespokeRequestsPage() {
  const t = useDeskT();
  return (
    <Page title={t("bespoke.title")} intro={t("bespoke.intro")}>
      <BespokeDesk />
    </Page>
  );
}
