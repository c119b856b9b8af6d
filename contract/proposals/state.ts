/**
 * The one rule of a proposal's status, applied by the store inside the write's transaction:
 *
 *   Draft → Sent → Viewed → (Changes requested → Sent v2 …) → Accepted | Declined | Expired | Withdrawn
 *
 * `nextProposalStatus` answers the status after `event`, or `undefined` when the event is not
 * allowed from `status` (the store refuses it). Expiry is a reading of the validity date, not a
 * write: `isExpired` says whether a proposal not yet decided is past its last day.
 */
import type { ProposalStatus } from "./model.ts";

export type ProposalEvent =
  | "edit" // staff save the content
  | "send" // staff send (a new numbered version)
  | "view" // the traveller opens the link
  | "request-changes" // the traveller asks for changes
  | "accept"
  | "decline"
  | "withdraw"; // staff withdraw a sent proposal

/** Statuses after which nothing changes any more (an accepted proposal is locked). */
export const FINAL_PROPOSAL_STATUSES: readonly ProposalStatus[] = ["Accepted", "Declined", "Withdrawn"];
/** Statuses in which the traveller's link shows a proposal that may be answered. */
const OPEN_TO_TRAVELLER: readonly ProposalStatus[] = ["Sent", "Viewed", "Changes requested"];

export function nextProposalStatus(status: ProposalStatus, event: ProposalEvent): ProposalStatus | undefined {
  if (FINAL_PROPOSAL_STATUSES.includes(status)) return undefined;
  switch (event) {
    case "edit":
      return status; // a sent proposal's edit is a draft of the next version; the status stays until sent
    case "send":
      return "Sent";
    case "view":
      return status === "Sent" ? "Viewed" : OPEN_TO_TRAVELLER.includes(status) ? status : undefined;
    case "request-changes":
      return OPEN_TO_TRAVELLER.includes(status) ? "Changes requested" : undefined;
    case "accept":
      return OPEN_TO_TRAVELLER.includes(status) ? "Accepted" : undefined;
    case "decline":
      return OPEN_TO_TRAVELLER.includes(status) ? "Declined" : undefined;
    case "withdraw":
      return status === "Draft" ? undefined : "Withdrawn";
  }
}

/**
 * Whether a proposal not yet decided is past its validity date: `validUntil` is the last day it
 * may be accepted, `today` is the agency's day (YYYY-MM-DD, contract/agency-time.ts).
 */
export function isExpired(status: ProposalStatus, validUntil: string, today: string): boolean {
  return !FINAL_PROPOSAL_STATUSES.includes(status) && status !== "Draft" && validUntil < today;
}

/** The status shown: a stored status, or Expired when the validity date has passed. */
export function shownProposalStatus(status: ProposalStatus, validUntil: string, today: string): ProposalStatus {
  return isExpired(status, validUntil, today) ? "Expired" : status;
}
