import { useParams } from "react-router-dom";
import { TravellerThreadView } from "../../features/threads/components/traveller-thread.tsx";
import { Page } from "./page.tsx";

/** /threads/{token}: the traveller's private page of their inquiry, opened from an email (no login). */
export function ThreadPage() {
  const { token = "" } = useParams();
  return (
    <Page title="Your inquiry" intro="Your conversation with our consultants. This page is private to you: do not share its link.">
      <TravellerThreadView source={{ token }} />
    </Page>
  );
}
