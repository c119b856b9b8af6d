import { BespokeDesk } from "../../../features/bespoke/components/bespoke-desk.tsx";
import { Page } from "../page.tsx";

/** /admin/bespoke-requests: members' bespoke ideas for staff follow-up. */
export function AdminBespokeRequestsPage() {
  return (
    <Page title="Bespoke Requests" intro="Ideas members designed, newest first. Open one to see the preferences and the idea.">
      <BespokeDesk />
    </Page>
  );
}
