import { LeadBoard } from "../../../features/inquiries/components/lead-board.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";
import { Page } from "../page.tsx";

/** /admin/pipeline: every lead by stage, a column each; a lead moves to Lost (or back) by drag or keyboard. */
export function AdminPipelinePage() {
  const t = useDeskT();
  return (
    <Page title={t("board.title")} intro={t("board.intro")} documentTitle={t("board.documentTitle")} contentClassName="section section--tight">
      <LeadBoard />
    </Page>
  );
}
