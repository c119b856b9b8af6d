import { useSearchParams } from "react-router-dom";
import { InquiryDesk } from "../../../features/inquiries/components/inquiry-desk.tsx";
import { Page } from "../page.tsx";

/** /admin/inquiries: the staff inquiry desk; `?id=` (from the staff email) opens one inquiry. */
export function AdminInquiriesPage() {
  const [params] = useSearchParams();
  return (
    <Page title="Inquiries" intro="Every package, activity and VIP service inquiry, newest first." documentTitle="Inquiries | Admin" contentClassName="section section--tight">
      <InquiryDesk openId={params.get("id")} />
    </Page>
  );
}
