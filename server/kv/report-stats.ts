/**
 * The reports' counters of proposals and money (issue #33): sums of the report rows
 * (report-rows.ts) by the agency day and month of each row's time, moved by the same commit that
 * writes the row, so a five-year dashboard reads about 60 months of counters (and the days at the
 * period's edges) instead of every proposal's and trip's row.
 *
 *   ["report_stats", level, bucket, dimension, value] -> KvU64
 *       level d (bucket YYYY-MM-DD) or m (YYYY-MM), the row's time in the agency's zone (the zone
 *       the lead counters use: lead-stats.ts `leadStatsWeek`)
 *
 *   a proposal's row:  sent/all; status/Accepted, status/Declined           counts
 *                      priced/<currency>                                    count of rows with a price
 *                      price/<currency>, price_margin/<currency>            sums of their price and margin
 *   a trip's row:      trips/<currency>                                     count
 *                      revenue/<currency>, margin/<currency>                sums of total and margin
 *                      package/<item> <currency>                            count of rows with a package
 *                      package_revenue/<item> <currency>                    sum of their totals
 *
 * Amounts are kept in millionths (integers; a negative move is a wrapping sum), so a sum reads
 * back as the rows' own sum. A move goes from the row as stored to the row as written (nothing
 * for a counter that stays), so the counters always equal a count made from the rows.
 */
import { addDays } from "../../contract/agency-time.ts";
import { zoneDay } from "../../contract/working-hours.ts";
import { KEYS } from "./keys.ts";
import { leadStatsWeek, nextMonth } from "./lead-stats.ts";

/** The rows the counters sum (report-rows.ts writes them). */
export type ProposalStatsRow = { status: string; currency: string; price?: number; margin?: number };
export type TripStatsRow = { currency: string; total: number; margin: number; item?: string };
export type StatsRow = { kind: "proposal"; at: string; row: ProposalStatsRow } | { kind: "trip"; at: string; row: TripStatsRow };

const WRAP = 1n << 64n;
const UNIT = 1_000_000n;
const units = (amount: number) => BigInt(Math.round(amount * 1_000_000));
/** An amount kept in millionths, back as a number. */
export const amountOf = (n: bigint) => Number(n / UNIT) + Number(n % UNIT) / 1_000_000;

type Stat = { key: readonly [level: string, bucket: string, dimension: string, value: string]; n: bigint };

/** The counters one row adds to (see the rule above). */
export function statsOfRow(entry: StatsRow, zone = leadStatsWeek().zone): Stat[] {
  const day = zoneDay(zone, entry.at);
  const parts: [string, string, bigint][] = [];
  if (entry.kind === "proposal") {
    const { row } = entry;
    parts.push(["sent", "all", 1n]);
    if (row.status === "Accepted" || row.status === "Declined") parts.push(["status", row.status, 1n]);
    if (row.price !== undefined) {
      parts.push(["priced", row.currency, 1n], ["price", row.currency, units(row.price)], ["price_margin", row.currency, units(row.margin ?? 0)]);
    }
  } else {
    const { row } = entry;
    parts.push(["trips", row.currency, 1n], ["revenue", row.currency, units(row.total)], ["margin", row.currency, units(row.margin)]);
    if (row.item) parts.push(["package", `${row.item} ${row.currency}`, 1n], ["package_revenue", `${row.item} ${row.currency}`, units(row.total)]);
  }
  return [["d", day], ["m", day.slice(0, 7)]].flatMap(([level, bucket]) => parts.map(([dimension, value, n]) => ({ key: [level, bucket, dimension, value] as const, n })));
}

/** Adds `stats` times `sign` into `into` (by key). */
function tally(into: Map<string, Stat>, stats: Stat[], sign: bigint): void {
  for (const { key, n } of stats) {
    const id = key.join("\u0000");
    const seen = into.get(id) ?? { key, n: 0n };
    seen.n += sign * n;
    into.set(id, seen);
  }
}

/** Adds to `op` the move of the counters from a row as stored (`before`, null for none) to the row as written (`after`). */
export function moveRowStats(op: Deno.AtomicOperation, before: StatsRow | null, after: StatsRow | null): void {
  const moves = new Map<string, Stat>();
  if (before) tally(moves, statsOfRow(before), -1n);
  if (after) tally(moves, statsOfRow(after), 1n);
  for (const { key, n } of moves.values()) {
    if (n !== 0n) op.sum(KEYS.reportStat(...key), n > 0n ? n : WRAP + n);
  }
}

/** The counters of many rows at once (a rebuild), to be written with `set`. */
export function countRows(rows: Iterable<StatsRow>, zone = leadStatsWeek().zone): { key: Deno.KvKey; value: Deno.KvU64 }[] {
  const counts = new Map<string, Stat>();
  for (const row of rows) tally(counts, statsOfRow(row, zone), 1n);
  return [...counts.values()].filter(({ n }) => n !== 0n).map(({ key, n }) => ({ key: KEYS.reportStat(...key), value: new Deno.KvU64(n > 0n ? n : WRAP + n) }));
}

/** The days `from`..`to` as the fewest buckets: whole months as months, the edges as days. */
export function monthCover(from: string, to: string): { level: "d" | "m"; from: string; to: string }[] {
  const parts: { level: "d" | "m"; from: string; to: string }[] = [];
  let day = from;
  while (day <= to) {
    const month = day.slice(0, 7);
    const next = `${nextMonth(month)}-01`;
    const whole = day.endsWith("-01") && addDays(next, -1) <= to;
    const [level, bucket] = whole ? ["m", month] as const : ["d", day] as const;
    const last = parts.at(-1);
    if (last && last.level === level) last.to = bucket;
    else parts.push({ level, from: bucket, to: bucket });
    day = whole ? next : addDays(day, 1);
  }
  return parts;
}

/** A period's counters by month: month -> "dimension value" -> sum (signed, amounts in millionths). */
export type MonthStats = Map<string, Map<string, bigint>>;

/** The counters of the days `from`..`to` (agency days), added up by month. */
export async function readMonthStats(kv: Deno.Kv, from: string, to: string): Promise<MonthStats> {
  const months: MonthStats = new Map();
  await Promise.all(monthCover(from, to).map(async (part) => {
    const prefix = KEYS.reportStats(part.level);
    for await (const entry of kv.list<Deno.KvU64>({ start: [...prefix, part.from], end: [...prefix, `${part.to}\u{10ffff}`] }, { batchSize: 1000 })) {
      const [, , bucket, dimension, value] = entry.key as string[];
      const n = entry.value.value >= WRAP >> 1n ? entry.value.value - WRAP : entry.value.value;
      const month = bucket.slice(0, 7);
      let m = months.get(month);
      if (!m) months.set(month, m = new Map());
      const id = `${dimension} ${value}`;
      m.set(id, (m.get(id) ?? 0n) + n);
    }
  }));
  return months;
}
