/**
 * The reports dashboard (issue #33, admin only): one period's numbers, each with the list behind it.
 *
 * The leads' numbers come from the counters their commits keep (kv/lead-stats.ts), never from a
 * scan: a period is covered by whole years, months and days, the weeks by whole weeks and days.
 * Each number's `list` is `/admin/inquiries` with the `GET /api/leads` filters that list exactly
 * the leads it counts (`from`/`to` arrival days, `kind`, `source`, `reached`, `response`, `item`,
 * `stage`, `overdue`, `awaiting`). Proposals, revenue and the packages' revenue come from the sums
 * of the proposals' and trips' rows (kv/report-rows.ts) that the rows' commits keep by agency day
 * and month (kv/report-stats.ts), read for the period's months and edge days only: the same
 * numbers as counted from the records (tests/server/reports_dashboard_test.ts).
 *
 * Percentiles: the median is the middle value (the mean of the two middle ones for an even
 * count); the 90th percentile is the nearest rank (the value at rank ceil(0.9 n)).
 */
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { LEAD_STAGES, type LeadStage, leadFlagsOf, type LeadRow, reachedAtLeast } from "../../contract/leads.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import {
  type CountedNumber,
  type DashboardReport,
  FUNNEL_STAGES,
  type LeadsWeek,
  type ListLink,
  REPORT_LIMITS,
  type ReportsQuery,
  type RevenueMonth,
  type TopPackage,
  type WaitingLead,
} from "../../contract/reports.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { addWorkingMinutes, dayStartOf } from "../../contract/working-hours.ts";
import type { Config } from "../config.ts";
import { badRequest } from "../errors.ts";
import { idTimePrefix } from "../kv/ids.ts";
import { KEYS } from "../kv/keys.ts";
import { addBucket, type Bucket, nextMonth, periodStats, readBuckets, unansweredCount, weekOf } from "../kv/lead-stats.ts";
import { leadCounts } from "../kv/leads.ts";
import { failedEmailCount } from "../kv/outbox.ts";
import { amountOf, readMonthStats } from "../kv/report-stats.ts";
import { leadClock } from "./leads.ts";

export type ReportDeps = {
  kv: Deno.Kv;
  config: Pick<Config, "AGENCY_TIMEZONE" | "AGENCY_WORKING_DAYS" | "AGENCY_WORKING_HOURS" | "FIRST_RESPONSE_TARGET_MINUTES">;
};

export const REPORT_TEXTS = {
  notADay: "Date must be a real day.",
  toBeforeFrom: "The period must end on or after the day it starts.",
  tooLong: "A report covers at most 1827 days. Choose a shorter period.",
} as const;

const DAY_MS = 86_400_000;
const isRealDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The period asked (the last 90 days by default), refused when it is no period or too long. */
export function periodOf(query: ReportsQuery, today: string): { from: string; to: string } {
  for (const [path, day] of [["from", query.from], ["to", query.to]] as const) {
    if (day !== undefined && !isRealDay(day)) throw badRequest(REPORT_TEXTS.notADay, [{ path, message: REPORT_TEXTS.notADay }]);
  }
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(REPORT_LIMITS.defaultDays - 1));
  if (to < from) throw badRequest(REPORT_TEXTS.toBeforeFrom, [{ path: "to", message: REPORT_TEXTS.toBeforeFrom }]);
  if (daysBetween(from, to) + 1 > REPORT_LIMITS.maxDays) throw badRequest(REPORT_TEXTS.tooLong, [{ path: "from", message: REPORT_TEXTS.tooLong }]);
  return { from, to };
}

/** The period as the dashboard counts it: its days, and the instants it runs from and to (before), agency time. */
export function periodSpan(zone: string, query: ReportsQuery, now = new Date()): { from: string; to: string; fromMs: number; toMs: number } {
  const { from, to } = periodOf(query, agencyDay(zone, now));
  return { from, to, fromMs: dayStartOf(zone, from), toMs: dayStartOf(zone, addDays(to, 1)) };
}

const leadsList = (query: Record<string, string>): ListLink => ({ path: "/admin/inquiries", query });
const counted = (value: number, list: ListLink): CountedNumber => ({ value, list });
const count = (bucket: Bucket, dimension: string, value: string) => bucket.get(dimension)?.get(value) ?? 0;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);


/** How far the leads counted under `reached`/`dated` went, today: stage -> leads. */
function reachedCounts(stats: Bucket, today: string): Map<LeadStage, number> {
  const reached = new Map<LeadStage, number>();
  const add = (stage: LeadStage, n: number) => reached.set(stage, (reached.get(stage) ?? 0) + n);
  for (const [stage, n] of stats.get("reached") ?? []) add(stage as LeadStage, n);
  for (const [value, n] of stats.get("dated") ?? []) {
    const [plain, departsOn, returnsOn] = value.split("|");
    let stage = plain as LeadStage;
    const later = (s: LeadStage) => LEAD_STAGES.indexOf(s) > LEAD_STAGES.indexOf(stage);
    if (departsOn && departsOn <= today && later("Travelling")) stage = "Travelling";
    if (returnsOn && returnsOn < today && later("Completed")) stage = "Completed";
    add(stage, n);
  }
  return reached;
}

/** The period's weeks (Monday), each from its counters: whole weeks from theirs, the period's edges from their days'. */
async function weeksOf(kv: Deno.Kv, from: string, to: string): Promise<LeadsWeek[]> {
  const weeks: { week: string; from: string; to: string }[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) {
    weeks.push({ week, from: week < from ? from : week, to: addDays(week, 6) > to ? to : addDays(week, 6) });
  }
  const whole = weeks.filter((w) => w.from === w.week && w.to === addDays(w.week, 6));
  const [wholeBuckets, ...edges] = await Promise.all([
    whole.length ? readBuckets(kv, "w", whole[0].week, whole.at(-1)!.week) : new Map<string, Bucket>(),
    ...weeks.filter((w) => !whole.includes(w)).map((w) => readBuckets(kv, "d", w.from, w.to).then((days) => ({ w, days }))),
  ]);
  const partial = new Map((edges as { w: (typeof weeks)[number]; days: Map<string, Bucket> }[]).map(({ w, days }) => {
    const sum: Bucket = new Map();
    for (const b of days.values()) addBucket(sum, b);
    return [w.week, sum];
  }));
  return weeks.map((w) => {
    const bucket = (wholeBuckets as Map<string, Bucket>).get(w.week) ?? partial.get(w.week) ?? new Map();
    const period = { from: w.from, to: w.to };
    const by = (dimension: "source" | "kind") =>
      Object.fromEntries([...bucket.get(dimension) ?? []].filter(([, n]) => n > 0).map(([value, n]) => [value, counted(n, leadsList({ ...period, [dimension]: value }))]));
    return { week: w.week, total: counted(count(bucket, "all", "all"), leadsList(period)), bySource: by("source"), byKind: by("kind") };
  });
}

/** First response: the histogram of working minutes, exact. */
function firstResponseOf(stats: Bucket, period: Record<string, string>, targetMinutes: number): DashboardReport["firstResponse"] {
  const histogram = [...stats.get("response") ?? []].map(([m, n]) => [Number(m), n] as const).filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const answered = histogram.reduce((a, [, n]) => a + n, 0);
  const atRank = (rank: number) => {
    let seen = 0;
    for (const [minutes, n] of histogram) if ((seen += n) >= rank) return minutes;
    return null;
  };
  const median = answered === 0 ? null : answered % 2 === 1 ? atRank((answered + 1) / 2) : (atRank(answered / 2)! + atRank(answered / 2 + 1)!) / 2;
  const within = histogram.filter(([m]) => m <= targetMinutes).reduce((a, [, n]) => a + n, 0);
  return {
    targetMinutes,
    answered: counted(answered, leadsList({ ...period, response: "answered" })),
    medianMinutes: median,
    p90Minutes: answered === 0 ? null : atRank(Math.ceil(0.9 * answered)),
    withinTarget: counted(within, leadsList({ ...period, response: "within" })),
    withinTargetShare: share(within, answered),
  };
}

type Money = { revenue: number; margin: number };
type Currency = StoredTrip["currency"];
type MonthMoney = Money & { month: string; currency: Currency };

/**
 * The period's proposals and money, from the counters the rows' commits keep
 * (kv/report-stats.ts): about 60 months' counters for five years, and the edges' days.
 *
 * - proposals first sent in the period: sent, accepted, declined;
 * - the trips accepted in it: revenue and margin by month and currency, and each source lead's
 *   package's revenue by currency;
 * - a pricing of the sent proposals' values by month and currency (the option of the lowest
 *   price): revenue's stand-in for a month with no accepted trip yet.
 */
async function moneyOf(kv: Deno.Kv, from: string, to: string) {
  const months = await readMonthStats(kv, from, to);
  const proposals = { sent: 0, accepted: 0, declined: 0 };
  // A month and currency (or package and currency) is there when it has rows: a count, never a sum, says so.
  const trips = new Map<string, MonthMoney>();
  const values = new Map<string, MonthMoney>();
  const packageRows = new Map<string, bigint>();
  const packageRevenue = new Map<string, bigint>();
  for (const [month, counters] of months) {
    const sum = (dimension: string, currency: string) => amountOf(counters.get(`${dimension} ${currency}`) ?? 0n);
    for (const [id, n] of counters) {
      const [dimension, value, currency] = id.split(" ");
      if (dimension === "sent") proposals.sent += Number(n);
      else if (dimension === "status" && value === "Accepted") proposals.accepted += Number(n);
      else if (dimension === "status" && value === "Declined") proposals.declined += Number(n);
      else if (dimension === "trips" && n > 0n) {
        trips.set(`${month} ${value}`, { month, currency: value as Currency, revenue: sum("revenue", value), margin: sum("margin", value) });
      } else if (dimension === "priced" && n > 0n) {
        values.set(`${month} ${value}`, { month, currency: value as Currency, revenue: sum("price", value), margin: sum("price_margin", value) });
      } else if (dimension === "package") packageRows.set(`${value} ${currency}`, (packageRows.get(`${value} ${currency}`) ?? 0n) + n);
      else if (dimension === "package_revenue") packageRevenue.set(`${value} ${currency}`, (packageRevenue.get(`${value} ${currency}`) ?? 0n) + n);
    }
  }
  const byPackage = new Map<string, Record<string, number>>();
  for (const [key, n] of packageRows) {
    if (n <= 0n) continue;
    const [item, currency] = key.split(" ");
    byPackage.set(item, { ...byPackage.get(item), [currency]: amountOf(packageRevenue.get(key) ?? 0n) });
  }
  return {
    proposals,
    /** The values of the proposals sent in the months `priced` keeps, by month and currency. */
    valuesOf: (priced: (month: string) => boolean) => [...values.values()].filter((row) => priced(row.month)),
    months: trips,
    byPackage,
  };
}

/** The catalogue's packages among `ids` (activities and removed items left out): id -> name. */
async function packageNames(kv: Deno.Kv, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<{ name?: string }[]>(ids.slice(i, i + 10).map((id) => KEYS.package(id)));
    entries.forEach((entry, j) => {
      if (entry.value) names.set(ids[i + j], entry.value.name ?? ids[i + j]);
    });
  }
  return names;
}

/** The leads waiting for us now, oldest first: overdue ones (nobody replied) and those awaiting our reply. */
async function waitingOf(kv: Deno.Kv, deps: ReportDeps, now: Date) {
  const clock = leadClock(deps, now);
  const today = agencyDay(clock.week.zone, now);
  const overdueBefore = addWorkingMinutes(now, -clock.targetMinutes, clock.week).toISOString();
  // Not yet overdue: unanswered leads that arrived after the latest arrival already past its target.
  let notYet = 0;
  const recent = { prefix: KEYS.leadUnanswered(), start: [...KEYS.leadUnanswered(), idTimePrefix(Date.parse(overdueBefore) + 1)] };
  for await (const entry of kv.list<LeadRow>(recent, { batchSize: 500 })) if (entry.value.arrivedAt >= overdueBefore) notYet++;
  const overdue = (await unansweredCount(kv)) - notYet;
  const oldest: LeadRow[] = [];
  for await (const entry of kv.list<LeadRow>({ prefix: KEYS.leadUnanswered() }, { limit: REPORT_LIMITS.oldestWaiting * 2 })) {
    if (entry.value.arrivedAt < overdueBefore) oldest.push(entry.value);
  }
  for await (const entry of kv.list<LeadRow>({ prefix: KEYS.leadAwaiting() }, { limit: REPORT_LIMITS.oldestWaiting * 2 })) oldest.push(entry.value);
  const seen = new Set<string>();
  const list: WaitingLead[] = oldest.filter((row) => !seen.has(row.id) && seen.add(row.id))
    .sort((a, b) => a.arrivedAt.localeCompare(b.arrivedAt)).slice(0, REPORT_LIMITS.oldestWaiting).map((row) => {
      const flags = leadFlagsOf(row, now, clock.week, clock.targetMinutes, today);
      return {
        id: row.id, name: row.name, item: row.item, arrivedAt: row.arrivedAt, stage: flags.stage,
        overdue: flags.overdue, awaitingReply: flags.awaitingReply, list: leadsList({ id: row.id }),
      };
    });
  return { overdue, oldest: list };
}

/** `GET /api/reports/dashboard`: the period's numbers, each with its list. */
export async function dashboardReport(deps: ReportDeps, query: ReportsQuery, now = new Date()): Promise<DashboardReport> {
  const zone = deps.config.AGENCY_TIMEZONE;
  const today = agencyDay(zone, now);
  const { from, to, fromMs, toMs } = periodSpan(zone, query, now);
  const period = { from, to };
  const target = deps.config.FIRST_RESPONSE_TARGET_MINUTES;
  const [stats, leadsByWeek, money, failed, counts, waiting] = await Promise.all([
    periodStats(deps.kv, from, to),
    weeksOf(deps.kv, from, to),
    moneyOf(deps.kv, from, to),
    failedEmailCount(deps.kv, fromMs, toMs),
    leadCounts(deps.kv),
    waitingOf(deps.kv, deps, now),
  ]);

  const by = (dimension: "source" | "kind") =>
    Object.fromEntries([...stats.get(dimension) ?? []].filter(([, n]) => n > 0).map(([value, n]) => [value, counted(n, leadsList({ ...period, [dimension]: value }))]));
  const reached = reachedCounts(stats, today);
  const funnel = FUNNEL_STAGES.map((stage, i) => {
    let n = 0;
    for (const [at, leads] of reached) if (reachedAtLeast(at, stage)) n += leads;
    return { stage, n, list: leadsList(i === 0 ? period : { ...period, reached: stage }) };
  });

  // Revenue: a month (and currency) with accepted trips counts them; before any, its sent proposals' values.
  const revenueByMonth: RevenueMonth[] = [];
  const paymentsList = (month: string): ListLink => {
    const first = `${month}-01`;
    const last = addDays(`${nextMonth(month)}-01`, -1);
    return { path: "/admin/payments", query: { from: first < from ? from : first, to: last > to ? to : last } };
  };
  const { proposals, months: tripsByMonth, byPackage } = money;
  const tripMonths = new Set([...tripsByMonth.values()].map((r) => r.month));
  for (const r of tripsByMonth.values()) {
    revenueByMonth.push({ month: r.month, currency: r.currency, basis: "payments", revenue: roundMoney(r.revenue, r.currency), margin: roundMoney(r.margin, r.currency), list: paymentsList(r.month) });
  }
  // Only the proposals of months without a trip are priced.
  for (const r of money.valuesOf((month) => !tripMonths.has(month))) {
    revenueByMonth.push({ month: r.month, currency: r.currency, basis: "proposals", revenue: roundMoney(r.revenue, r.currency), margin: roundMoney(r.margin, r.currency), list: paymentsList(r.month) });
  }
  revenueByMonth.sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));

  // Top packages: by the period's leads (their counters), and by accepted trips' totals.
  const leadsOfPackage = new Map([...stats.get("package") ?? []].filter(([, n]) => n > 0));
  const revenueTotal = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const byLeads = [...leadsOfPackage].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
  const byRevenue = [...byPackage].sort((a, b) => revenueTotal(b[1]) - revenueTotal(a[1]) || a[0].localeCompare(b[0])).map(([id]) => id);
  const names = await packageNames(deps.kv, [...new Set([...byLeads.slice(0, REPORT_LIMITS.topPackages * 3), ...byRevenue.slice(0, REPORT_LIMITS.topPackages * 3)])]);
  const topOf = (ids: string[]): TopPackage[] =>
    ids.filter((id) => names.has(id)).slice(0, REPORT_LIMITS.topPackages).map((id) => ({
      id,
      name: names.get(id)!,
      leads: counted(leadsOfPackage.get(id) ?? 0, leadsList({ ...period, item: id })),
      revenue: Object.fromEntries(Object.entries(byPackage.get(id) ?? {}).map(([c, v]) => [c, roundMoney(v, c as StoredTrip["currency"])])),
    }));

  const proposalsList = (status?: string): ListLink => ({ path: "/admin/proposals", query: { ...period, ...(status ? { status } : {}) } });
  return {
    from,
    to,
    timeZone: zone,
    leadsByWeek,
    leadsBySource: by("source"),
    leadsByKind: by("kind"),
    funnel: funnel.map((step, i) => ({
      stage: step.stage,
      reached: counted(step.n, step.list),
      conversion: i === 0 ? null : share(step.n, funnel[i - 1].n),
    })),
    lost: counted(count(stats, "lost", "yes"), leadsList({ ...period, stage: "Lost" })),
    firstResponse: firstResponseOf(stats, period, target),
    proposals: {
      sent: counted(proposals.sent, proposalsList()),
      accepted: counted(proposals.accepted, proposalsList("Accepted")),
      declined: counted(proposals.declined, proposalsList("Declined")),
      winRate: share(proposals.accepted, proposals.accepted + proposals.declined),
    },
    revenueByMonth,
    topPackagesByLeads: topOf(byLeads),
    topPackagesByRevenue: topOf(byRevenue),
    failedEmails: counted(failed, { path: "/admin/emails", query: { ...period, status: "failed" } }),
    awaitingReply: counted(counts.awaiting, leadsList({ awaiting: "true" })),
    overdue: counted(waiting.overdue, leadsList({ overdue: "true" })),
    oldestWaiting: waiting.oldest,
  };
}
