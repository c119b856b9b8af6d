import { ProposalsList } from "../../../features/proposals/components/proposals-list.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { Page } from "../page.tsx";

/** /admin/proposals: the staff's proposals, newest change first, and "New proposal". */
export function AdminProposalsPage() {
  const t = useProposalsT();
  return (
    <Page title={t("proposals.list.title")} intro={t("proposals.list.intro")} contentClassName="section section--tight">
      <ProposalsList />
    </Page>
  );
}
