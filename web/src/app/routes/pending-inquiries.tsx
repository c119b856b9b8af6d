import { PendingInquiries } from "../../features/offline/components/pending-inquiries.tsx";
import { PageHeader } from "./page-header.tsx";

export function PendingInquiriesPage() {
  return (
    <>
      <PageHeader
        title="My pending inquiries"
        intro="Inquiries saved on this device while there was no connection. They are sent automatically when you are back online."
      />
      <div className="container section">
        <PendingInquiries />
      </div>
    </>
  );
}
