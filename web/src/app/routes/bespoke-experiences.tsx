import { BESPOKE_TEXTS } from "@contract/bespoke.ts";
import { BespokePlanner } from "../../features/bespoke/components/bespoke-planner.tsx";
import { useAuth } from "../auth.tsx";
import { Page } from "./page.tsx";

/** /bespoke-experiences: members design a journey with the AI; the idea is saved for staff. */
export function BespokeExperiencesPage() {
  const { user } = useAuth();
  return (
    <Page
      title={BESPOKE_TEXTS.heading}
      intro="Share your preferences and our AI designer sketches a journey made for you. A consultant follows up within 24 hours."
    >
      <BespokePlanner loggedIn={Boolean(user)} awaitingApproval={Boolean(user && !user.isApproved && !user.isAdmin)} />
    </Page>
  );
}
