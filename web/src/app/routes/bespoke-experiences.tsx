import { BESPOKE_TEXTS } from "@contract/bespoke.ts";
import { BespokePlanner } from "../../features/bespoke/components/bespoke-planner.tsx";
import { useAuth } from "../auth.tsx";
import { PageHeader } from "./page-header.tsx";

/** /bespoke-experiences: members design a journey with the AI; the idea is saved for staff. */
export function BespokeExperiencesPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={BESPOKE_TEXTS.heading}
        intro="Share your preferences and our AI designer sketches a journey made for you. A consultant follows up within 24 hours."
      />
      <div className="container section">
        <BespokePlanner loggedIn={Boolean(user)} awaitingApproval={Boolean(user && !user.isApproved && !user.isAdmin)} />
      </div>
    </>
  );
}
