import { useSearchParams } from "react-router-dom";
import { InquiryDesk } from "../../../features/inquiries/components/inquiry-desk.tsx";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

/** /admin/inquiries: the staff inquiry desk; `?id=` (from the staff email) opens one inquiry. */
export function AdminInquiriesPage() {
  const [params] = useSearchParams();
  const t = useDeskT();
  return (
    <Page title={t("inquiries.title")} intro={t("inquiries.intro")} documentTitle={t("inquiries.documentTitle")} contentClassName="section section--tight">
      <InquiryDesk openId={params.get("id")} />
    </Page>
  );
}
