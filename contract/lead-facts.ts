/**
 * What happened to a lead, as its record keeps it (contract/leads.ts derives the stage). Apart from
 * leads.ts so the inquiry's own schema can hold the facts staff and later parts set on it.
 */
import { z } from "zod";
import { LIMITS } from "./limits.ts";

export const LOST_REASONS = ["price", "dates", "competitor", "no_reply", "plans_changed", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const leadLost = z.object({
  reason: z.enum(LOST_REASONS, { error: `Reason must be one of: ${LOST_REASONS.join(", ")}.` }),
  note: z.string().trim().max(LIMITS.shortText).optional(),
  at: z.string(),
});
export type LeadLost = z.infer<typeof leadLost>;

/** What happened to a lead: each fact a time (ISO) or, for the trip's dates, a day (YYYY-MM-DD). */
export const leadFacts = z.object({
  respondedAt: z.string().optional(),
  proposalSentAt: z.string().optional(),
  acceptedAt: z.string().optional(),
  depositPaidAt: z.string().optional(),
  paidInFullAt: z.string().optional(),
  /** The trip's first and last days (on the trip's clock). */
  departsOn: z.string().optional(),
  returnsOn: z.string().optional(),
  lost: leadLost.optional(),
});
export type LeadFacts = z.infer<typeof leadFacts>;


/**
 * What a lead is worth, kept on its row by the commit that changes it: the latest sent proposal's
 * total (the accepted trip's total once accepted) in its currency, else the item's listed price.
 */
export const leadValue = z.object({
  amount: z.number(),
  currency: z.string(),
  of: z.enum(["proposal", "trip", "listed"]),
});
export type LeadValue = z.infer<typeof leadValue>;

/**
 * The facts an inquiry keeps beyond its status and first reply: Lost (staff), what payments and
 * the trip add in their own commits, and its value (`inquiry.lead`).
 */
export const storedLeadFacts = leadFacts.pick({ depositPaidAt: true, paidInFullAt: true, departsOn: true, returnsOn: true, lost: true })
  .extend({ value: leadValue.optional() });
export type StoredLeadFacts = z.infer<typeof storedLeadFacts>;

/**
 * The lead of a bespoke request or a chat handed to a person, kept on its record (`lead`): its
 * facts (no status says them) and its value, set by its own events in their commits.
 */
export const recordLead = leadFacts.extend({ value: leadValue.optional() });
export type RecordLead = z.infer<typeof recordLead>;

/** Where the lead came from: its first page's UTM parameters and referrer (no cookie). */
export const leadOrigin = z.object({
  utmSource: z.string().trim().max(100).optional(),
  utmMedium: z.string().trim().max(100).optional(),
  utmCampaign: z.string().trim().max(100).optional(),
  referrer: z.string().trim().max(500).optional(),
});
export type LeadOrigin = z.infer<typeof leadOrigin>;
