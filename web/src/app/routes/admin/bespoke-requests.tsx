import { BespokeDesk } from "../../../features/bespoke/components/bespoke-desk.tsx";
import { PageHeader } from "../page-header.tsx";

/** /admin/bespoke-requests: members' bespoke ideas for staff follow-up. */
export function AdminBespokeRequestsPage() {
  return (
    <>
      <PageHeader title="Bespoke Requests" intro="Ideas members designed, newest first. Open one to see the preferences and the idea." />
      <div className="container section">
        <BespokeDesk />
      </div>
    </>
  );
}
