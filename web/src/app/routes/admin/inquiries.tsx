import { useSearchParams } from "react-router-dom";
import { InquiryDesk } from "../../../features/inquiries/components/inquiry-desk.tsx";
import { PageHeader } from "../page-header.tsx";

/** /admin/inquiries: the staff inquiry desk; `?id=` (from the staff email) opens one inquiry. */
export function AdminInquiriesPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Inquiries" intro="Every package, activity and VIP service inquiry, newest first." documentTitle="Inquiries | Admin" />
      <div className="container section section--tight">
        <InquiryDesk openId={params.get("id")} />
      </div>
    </>
  );
}
