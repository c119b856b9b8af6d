import { useParams } from "react-router-dom";
import { TravellerThreadView } from "../../features/threads/components/traveller-thread.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { Page } from "./page.tsx";

/** /threads/{token}: the traveller's private page of their inquiry, opened from an email (no login). */
export function ThreadPage() {
  const { token = "" } = useParams();
  const t = useMemberT();
  return (
    <Page title={t("thread.title")} intro={t("thread.intro")}>
      <TravellerThreadView source={{ token }} />
    </Page>
  );
}
