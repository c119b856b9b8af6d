import { JourneyList } from "../../features/journeys/components/journey-list.tsx";
import { Page } from "./page.tsx";

/** /journeys: the member's inquiries, bespoke ideas and chats in one place. */
export function JourneysPage() {
  return (
    <Page title="My journeys" intro="Everything you have asked us, newest first, with where it stands.">
      <JourneyList />
    </Page>
  );
}
