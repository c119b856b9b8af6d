/**
 * The reports' rows of proposals and trips (issue #33): one small row per sent proposal and per
 * trip, in an index by time, so the dashboard reads the period's rows instead of every proposal
 * and trip record (and every resent proposal's first version) on each request.
 *
 * The rule: a row is what its record says now, written by the same commit that writes the record
 * (every write of `["proposals", id]` and `["trips", id]` goes through `moveProposalRow` or
 * `putTripRow`; a delete drops its row):
 *
 *   ["report_proposals", firstSentAt, id] -> { id, status, currency, price?, margin? }
 *       a proposal sent at least once, under the time of its first version (never changes once
 *       sent); price and margin: its current content's option of the lowest price (none without
 *       options). A draft never sent has no row.
 *   ["report_trips", createdAt, id]       -> { id, currency, total, margin, lead? }
 *       every trip, under its acceptance; margin: total less the lines' costs; lead: its source
 *       lead's id (the package is read from the lead, which may change or go).
 *
 * Credit notes, refunds and payments do not change a trip record and the dashboard does not count
 * them, so they write no row. Times are instants (ISO), so a change of the agency's zone needs no
 * rebuild: a period is the instants from its first day's start to the day after its last.
 * A database from before the rows gets them once at start (`rebuildReportRows`).
 */
import { tripLines } from "../../contract/money/schedule.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { KEYS } from "./keys.ts";

export type ProposalReportRow = Pick<StoredProposal, "id" | "status" | "currency"> & { price?: number; margin?: number };
export type TripReportRow = Pick<StoredTrip, "id" | "currency" | "total"> & { margin: number; lead?: string };

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

/**
 * Adds to `op` the move of a proposal's row from the record as read (`before`, null for a new one)
 * to the record as written (`after`, null for a delete). The first send's time never changes once
 * sent, so a record sent before keeps its row's key.
 */
export async function moveProposalRow(kv: Deno.Kv, op: Deno.AtomicOperation, before: StoredProposal | null, after: StoredProposal | null): Promise<void> {
  const beforeAt = before ? await firstSentAt(kv, before) : undefined;
  const afterAt = after ? (beforeAt ?? await firstSentAt(kv, after)) : undefined;
  if (beforeAt && beforeAt !== afterAt) op.delete(KEYS.reportProposal(beforeAt, before!.id));
  if (afterAt) op.set(KEYS.reportProposal(afterAt, after!.id), proposalRowOf(after!));
}

/** A trip's row (see the rule above). */
export function tripRowOf(trip: StoredTrip): TripReportRow {
  const margin = trip.total - tripLines(trip).reduce((a, l) => a + l.cost, 0);
  return { id: trip.id, currency: trip.currency, total: trip.total, margin, ...(trip.source ? { lead: trip.source.id } : {}) };
}

/** Adds to `op` the row of a trip as written (its key never changes: the trip's creation). */
export function putTripRow(op: Deno.AtomicOperation, trip: StoredTrip): Deno.AtomicOperation {
  return op.set(KEYS.reportTrip(trip.createdAt, trip.id), tripRowOf(trip));
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

/**
 * Writes every proposal's and trip's row from the records when they were never kept (a database
 * from before them): at start, before the server takes requests. Answers the records read (0 when
 * nothing was to do).
 */
export async function rebuildReportRows(kv: Deno.Kv): Promise<number> {
  if ((await kv.get(ROWS_SETTING)).value) return 0;
  const deletes: Deno.KvKey[] = [];
  for (const prefix of [KEYS.reportProposals(), KEYS.reportTrips()]) {
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
  for await (const { value: proposal } of kv.list<StoredProposal>({ prefix: KEYS.proposals() }, { batchSize: 500 })) {
    read++;
    await moveProposalRow(kv, op, null, proposal);
    if (++held >= 200) await flush();
  }
  for await (const { value: trip } of kv.list<StoredTrip>({ prefix: KEYS.trips() }, { batchSize: 500 })) {
    read++;
    putTripRow(op, trip);
    if (++held >= 200) await flush();
  }
  await flush();
  await kv.set(ROWS_SETTING, { v: 1 });
  return read;
}

/** Records that the rows are kept (a database seeded through the stores' writes). */
export async function markReportRowsBuilt(kv: Deno.Kv): Promise<void> {
  await kv.set(ROWS_SETTING, { v: 1 });
}
