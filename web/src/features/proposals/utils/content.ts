/** The editable content of a stored proposal, as the editor holds it and `PUT` takes it back. */
import type { Proposal } from "@contract/proposals/model.ts";
import type { EditorContent } from "./itinerary.ts";

export function contentOf(proposal: Proposal): EditorContent {
  return {
    title: proposal.title,
    traveller: { ...proposal.traveller },
    partySize: proposal.partySize,
    ...(proposal.startDate ? { startDate: proposal.startDate } : {}),
    currency: proposal.currency,
    validUntil: proposal.validUntil,
    ...(proposal.introduction ? { introduction: proposal.introduction } : {}),
    ...(proposal.included ? { included: proposal.included } : {}),
    days: proposal.days,
    options: proposal.options,
    addOns: proposal.addOns ?? [],
  };
}
