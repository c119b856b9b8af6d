/**
 * The reports' rows of proposals and trips (issue #33): one small row per sent proposal and per
 * trip, in an index by time, and their sums by agency day and month (report-stats.ts), so the
 * dashboard reads a period's month counters instead of every proposal and trip record (and every
 * resent proposal's first version) on each request.
 *
 * The rule: a row is what its record says now, written by the same commit that writes the record
 * (every write of `["proposals", id]` and `["trips", id]` goes through `moveProposalRow` or
 * `moveTripRow`; a delete drops its row), and that commit moves the counters from the row as
 * stored to the row as written:
 *
 *   ["report_proposals", firstSentAt, id] -> { id, status, currency, price?, margin? }
 *       a proposal sent at least once, under the time of its first version (never changes once
 *       sent); price and margin: its current content's option of the lowest price (none without
 *       options). A draft never sent has no row.
 *   ["report_trips", createdAt, id]       -> { id, currency, total, margin, lead?, item? }
 *       every trip, under its acceptance; margin: total less the lines' costs; lead: its source
 *       lead's id; item: that lead's package while the lead is there (read, and checked, in the
 *       trip's commit; a lead's package never changes, and the commit that deletes a lead drops
 *       it from its trips' rows: `dropLeadPackage`).
 *
 * Credit notes, refunds and payments do not change a trip record and the dashboard does not count
 * them, so they write no row. Row keys are instants (ISO); the counters are kept in the agency's
 * zone, so a start with another zone rebuilds rows and counters once (`rebuildReportRows`), as it
 * does for a database from before them. An erasure deletes a row with `dropReportRow`.
 */
import { tripLines } from "../../contract/money/schedule.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import type { LeadRow } from "../../contract/leads.ts";
import { KEYS } from "./keys.ts";
import { leadStatsWeek } from "./lead-stats.ts";
import { countRows, moveRowStats, type StatsRow } from "./report-stats.ts";

export type ProposalReportRow = Pick<StoredProposal, "id" | "status" | "currency"> & { price?: number; margin?: number };
export type TripReportRow = Pick<StoredTrip, "id" | "currency" | "total"> & { margin: number; lead?: string; item?: string };

/** When a proposal was first sent (its first version's time), or undefined for a draft never sent. */
export async function firstSentAt(kv: Deno.Kv, proposal: StoredProposal): Promise<string | undefined> {
  if (!proposal.sentAt || proposal.sentVersion < 1) return undefined;
  if (proposal.sentVersion === 1) return proposal.sentAt;
  return (await kv.get<{ sentAt: string }>(KEYS.proposalVersion(proposal.id, 1))).value?.sentAt ?? proposal.sentAt;
}

/** A sent proposal's row (see the rule above). */
export function proposalRowOf(proposal: StoredProposal): ProposalReportRow {
  const row: ProposalReportRow = { id: proposal.id, status: proposal.status, currency: proposal.currency };
  const totals = proposalTotals(proposal);
  if (totals.length) {
    const lowest = totals.reduce((a, b) => (b.price < a.price ? b : a));
    row.price = lowest.price;
    row.margin = lowest.margin;
  }
  return row;
}

/** Checks `entry` in `op` (the commit fails if it changed since it was read); answers its value. */
function checked<T>(op: Deno.AtomicOperation, entry: Deno.KvEntryMaybe<T>): T | null {
  op.check(entry);
  return entry.value;
}

/**
 * Adds to `op` the move of a proposal's row from the record as read (`before`, null for a new one)
 * to the record as written (`after`, null for a delete). The first send's time never changes once
 * sent, so a record sent before keeps its row's key.
 */
export async function moveProposalRow(kv: Deno.Kv, op: Deno.AtomicOperation, before: StoredProposal | null, after: StoredProposal | null): Promise<void> {
  const beforeAt = before ? await firstSentAt(kv, before) : undefined;
  const afterAt = after ? (beforeAt ?? await firstSentAt(kv, after)) : undefined;
  // The row as read is checked too: the sums move from exactly it.
  const stored = beforeAt ? checked(op, await kv.get<ProposalReportRow>(KEYS.reportProposal(beforeAt, before!.id))) : null;
  const row = afterAt ? proposalRowOf(after!) : null;
  if (beforeAt && beforeAt !== afterAt) op.delete(KEYS.reportProposal(beforeAt, before!.id));
  if (afterAt) op.set(KEYS.reportProposal(afterAt, after!.id), row);
  moveRowStats(op, stored && { kind: "proposal", at: beforeAt!, row: stored }, row && { kind: "proposal", at: afterAt!, row });
}

/** A trip's row (see the rule above), its source lead's package given. */
export function tripRowOf(trip: StoredTrip, item?: string): TripReportRow {
  const margin = trip.total - tripLines(trip).reduce((a, l) => a + l.cost, 0);
  return { id: trip.id, currency: trip.currency, total: trip.total, margin, ...(trip.source ? { lead: trip.source.id } : {}), ...(item ? { item } : {}) };
}

/** The package of a trip's source lead, read now (and checked by `op` when given), if the lead is there and has one. */
async function packageOfSource(kv: Deno.Kv, trip: StoredTrip, op?: Deno.AtomicOperation): Promise<string | undefined> {
  if (!trip.source) return undefined;
  const lead = await kv.get<LeadRow>(KEYS.lead(trip.source.id));
  op?.check(lead);
  return lead.value?.itemId;
}

/**
 * Adds to `op` the row of a trip as written (its key never changes: the trip's creation), moving
 * the counters from the row stored for the trip as read (`before`, null for a new trip).
 */
export async function moveTripRow(kv: Deno.Kv, op: Deno.AtomicOperation, before: StoredTrip | null, after: StoredTrip): Promise<void> {
  // The row as read is checked too: a lead's delete rewrites it (`dropLeadPackage`) without the trip.
  const stored = before ? checked(op, await kv.get<TripReportRow>(KEYS.reportTrip(before.createdAt, before.id))) : null;
  const row = tripRowOf(after, await packageOfSource(kv, after, op));
  op.set(KEYS.reportTrip(after.createdAt, after.id), row);
  moveRowStats(op, stored && { kind: "trip", at: before!.createdAt, row: stored }, { kind: "trip", at: after.createdAt, row });
}

/**
 * Adds to `op`, the commit that deletes the lead `leadId` (an inquiry: the only leads with a
 * package), the drop of its package from its trips' rows, each trip checked (a trip's own save
 * checks the lead).
 */
export async function dropLeadPackage(kv: Deno.Kv, op: Deno.AtomicOperation, leadId: string): Promise<void> {
  for await (const { key } of kv.list({ prefix: KEYS.proposalsOfSource("inquiry", leadId) })) {
    const tripId = (await kv.get<string>(KEYS.tripByProposal(String(key[3])))).value;
    const trip = tripId ? await kv.get<StoredTrip>(KEYS.trip(tripId)) : null;
    if (!trip?.value) continue;
    const rowKey = KEYS.reportTrip(trip.value.createdAt, trip.value.id);
    const stored = await kv.get<TripReportRow>(rowKey);
    if (!stored.value?.item) continue;
    const { item: _item, ...row } = stored.value;
    op.check(trip).check(stored).set(rowKey, row);
    moveRowStats(op, { kind: "trip", at: trip.value.createdAt, row: stored.value }, { kind: "trip", at: trip.value.createdAt, row });
  }
}

/** A row's counted form, from its key and value (`["report_proposals" | "report_trips", at, id]`), or null for another key. */
function statsRowOf(key: Deno.KvKey, value: unknown): StatsRow | null {
  if (key.length !== 3 || typeof key[1] !== "string" || !value) return null;
  if (key[0] === KEYS.reportProposals()[0]) return { kind: "proposal", at: key[1], row: value as ProposalReportRow };
  if (key[0] === KEYS.reportTrips()[0]) return { kind: "trip", at: key[1], row: value as TripReportRow };
  return null;
}

/** Adds to `op` the delete of a stored entry; a report row's counters move with it (an erasure). */
export function dropReportRow(op: Deno.AtomicOperation, key: Deno.KvKey, value: unknown): Deno.AtomicOperation {
  moveRowStats(op, statsRowOf(key, value), null);
  return op.delete(key);
}

/** The rows of `prefix` from instant `from` (included) to `until` (excluded), in time order. */
export async function reportRows<T>(kv: Deno.Kv, prefix: Deno.KvKey, from: string, until: string): Promise<{ at: string; row: T }[]> {
  const rows: { at: string; row: T }[] = [];
  for await (const entry of kv.list<T>({ start: [...prefix, from], end: [...prefix, until] }, { batchSize: 1000 })) {
    rows.push({ at: entry.key[1] as string, row: entry.value });
  }
  return rows;
}

const ROWS_SETTING = KEYS.setting("report_rows");

/** What the rows' counters were kept with: a change rebuilds them. */
const basisOf = (zone: string) => JSON.stringify({ v: 2, zone });

/**
 * Writes every proposal's and trip's row from the records, and the counters from the rows, when
 * they were never kept (a database from before them) or kept in another zone: at start, before
 * the server takes requests. Answers the records read (0 when nothing was to do).
 */
export async function rebuildReportRows(kv: Deno.Kv, zone = leadStatsWeek().zone): Promise<number> {
  const basis = basisOf(zone);
  if ((await kv.get<{ basis?: string }>(ROWS_SETTING)).value?.basis === basis) return 0;
  const deletes: Deno.KvKey[] = [];
  for (const prefix of [KEYS.reportProposals(), KEYS.reportTrips(), KEYS.reportStats()]) {
    for await (const entry of kv.list({ prefix })) deletes.push(entry.key);
  }
  for (let i = 0; i < deletes.length; i += 500) {
    const op = kv.atomic();
    for (const key of deletes.slice(i, i + 500)) op.delete(key);
    await op.commit();
  }
  let read = 0;
  let op = kv.atomic();
  let held = 0;
  const flush = async () => {
    if (held && !(await op.commit()).ok) throw new Error("could not write the reports' rows");
    op = kv.atomic();
    held = 0;
  };
  // The rows as written, for the counters: an atomic's own sums would cross Deno KV's mutation limit.
  const rows: StatsRow[] = [];
  const keep = async (key: Deno.KvKey, value: ProposalReportRow | TripReportRow) => {
    op.set(key, value);
    rows.push(statsRowOf(key, value)!);
    if (++held >= 200) await flush();
  };
  for await (const { value: proposal } of kv.list<StoredProposal>({ prefix: KEYS.proposals() }, { batchSize: 500 })) {
    read++;
    const at = await firstSentAt(kv, proposal);
    if (at) await keep(KEYS.reportProposal(at, proposal.id), proposalRowOf(proposal));
  }
  for await (const { value: trip } of kv.list<StoredTrip>({ prefix: KEYS.trips() }, { batchSize: 500 })) {
    read++;
    await keep(KEYS.reportTrip(trip.createdAt, trip.id), tripRowOf(trip, await packageOfSource(kv, trip)));
  }
  await flush();
  const counters = countRows(rows, zone);
  for (let i = 0; i < counters.length; i += 500) {
    const batch = kv.atomic();
    for (const { key, value } of counters.slice(i, i + 500)) batch.set(key, value);
    if (!(await batch.commit()).ok) throw new Error("could not write the reports' counters");
  }
  await kv.set(ROWS_SETTING, { basis });
  return read;
}

/** Records that the rows and counters are kept in `zone` (a database seeded through the stores' writes). */
export async function markReportRowsBuilt(kv: Deno.Kv, zone = leadStatsWeek().zone): Promise<void> {
  await kv.set(ROWS_SETTING, { basis: basisOf(zone) });
}
