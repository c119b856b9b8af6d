import { INQUIRY_STATUSES } from "@contract/enums.ts";
import { useSearchParams } from "react-router-dom";
import { InquiryDesk } from "../../../features/inquiries/components/inquiry-desk.tsx";
import { Page } from "../page.tsx";
import { Link } from "../../../i18n/link.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

/**
 * /admin/inquiries: the staff inquiry desk; `?id=` (from the staff email) opens one inquiry,
 * `?status=New` (the dashboard's tile) opens it filtered to that status, `?overdue=true` (a breach
 * notification) to the overdue ones.
 */
export function AdminInquiriesPage() {
  const [params] = useSearchParams();
  const t = useDeskT();
  const status = params.get("status");
  return (
    <Page title={t("inquiries.title")} intro={t("inquiries.intro")} documentTitle={t("inquiries.documentTitle")} contentClassName="section section--tight">
      <p className="desk-board-link"><Link to="/admin/pipeline">{t("inquiries.openBoard")}</Link></p>
      <InquiryDesk
        openId={params.get("id")}
        initialStatus={INQUIRY_STATUSES.find((known) => known === status)}
        initialOverdue={params.get("overdue") === "true"}
      />
    </Page>
  );
}
