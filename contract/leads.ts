/**
 * The pipeline: every lead (an inquiry, a bespoke request, a chat handed to a person: its `kind`)
 * has one stage, worked out from what happened to it, never set by
 * hand except Lost (with a reason) and back.
 *
 * `leadStage` is the one rule: the furthest stage whose fact is known wins. A later part of the
 * product (payments, trips) adds its facts to `LeadFacts` in its own commits (`depositPaidAt`,
 * `paidInFullAt`, `departsOn`, `returnsOn`) and the stage follows with no other change.
 */
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { inquiry } from "./inquiry.ts";
import { pageOf } from "./paging.ts";
import { leadFacts, leadLost, type LeadFacts, leadOrigin, leadValue } from "./lead-facts.ts";

export { leadFacts, leadLost, leadValue, LOST_REASONS, type LeadFacts, type LeadLost, type LeadValue, type LostReason } from "./lead-facts.ts";
import { addWorkingMinutes, workingMinutesBetween, type WorkingWeek } from "./working-hours.ts";

export const LEAD_STAGES = [
  "New",
  "Responded",
  "Proposal sent",
  "Accepted",
  "Deposit paid",
  "Paid in full",
  "Travelling",
  "Completed",
  "Lost",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_KINDS = ["inquiry", "bespoke", "chat"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The staff screen of each kind of lead: the inquiry desk, the bespoke requests, the live chats. */
const LEAD_SCREENS: Record<LeadKind, string> = { inquiry: "/admin/inquiries", bespoke: "/admin/bespoke-requests", chat: "/admin/live-chats" };

/** The staff screen a lead opens on, with its record (a chat's is its session, `recordId`). */
export function leadScreenPath(lead: { kind: LeadKind; id: string; recordId?: string }): string {
  return `${LEAD_SCREENS[lead.kind]}?id=${encodeURIComponent(lead.recordId ?? lead.id)}`;
}

/** The assignee filter's value for leads nobody looks after. */
export const UNASSIGNED = "none";

/** The lead's first page's UTM source or referrer's host, else "direct". */
export const DIRECT_SOURCE = "direct";

/** Each stage after New and the fact that reaches it, in pipeline order; `today` is YYYY-MM-DD. */
const REACHED_BY: readonly [LeadStage, (facts: LeadFacts, today: string) => boolean][] = [
  ["Responded", (f) => f.respondedAt !== undefined],
  ["Proposal sent", (f) => f.proposalSentAt !== undefined],
  ["Accepted", (f) => f.acceptedAt !== undefined],
  ["Deposit paid", (f) => f.depositPaidAt !== undefined],
  ["Paid in full", (f) => f.paidInFullAt !== undefined],
  ["Travelling", (f, today) => f.departsOn !== undefined && f.departsOn <= today],
  ["Completed", (f, today) => f.returnsOn !== undefined && f.returnsOn < today],
];

/** The lead's stage: Lost when marked so, else the furthest stage whose fact is known. */
export function leadStage(facts: LeadFacts, today: string): LeadStage {
  if (facts.lost) return "Lost";
  let stage: LeadStage = "New";
  for (const [reached, holds] of REACHED_BY) if (holds(facts, today)) stage = reached;
  return stage;
}

/**
 * The stages that share one index on the server: a won lead (accepted and on) moves on with dates
 * and payments, so the won ones are one group, their stages told apart when read.
 */
export const STAGE_GROUPS = ["New", "Responded", "Proposal sent", "Won", "Lost"] as const;
export type StageGroup = (typeof STAGE_GROUPS)[number];
export function stageGroup(stage: LeadStage): StageGroup {
  return stage === "New" || stage === "Responded" || stage === "Proposal sent" || stage === "Lost" ? stage : "Won";
}

/**
 * A lead as the server's indexes keep it: small, everything the list filters, searches and sorts
 * on, so a filtered page reads only its index.
 */
export const leadRow = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  /** The record the lead is of when its id is not the record's (a chat's session). */
  recordId: z.string().optional(),
  /** An inquiry's type and status (other kinds have neither). */
  type: z.enum(INQUIRY_TYPES).optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  item: z.string(),
  /** The catalogue item asked about (a package or activity), when there is one. */
  itemId: z.string().optional(),
  arrivedAt: z.string(),
  source: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).optional(),
  awaitingSince: z.string().optional(),
  facts: leadFacts,
  value: leadValue.optional(),
});
export type LeadRow = z.infer<typeof leadRow>;

/** What the list adds to a lead, worked out when it is read. */
export const leadFlags = z.object({
  stage: z.enum(LEAD_STAGES),
  /** Working minutes from arrival to the first staff reply; absent while nobody replied. */
  firstResponseMinutes: z.number().int().optional(),
  /** When the first reply is due (arrival plus the target in working time). */
  responseDueAt: z.string(),
  /** Unanswered past the first-response target. */
  overdue: z.boolean(),
  /** The traveller wrote after our last reply (the desk's "Awaiting our reply"); a lead nobody answered yet is New, and overdue past its target. */
  awaitingReply: z.boolean(),
});
export type LeadFlags = z.infer<typeof leadFlags>;

/** What every lead in `GET /api/leads` has beside its record: its row's source, facts and value, and its flags. */
const leadExtras = {
  source: z.string(),
  facts: leadFacts,
  value: leadValue.optional(),
  lastActivityAt: z.string().optional(),
  ...leadFlags.shape,
};

/** An inquiry's lead: the inquiry as stored, with its lead's extras. */
export const inquiryLeadItem = inquiry.extend({ kind: z.literal("inquiry"), ...leadExtras });

/** A bespoke request's or a handed-over chat's lead, from its row (the request or chat opens on its own screen). */
export const requestLeadItem = z.object({
  id: z.string(),
  kind: z.enum(["bespoke", "chat"]),
  /** The record to open: the bespoke request's id, the chat's session id. */
  recordId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string(),
  itemName: z.string(),
  submissionDate: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).optional(),
  awaitingSince: z.string().optional(),
  origin: leadOrigin.optional(),
  ...leadExtras,
});

/** One lead in `GET /api/leads`, by its kind. */
export const leadItem = z.discriminatedUnion("kind", [inquiryLeadItem, requestLeadItem]);
export type LeadItem = z.infer<typeof leadItem>;
export type InquiryLeadItem = z.infer<typeof inquiryLeadItem>;

export const LEAD_SORTS = ["newest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** The first-response filter: answered at all, within the target, or after it (working time). */
export const LEAD_RESPONSES = ["answered", "within", "late"] as const;
export type LeadResponse = (typeof LEAD_RESPONSES)[number];

const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.").optional();

/** A query's yes-or-no filter: `true` or `false`, absent for either. */
export const flagParam = z.enum(["true", "false"]).optional().transform((v) => (v === undefined ? undefined : v === "true"));

export const leadsQuery = z.object({
  stage: z.enum(LEAD_STAGES).optional(),
  /** An administrator's id, or "none" for leads nobody looks after. */
  assignee: z.string().trim().max(64).optional(),
  source: z.string().trim().max(LIMITS.leadSource).optional(),
  type: z.enum(INQUIRY_TYPES).optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  overdue: flagParam,
  awaiting: flagParam,
  /** Arrived on or after this day (the agency's time zone). */
  from: dayParam,
  /** Arrived on or before this day (the agency's time zone). */
  to: dayParam,
  kind: z.enum(LEAD_KINDS).optional(),
  /** Reached this stage or a later one, whatever happened since (Lost included: a lost lead reached what it reached before). */
  reached: z.enum(LEAD_STAGES).optional(),
  response: z.enum(LEAD_RESPONSES).optional(),
  /** The catalogue item asked about (its id). */
  item: z.string().trim().max(64).optional(),
  /** Words each of which must start a word of the traveller's name, email, phone (its digits) or the item. */
  q: z.string().trim().max(LIMITS.shortText).optional(),
  sort: z.enum(LEAD_SORTS).optional(),
  cursor: z.string().max(2000).optional(),
  /** One lead by its id (the desk's link from an email), if it passes the other filters. */
  id: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE.maxLimit).optional(),
});
export type LeadsQuery = z.input<typeof leadsQuery>;
export type LeadFilters = Partial<z.output<typeof leadsQuery>>;

/** A page of leads: `{items, next}` (contract/paging.ts). */
export const leadsPage = pageOf(leadItem);
export type LeadsPage = z.infer<typeof leadsPage>;

/** Counts for the desk's buttons, kept current by every write. */
export const leadCounts = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  byGroup: z.record(z.string(), z.number().int()),
  awaiting: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCounts>;

/** Staff move a lead to Lost (with a reason) or back (`lost: null`). */
export const leadStageInput = z.object({
  lost: z.object({ reason: leadLost.shape.reason, note: leadLost.shape.note }).nullable(),
});

/** The search words of a text: lower case, split on anything but letters and digits ("@" and "." split emails). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * How far a lead went, whatever happened since: its stage without Lost (`today` for the trip's
 * dates). A lost lead reached the stages it reached before it was lost.
 */
export function leadReached(facts: LeadFacts, today: string): LeadStage {
  return leadStage({ ...facts, lost: undefined }, today);
}

/** Whether `stage` is `reached` or a later one in the pipeline (Lost is no step of it). */
export function reachedAtLeast(stage: LeadStage, reached: LeadStage): boolean {
  return stage !== "Lost" && LEAD_STAGES.indexOf(stage) >= LEAD_STAGES.indexOf(reached);
}

/** The lead's flags at `now` under the agency's working week and first-response target. */
export function leadFlagsOf(row: LeadRow, now: Date, week: WorkingWeek, targetMinutes: number, today: string): LeadFlags {
  const stage = leadStage(row.facts, today);
  const due = addWorkingMinutes(row.arrivedAt, targetMinutes, week);
  const responded = row.facts.respondedAt;
  const open = stage !== "Lost";
  return {
    stage,
    ...(responded ? { firstResponseMinutes: workingMinutesBetween(row.arrivedAt, responded, week) } : {}),
    responseDueAt: due.toISOString(),
    overdue: open && !responded && now.getTime() > due.getTime(),
    awaitingReply: open && row.awaitingSince !== undefined,
  };
}
