/** "My journeys": a member's inquiries, bespoke requests, chat conversations, proposals and trips on one timeline. */
import { z } from "zod";

export const JOURNEY_KINDS = ["inquiry", "bespoke", "chat", "proposal", "trip"] as const;
export type JourneyKind = (typeof JOURNEY_KINDS)[number];

export const journey = z.object({
  kind: z.enum(JOURNEY_KINDS),
  id: z.string(),
  /** The item asked about, the bespoke destination, or the chat's first words. */
  title: z.string(),
  /** The record's own status (e.g. Responded, Contacted, Resolved). */
  status: z.string(),
  startedAt: z.string(),
  /** The last message or change: the timeline is sorted by it, newest first. */
  lastActivity: z.string(),
  /** The page on this site with its thread. */
  href: z.string(),
});
export type Journey = z.infer<typeof journey>;

/** `POST /api/me/proposals/{id}/link`: a new private link to the member's own proposal, to open it. */
export const memberProposalLink = z.object({ token: z.string() });

/** `POST /api/me/trips/{id}/link`: a new private link to the member's own trip, to open it. */
export const memberTripLink = z.object({ token: z.string() });
