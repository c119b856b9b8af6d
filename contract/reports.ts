/**
 * The reports dashboard (issue #33, admin only): `GET /api/reports/dashboard?from=&to=` answers the
 * numbers of one period, each number with the list behind it (`ListLink`: an admin page and the
 * query that filters it, the same filters as `GET /api/leads`), so a number on the dashboard opens
 * the rows it counts.
 *
 * The period is whole days in the agency's time zone, `from` to `to` inclusive. A lead belongs to
 * the period it arrived in; the funnel follows those leads as far as they went, whenever that was
 * (a cohort), so a period's numbers only grow while its leads are still moving.
 */
import { z } from "zod";
import { LEAD_STAGES } from "./leads.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.");

export const REPORT_LIMITS = {
  /** The longest period one request covers, in days (five years and a leap day). */
  maxDays: 1827,
  /** Default period when none is asked: the last 90 days. */
  defaultDays: 90,
  /** Packages in each top list. */
  topPackages: 10,
  /** Leads in the "oldest waiting" list. */
  oldestWaiting: 20,
} as const;

export const reportsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
});
export type ReportsQuery = z.input<typeof reportsQuery>;

/** Where a number leads: an admin page (`/admin/inquiries`, `/admin/proposals`, `/admin/payments`, ...) and its query. */
export const listLink = z.object({
  path: z.string(),
  query: z.record(z.string(), z.string()),
});
export type ListLink = z.infer<typeof listLink>;

/** A count and the list of what it counts. */
export const countedNumber = z.object({ value: z.number().int(), list: listLink });
export type CountedNumber = z.infer<typeof countedNumber>;

/** One week (Monday, agency time) of arrivals. */
export const leadsWeek = z.object({
  week: day,
  total: countedNumber,
  bySource: z.record(z.string(), countedNumber),
  /** By `LEAD_KINDS` (inquiry, bespoke, chat). */
  byKind: z.record(z.string(), countedNumber),
});
export type LeadsWeek = z.infer<typeof leadsWeek>;

/** The funnel's stages, lead to Completed (Lost is told apart). */
export const FUNNEL_STAGES = LEAD_STAGES.filter((stage) => stage !== "Lost");

/** One step of the funnel: leads of the period that reached this stage or a later one. */
export const funnelStep = z.object({
  stage: z.enum(LEAD_STAGES),
  reached: countedNumber,
  /** reached / the previous step's reached (0..1); null for the first step or when the previous is 0. */
  conversion: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof funnelStep>;

export const firstResponseReport = z.object({
  /** The first-response target, in working minutes. */
  targetMinutes: z.number().int(),
  /** Leads of the period that got a first reply. */
  answered: countedNumber,
  /** In working minutes; null when none was answered. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  withinTarget: countedNumber,
  /** withinTarget / answered (0..1); null when none was answered. */
  withinTargetShare: z.number().nullable(),
});
export type FirstResponseReport = z.infer<typeof firstResponseReport>;

export const proposalsReport = z.object({
  /** Proposals first sent in the period. */
  sent: countedNumber,
  accepted: countedNumber,
  declined: countedNumber,
  /** accepted / (accepted + declined) (0..1); null when none was decided. */
  winRate: z.number().nullable(),
});
export type ProposalsReport = z.infer<typeof proposalsReport>;

/** Revenue and margin of a month (YYYY-MM, agency time) in one currency, major units. */
export const revenueMonth = z.object({
  month: z.string(),
  currency: z.string(),
  /** `payments`: accepted trips' totals and margins; `proposals`: sent proposals' values (before any trip exists). */
  basis: z.enum(["payments", "proposals"]),
  revenue: z.number(),
  margin: z.number(),
  list: listLink,
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

export const topPackage = z.object({
  id: z.string(),
  name: z.string(),
  leads: countedNumber,
  /** Accepted trips' totals per currency, major units. */
  revenue: z.record(z.string(), z.number()),
});
export type TopPackage = z.infer<typeof topPackage>;

export const waitingLead = z.object({
  id: z.string(),
  name: z.string(),
  item: z.string(),
  arrivedAt: z.string(),
  stage: z.enum(LEAD_STAGES),
  overdue: z.boolean(),
  awaitingReply: z.boolean(),
  list: listLink,
});
export type WaitingLead = z.infer<typeof waitingLead>;

export const dashboardReport = z.object({
  from: day,
  to: day,
  /** The agency's time zone the days are read in. */
  timeZone: z.string(),
  leadsByWeek: z.array(leadsWeek),
  /** The period's leads by source and by kind, all weeks together. */
  leadsBySource: z.record(z.string(), countedNumber),
  leadsByKind: z.record(z.string(), countedNumber),
  funnel: z.array(funnelStep),
  lost: countedNumber,
  firstResponse: firstResponseReport,
  proposals: proposalsReport,
  revenueByMonth: z.array(revenueMonth),
  topPackagesByLeads: z.array(topPackage),
  topPackagesByRevenue: z.array(topPackage),
  /** Emails given up after their last attempt, queued in the period. */
  failedEmails: countedNumber,
  /** Now, whatever the period: leads awaiting our reply, overdue ones, and the oldest of them first. */
  awaitingReply: countedNumber,
  overdue: countedNumber,
  oldestWaiting: z.array(waitingLead),
});
export type DashboardReport = z.infer<typeof dashboardReport>;
