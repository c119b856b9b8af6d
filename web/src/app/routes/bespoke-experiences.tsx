import { BespokePlanner } from "../../features/bespoke/components/bespoke-planner.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { useAuth } from "../auth.tsx";
import { Page } from "./page.tsx";

/** /bespoke-experiences: members design a journey with the AI; the idea is saved for staff. */
export function BespokeExperiencesPage() {
  const { user } = useAuth();
  const t = useMemberT();
  return (
    <Page title={t("bespoke.title")} intro={t("bespoke.intro")}>
      <BespokePlanner loggedIn={Boolean(user)} awaitingApproval={Boolean(user && !user.isApproved && !user.isAdmin)} />
    </Page>
  );
}
