/**
 * The reports' aggregates (issue #33): counters of the leads by the day they arrived, kept current
 * by the same commit that writes a lead's row (`writeLead`, `writeNewLead`), so the dashboard reads
 * a few thousand counters instead of scanning 50,000 rows (a scan took about a second).
 *
 * The rule: every lead counts once, under its arrival in the agency's time zone, at four levels
 * (the day, its week from Monday, its month, its year), in
 * `["lead_stats", level, bucket, dimension, value] -> KvU64`, with what its row says now:
 *
 *   all/all, kind/<kind>, source/<source>                  every level (d, w, m, y)
 *   reached/<stage>                                        d, m, y: how far it went, without its trip's dates
 *   dated/<stage>|<departsOn>|<returnsOn>                  d, m, y: instead, for a lead with trip dates
 *                                                          (Travelling and Completed follow today's date)
 *   lost/yes, response/<working minutes>, package/<itemId> d, m, y
 *   now/-/unanswered/yes                                   open leads nobody replied to yet
 *
 * A write moves the counters from the row as read to the row as written (nothing for a counter
 * that stays), so a report equals a count made from the rows. The response minutes and the days
 * are worked out in the agency's working week when written: `useLeadStatsWeek` (the app's deps)
 * names it, and a start with another week or zone rebuilds them (`rebuildLeadStats`). Every
 * lead kind counts alike: only the row's `kind`, `source`, `arrivedAt`, `itemId` and `facts` are read.
 */
import { addDays } from "../../contract/agency-time.ts";
import { DEFAULT_AGENCY_TIME_ZONE } from "../../contract/agency-time.ts";
import { type LeadRow, leadReached } from "../../contract/leads.ts";
import { parseWorkingDays, parseWorkingHours, type WorkingWeek, workingMinutesBetween, zoneDay } from "../../contract/working-hours.ts";
import { DEFAULT_WORKING_DAYS, DEFAULT_WORKING_HOURS } from "../../contract/working-hours.ts";
import { KEYS } from "./keys.ts";

export type StatKey = readonly [level: string, bucket: string, dimension: string, value: string];

let statsWeek: WorkingWeek = { zone: DEFAULT_AGENCY_TIME_ZONE, days: parseWorkingDays(DEFAULT_WORKING_DAYS)!, ...parseWorkingHours(DEFAULT_WORKING_HOURS)! };

/** The working week the counters are kept in (set once by the app's deps from the configuration). */
export function useLeadStatsWeek(week: WorkingWeek): void {
  statsWeek = week;
}
export const leadStatsWeek = (): WorkingWeek => statsWeek;

/** The Monday of a day's week (YYYY-MM-DD). */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Whether a row counts as answered-never and still open. */
const isUnanswered = (row: LeadRow) => !row.facts.lost && !row.facts.respondedAt;

/** A row's first response in working minutes, if it was answered. */
export function responseMinutes(row: LeadRow, week: WorkingWeek): number | undefined {
  return row.facts.respondedAt ? workingMinutesBetween(row.arrivedAt, row.facts.respondedAt, week) : undefined;
}

/** The counters one row counts in (see the rule above). */
export function statKeysOf(row: LeadRow, week: WorkingWeek = statsWeek): StatKey[] {
  const day = zoneDay(week.zone, row.arrivedAt);
  const buckets: [string, string][] = [["d", day], ["w", weekOf(day)], ["m", day.slice(0, 7)], ["y", day.slice(0, 4)]];
  const keys: StatKey[] = [];
  const { departsOn, returnsOn } = row.facts;
  const plain = leadReached({ ...row.facts, departsOn: undefined, returnsOn: undefined }, "0000-00-00");
  const minutes = responseMinutes(row, week);
  for (const [level, bucket] of buckets) {
    keys.push([level, bucket, "all", "all"], [level, bucket, "kind", row.kind], [level, bucket, "source", row.source]);
    if (level === "w") continue;
    if (departsOn || returnsOn) keys.push([level, bucket, "dated", `${plain}|${departsOn ?? ""}|${returnsOn ?? ""}`]);
    else keys.push([level, bucket, "reached", plain]);
    if (row.facts.lost) keys.push([level, bucket, "lost", "yes"]);
    if (minutes !== undefined) keys.push([level, bucket, "response", String(minutes)]);
    if (row.itemId) keys.push([level, bucket, "package", row.itemId]);
  }
  if (isUnanswered(row)) keys.push(["now", "-", "unanswered", "yes"]);
  return keys;
}

const WRAP = 1n << 64n;

/** Moves the counters from `before` to `after` (null for none): one sum per counter that changes. */
export function moveStats(op: { sum(key: Deno.KvKey, n: bigint): unknown }, before: LeadRow | null, after: LeadRow | null): void {
  const moves = new Map<string, { key: StatKey; n: number }>();
  const move = (key: StatKey, n: number) => {
    const id = key.join("\u0000");
    const seen = moves.get(id) ?? { key, n: 0 };
    seen.n += n;
    moves.set(id, seen);
  };
  if (before) for (const key of statKeysOf(before)) move(key, -1);
  if (after) for (const key of statKeysOf(after)) move(key, 1);
  for (const { key, n } of moves.values()) {
    // A negative move is a wrapping sum: 2^64 - n.
    if (n !== 0) op.sum(KEYS.leadStat(...key), n > 0 ? BigInt(n) : WRAP - BigInt(-n));
  }
}

/** One bucket's counters: dimension -> value -> count. */
export type Bucket = Map<string, Map<string, number>>;

/** The counters of `level` from bucket `from` to bucket `to` (inclusive), by bucket. */
export async function readBuckets(kv: Deno.Kv, level: string, from: string, to: string): Promise<Map<string, Bucket>> {
  const found = new Map<string, Bucket>();
  if (from > to) return found;
  const selector = { start: [...KEYS.leadStats(level), from], end: [...KEYS.leadStats(level), `${to}\u{10ffff}`] };
  for await (const entry of kv.list<Deno.KvU64>(selector, { batchSize: 1000 })) {
    const [, , bucket, dimension, value] = entry.key as string[];
    const n = Number(entry.value.value >= WRAP >> 1n ? entry.value.value - WRAP : entry.value.value);
    if (n === 0) continue;
    let b = found.get(bucket);
    if (!b) found.set(bucket, b = new Map());
    let d = b.get(dimension);
    if (!d) b.set(dimension, d = new Map());
    d.set(value, (d.get(value) ?? 0) + n);
  }
  return found;
}

/** The buckets (level and range) that cover the days `from`..`to` exactly, whole years and months first. */
export function coverOf(from: string, to: string): { level: "d" | "m" | "y"; from: string; to: string }[] {
  const parts: { level: "d" | "m" | "y"; from: string; to: string }[] = [];
  const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
  let day = from;
  while (day <= to) {
    const month = day.slice(0, 7);
    const year = day.slice(0, 4);
    if (day.endsWith("-01-01") && `${year}-12-31` <= to) {
      push("y", year);
      day = `${Number(year) + 1}-01-01`;
    } else if (day.endsWith("-01") && lastDayOf(month) <= to) {
      push("m", month);
      day = `${nextMonth(month)}-01`;
    } else {
      push("d", day);
      day = addDays(day, 1);
    }
  }
  return parts;

  function push(level: "d" | "m" | "y", bucket: string) {
    const last = parts.at(-1);
    if (last && last.level === level) last.to = bucket;
    else parts.push({ level, from: bucket, to: bucket });
  }
}

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** The counters of the days `from`..`to`, all buckets added together. */
export async function periodStats(kv: Deno.Kv, from: string, to: string): Promise<Bucket> {
  const total: Bucket = new Map();
  const reads = await Promise.all(coverOf(from, to).map((part) => readBuckets(kv, part.level, part.from, part.to)));
  for (const buckets of reads) for (const bucket of buckets.values()) addBucket(total, bucket);
  return total;
}

/** Adds bucket `b`'s counts into `into`. */
export function addBucket(into: Bucket, b: Bucket): void {
  for (const [dimension, values] of b) {
    let d = into.get(dimension);
    if (!d) into.set(dimension, d = new Map());
    for (const [value, n] of values) d.set(value, (d.get(value) ?? 0) + n);
  }
}

/** The open leads nobody replied to yet. */
export async function unansweredCount(kv: Deno.Kv): Promise<number> {
  const buckets = await readBuckets(kv, "now", "-", "-");
  return buckets.get("-")?.get("unanswered")?.get("yes") ?? 0;
}

const STATS_SETTING = KEYS.setting("lead_stats");

/** What the counters were worked out with: a change rebuilds them. */
const basisOf = (week: WorkingWeek) => JSON.stringify({ v: 1, zone: week.zone, days: week.days, start: week.start, end: week.end });

/** Records that the counters are current for `week` (a database seeded through the writes). */
export async function markLeadStatsBuilt(kv: Deno.Kv, week: WorkingWeek = statsWeek): Promise<void> {
  await kv.set(STATS_SETTING, { basis: basisOf(week) });
}

/** Brings a batch of stored rows up to date with their records (rewriting those that changed) and answers them. */
export type RowRefresh = (kv: Deno.Kv, rows: LeadRow[]) => Promise<LeadRow[]>;

/**
 * Rebuilds the counters and the arrival index from the lead rows when they were kept with another
 * working week or zone, or never (a database from before the reports): at start, before the
 * server takes requests, so no write moves them meanwhile. `refresh` first brings each batch of
 * rows up to date with its record (a row from before the reports lacks its item). Answers the
 * leads counted (0 when nothing was to do).
 */
export async function rebuildLeadStats(kv: Deno.Kv, refresh: RowRefresh = (_kv, rows) => Promise.resolve(rows), week: WorkingWeek = statsWeek): Promise<number> {
  const basis = basisOf(week);
  if ((await kv.get<{ basis: string }>(STATS_SETTING)).value?.basis === basis) return 0;
  const deletes: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix: KEYS.leadStatsAll() })) deletes.push(entry.key);
  for (let i = 0; i < deletes.length; i += 500) {
    const op = kv.atomic();
    for (const key of deletes.slice(i, i + 500)) op.delete(key);
    await op.commit();
  }
  const counts = new Map<string, { key: StatKey; n: number }>();
  let leads = 0;
  const count = async (batch: LeadRow[]) => {
    const rows = await refresh(kv, batch);
    const op = kv.atomic();
    for (const row of rows) {
      leads++;
      op.set(KEYS.leadsByArrival(row.arrivedAt, row.id), row);
      for (const key of statKeysOf(row, week)) {
        const id = key.join("\u0000");
        const seen = counts.get(id) ?? { key, n: 0 };
        seen.n++;
        counts.set(id, seen);
      }
    }
    await op.commit();
  };
  let batch: LeadRow[] = [];
  for await (const entry of kv.list<LeadRow>({ prefix: KEYS.leads() }, { batchSize: 500 })) {
    batch.push(entry.value);
    if (batch.length >= 200) {
      await count(batch);
      batch = [];
    }
  }
  if (batch.length) await count(batch);
  const all = [...counts.values()];
  for (let i = 0; i < all.length; i += 500) {
    const op = kv.atomic();
    for (const { key, n } of all.slice(i, i + 500)) op.set(KEYS.leadStat(...key), new Deno.KvU64(BigInt(n)));
    await op.commit();
  }
  await kv.set(STATS_SETTING, { basis });
  return leads;
}
