import { JourneyList } from "../../features/journeys/components/journey-list.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { Page } from "./page.tsx";

/** /journeys: the member's inquiries, bespoke ideas and chats in one place. */
export function JourneysPage() {
  const t = useMemberT();
  return (
    <Page title={t("journeys.title")} intro={t("journeys.intro")}>
      <JourneyList />
    </Page>
  );
}
