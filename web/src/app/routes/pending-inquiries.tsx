import { PendingInquiries } from "../../features/inquiries/components/pending-inquiries.tsx";
import { Page } from "./page.tsx";

export function PendingInquiriesPage() {
  return (
    <Page
      title="My pending inquiries"
      intro="Inquiries saved on this device while there was no connection. They are sent automatically when you are back online."
    >
      <PendingInquiries />
    </Page>
  );
}
