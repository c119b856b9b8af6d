/**
 * The pipeline's leads on Deno KV: each inquiry, bespoke request and chat handed to a person has a
 * small row (`LeadRow`, made from its record by its kind's function: `leadRowOf` for an inquiry,
 * `bespokeLeadRow`, `chatLeadRow`) kept with copies under the indexes the list filters on, its
 * search words and the desk's counters, all written by the one writer `writeLeadRow` in the commit
 * that changes the record, so a list is never out of step with the records. A page is one range read of the most selective index, the other filters checked on the
 * rows read, within a budget of entries per request: a rare match answers fewer items and a cursor
 * to go on, never a slow request.
 *
 *   ["leads", id] -> LeadRow, ["leads_by_stage" | "leads_by_assignee" | "leads_by_source" | "leads_by_kind", value, id] -> LeadRow,
 *   ["leads_awaiting", id] (the traveller wrote after our last reply), ["leads_unanswered", id] -> LeadRow, ["lead_words", word, id] -> true,
 *   ["lead_counts", dimension, value] -> KvU64, ["lead_breach_watch", id] -> true
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import type { LeadLost, LeadOrigin, LeadValue, RecordLead } from "../../contract/lead-facts.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import type { DeskMessage } from "../../contract/inquiry-thread.ts";
import {
  DIRECT_SOURCE,
  type LeadFilters,
  type LeadFlags,
  leadFlagsOf,
  leadReached,
  type LeadRow,
  reachedAtLeast,
  leadStage,
  searchWords,
  stageGroup,
  UNASSIGNED,
} from "../../contract/leads.ts";
import type { WorkingWeek } from "../../contract/working-hours.ts";
import { addWorkingMinutes, dayStartOf } from "../../contract/working-hours.ts";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { decodeCursor, encodeCursor, readPage, SCAN_BUDGET } from "./paging.ts";
import type { WriteTarget } from "./group-commit.ts";
import { idTimePrefix } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { transact } from "./records.ts";
import { nextBatch } from "./inquiry-index-backfill.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { moveStats, responseMinutes } from "./lead-stats.ts";

/** The agency's rules a lead's flags are read with. */
export type LeadClock = { week: WorkingWeek; targetMinutes: number; now?: Date };

export { BAD_CURSOR, SCAN_BUDGET } from "./paging.ts";
const MINUS_ONE = (1n << 64n) - 1n;

/** A referrer's host name, lower case, without "www."; undefined when it is no address. */
function hostOf(referrer: string | undefined): string | undefined {
  if (!referrer || !URL.canParse(referrer)) return undefined;
  return new URL(referrer).hostname.replace(/^www\./, "").toLowerCase() || undefined;
}

/** A lead's source: its first page's UTM source, else its referrer's host, else "direct". */
export function sourceOf(origin: LeadOrigin | undefined): string {
  return (origin?.utmSource?.toLowerCase() || hostOf(origin?.referrer) || DIRECT_SOURCE).slice(0, 100);
}

/** An inquiry's lead row: what the list filters, searches and sorts on, from the inquiry as stored. */
export function leadRowOf(inquiry: Inquiry): LeadRow {
  const changed = inquiry.statusChangedAt ?? inquiry.submissionDate;
  const sent = inquiry.status === "Proposal sent" || inquiry.status === "Accepted";
  const respondedAt = inquiry.firstResponseAt ?? (inquiry.status === "New" || inquiry.status === "Viewed" ? undefined : changed);
  const { value, ...facts } = inquiry.lead ?? {};
  return {
    id: inquiry.id,
    kind: "inquiry",
    type: inquiry.type,
    status: inquiry.status,
    name: inquiry.userName,
    email: inquiry.userEmail,
    phone: inquiry.userPhone,
    item: inquiry.itemName,
    ...(inquiry.itemId ? { itemId: inquiry.itemId } : {}),
    arrivedAt: inquiry.submissionDate,
    source: sourceOf(inquiry.origin),
    ...(inquiry.assignee ? { assignee: inquiry.assignee } : {}),
    ...(inquiry.awaitingSince ? { awaitingSince: inquiry.awaitingSince } : {}),
    facts: {
      ...(respondedAt ? { respondedAt } : {}),
      ...(sent ? { proposalSentAt: changed } : {}),
      ...(inquiry.status === "Accepted" ? { acceptedAt: changed } : {}),
      ...facts,
    },
    ...(value ? { value } : {}),
  };
}

/** A proposal made from a lead was sent, or accepted: when, and what it is worth (its total, or the trip's). */
export type LeadEvent = {
  status: "Proposal sent" | "Accepted";
  now: string;
  value: LeadValue;
  /** An acceptance's trip dates (the lead's `departsOn`, `returnsOn`). */
  dates?: Pick<RecordLead, "departsOn" | "returnsOn">;
};

/** A lead's value after a proposal event: the accepted trip's total stays; otherwise the latest sent proposal's. */
export function valueAfter(current: LeadValue | undefined, event: LeadEvent): LeadValue {
  return event.status !== "Accepted" && current?.of === "trip" ? current : event.value;
}

/**
 * A bespoke request's or chat's lead facts after a proposal event (an inquiry's follow its status).
 * A proposal sent is a reply: a lead nobody answered before counts as answered from then, as an
 * inquiry does when its status moves past Viewed.
 */
export function recordLeadAfter(lead: RecordLead | undefined, event: LeadEvent): RecordLead {
  const facts = lead ?? {};
  return {
    ...facts,
    respondedAt: facts.respondedAt ?? event.now,
    proposalSentAt: facts.proposalSentAt ?? event.now,
    ...(event.status === "Accepted" ? { acceptedAt: facts.acceptedAt ?? event.now } : {}),
    ...event.dates,
    value: valueAfter(facts.value, event),
  };
}

/** A lead's facts marked Lost (a reason, a note, when) or brought back (`lost` null). */
export function factsWithLost<T extends { lost?: LeadLost }>(facts: T | undefined, lost: Omit<LeadLost, "at"> | null): T {
  const { lost: _was, ...rest } = facts ?? ({} as T);
  return (lost ? { ...rest, lost: { ...lost, at: new Date().toISOString() } } : rest) as T;
}

/** Staff moving a lead to Lost or back: its audit entry (the reason before and after), in the move's commit. */
export function auditLeadMove(
  op: Deno.AtomicOperation,
  audit: AuditContext | undefined,
  record: { entity: "inquiry" | "bespoke" | "chat"; id: string; was?: LeadLost },
  lost: Omit<LeadLost, "at"> | null,
): Deno.AtomicOperation {
  return addAudit(op, audit, {
    entity: record.entity,
    entityId: record.id,
    action: "stage",
    before: { lost: record.was?.reason ?? null },
    after: { lost: lost?.reason ?? null, ...(lost?.note ? { note: lost.note } : {}) },
  });
}

/** The stage a row is indexed under: its stage without the trip's dates, which move it on their own. */
const indexedGroup = (row: LeadRow) => stageGroup(leadStage(row.facts, "0000-00-00"));
const isOpen = (row: LeadRow) => !row.facts.lost;
const isUnanswered = (row: LeadRow) => isOpen(row) && !row.facts.respondedAt;
const isAwaiting = (row: LeadRow) => isOpen(row) && row.awaitingSince !== undefined;

/** The words a search finds the lead by. */
function wordsOf(row: LeadRow): string[] {
  const digits = row.phone.replace(/\D/g, "");
  return [...new Set([...searchWords(`${row.name} ${row.email} ${row.item}`), ...(digits ? [digits] : [])])].filter((w) => w.length <= 100);
}

/** Every entry a row keeps (key and value) and the counters it counts in. */
function entriesOf(row: LeadRow): { sets: [Deno.KvKey, unknown][]; counts: [string, string][] } {
  const sets: [Deno.KvKey, unknown][] = [
    [KEYS.lead(row.id), row],
    [KEYS.leadIndex("leads_by_stage", indexedGroup(row), row.id), row],
    [KEYS.leadIndex("leads_by_assignee", row.assignee?.id ?? UNASSIGNED, row.id), row],
    [KEYS.leadIndex("leads_by_source", row.source, row.id), row],
    [KEYS.leadIndex("leads_by_kind", row.kind, row.id), row],
    [KEYS.leadsByArrival(row.arrivedAt, row.id), row],
  ];
  if (isAwaiting(row)) sets.push([KEYS.leadAwaiting(row.id), row]);
  if (isUnanswered(row)) sets.push([KEYS.leadUnanswered(row.id), row]);
  for (const word of wordsOf(row)) sets.push([KEYS.leadWord(word, row.id), true]);
  const counts: [string, string][] = [["all", "all"], ["group", indexedGroup(row)]];
  if (row.status) counts.push(["status", row.status]);
  if (isAwaiting(row)) counts.push(["awaiting", "yes"]);
  return { sets, counts };
}

/**
 * The pipeline's list and board follow the inquiries' desk feed: another kind's lead changing
 * raises it in its own commit (an inquiry's writes raise it themselves).
 */
function listChanged(op: WriteTarget, row: LeadRow): void {
  if (row.kind !== "inquiry") markDeskChanged(op, "inquiries");
}

/** Adds an inquiry's lead change to the commit that changes the inquiry (`writeLeadRow` of its rows). */
export function writeLead(op: Deno.AtomicOperation, before: Inquiry | null, after: Inquiry | null): Deno.AtomicOperation {
  return writeLeadRow(op, before ? leadRowOf(before) : null, after ? leadRowOf(after) : null);
}

/**
 * Adds a lead's change to the commit that changes its record (`before` and `after` its rows as read
 * and as written; null for none): its row and index copies set, the entries it no longer has
 * deleted, its counters and the reports' moved, and its breach watch started (a new lead of any
 * kind, unanswered) or ended (answered, lost or deleted). The one writer of every kind's leads; nothing when the row
 * is the same.
 */
export function writeLeadRow(op: Deno.AtomicOperation, before: LeadRow | null, row: LeadRow | null): Deno.AtomicOperation {
  const either = row ?? before;
  if (!either || (before && row && JSON.stringify(before) === JSON.stringify(row))) return op;
  const old = before ? entriesOf(before) : { sets: [], counts: [] };
  moveStats(op, before, row);
  listChanged(op, either);
  const next = row ? entriesOf(row) : { sets: [], counts: [] };
  const kept = new Set(next.sets.map(([key]) => JSON.stringify(key)));
  for (const [key] of old.sets) if (!kept.has(JSON.stringify(key))) op.delete(key);
  for (const [key, value] of next.sets) op.set(key, value);
  const moves = new Map<string, { key: Deno.KvKey; n: number }>();
  const move = ([dimension, value]: [string, string], n: number) => {
    const id = `${dimension}\u0000${value}`;
    const seen = moves.get(id) ?? { key: KEYS.leadCount(dimension, value), n: 0 };
    seen.n += n;
    moves.set(id, seen);
  };
  for (const count of old.counts) move(count, -1);
  for (const count of next.counts) move(count, 1);
  for (const { key, n } of moves.values()) if (n !== 0) op.sum(key, n > 0 ? BigInt(n) : MINUS_ONE);
  const id = (row ?? before)?.id;
  if (id && (!row || !isUnanswered(row))) op.delete(KEYS.leadBreachWatch(id));
  else if (id && !before) op.set(KEYS.leadBreachWatch(id), true);
  return op;
}

/** A new inquiry's lead entries in a grouped write (a new inquiry's commit): sets and counts only. */
export function writeNewLead<T extends WriteTarget>(op: T, inquiry: Inquiry, options: { watch?: boolean } = {}): T {
  return writeNewLeadRow(op, leadRowOf(inquiry), options);
}

/** A new lead's entries (no row before): sets and counts only; its breach watch when unanswered, unless `watch` is false. */
export function writeNewLeadRow<T extends WriteTarget>(op: T, row: LeadRow, options: { watch?: boolean } = {}): T {
  const { sets, counts } = entriesOf(row);
  for (const [key, value] of sets) op.set(key, value);
  for (const [dimension, value] of counts) op.sum(KEYS.leadCount(dimension, value), 1n);
  moveStats(op, null, row);
  listChanged(op, row);
  if (isUnanswered(row) && options.watch !== false) op.set(KEYS.leadBreachWatch(row.id), true);
  return op;
}

/** The desk's counts, kept by the writes. */
export async function leadCounts(kv: Deno.Kv) {
  const counts = { total: 0, byStatus: {} as Record<string, number>, byGroup: {} as Record<string, number>, awaiting: 0 };
  for await (const entry of kv.list<Deno.KvU64>({ prefix: KEYS.leadCounts() })) {
    const [, dimension, value] = entry.key as [string, string, string];
    const n = Number(entry.value.value);
    if (dimension === "all") counts.total = n;
    else if (dimension === "status") counts.byStatus[value] = n;
    else if (dimension === "group") counts.byGroup[value] = n;
    else if (dimension === "awaiting") counts.awaiting = n;
  }
  return counts;
}

/** A search word's leads at most: a word that matches more narrows the others' by the rows read instead. */
const WORD_CANDIDATES = 20_000;

type Read = { row: LeadRow; flags: LeadFlags };

/** What a filter asks of a row beyond its own fields, worked out once per request. */
type Judge = { today: string; overdueBefore: string; week: WorkingWeek; targetMinutes: number; arrivedFrom?: string; arrivedBefore?: string };

/**
 * Whether a row passes every filter (the search's words each starting one of its words). Cheap:
 * the stage needs no clock but today's date, and a lead is overdue when it is unanswered and
 * arrived before the latest arrival already past its target.
 */
function passes(row: LeadRow, filters: LeadFilters, words: string[], judge: Judge): boolean {
  if (filters.stage && leadStage(row.facts, judge.today) !== filters.stage) return false;
  if (filters.assignee && (row.assignee?.id ?? UNASSIGNED) !== filters.assignee) return false;
  if (filters.source && row.source !== filters.source.toLowerCase()) return false;
  if (filters.type && row.type !== filters.type) return false;
  if (filters.status && row.status !== filters.status) return false;
  if (filters.overdue !== undefined && (isUnanswered(row) && row.arrivedAt < judge.overdueBefore) !== filters.overdue) return false;
  if (filters.awaiting !== undefined && isAwaiting(row) !== filters.awaiting) return false;
  if (judge.arrivedFrom && row.arrivedAt < judge.arrivedFrom) return false;
  if (judge.arrivedBefore && row.arrivedAt >= judge.arrivedBefore) return false;
  if (filters.kind && row.kind !== filters.kind) return false;
  if (filters.item && row.itemId !== filters.item) return false;
  if (filters.reached && !reachedAtLeast(leadReached(row.facts, judge.today), filters.reached)) return false;
  if (filters.response) {
    const minutes = responseMinutes(row, judge.week);
    if (minutes === undefined) return false;
    if (filters.response === "within" && minutes > judge.targetMinutes) return false;
    if (filters.response === "late" && minutes <= judge.targetMinutes) return false;
  }
  if (words.length) {
    const own = wordsOf(row);
    if (!words.every((word) => own.some((w) => w.startsWith(word)))) return false;
  }
  return true;
}

/** The range a page reads: the most selective index the filters name. */
function planOf(filters: LeadFilters, judge: Judge): { name: string; selector: Deno.KvListSelector } {
  if (filters.overdue === true) {
    // Overdue ones arrived before the latest arrival already past its target: the oldest unanswered.
    // Not bounded by the ids' time: a lead's id may be older or newer than its arrival (another
    // kind's record, a store given its date); the rows read are checked against their arrival.
    return { name: "overdue", selector: { prefix: KEYS.leadUnanswered() } };
  }
  if (filters.awaiting === true) return { name: "awaiting", selector: { prefix: KEYS.leadAwaiting() } };
  if (judge.arrivedFrom || judge.arrivedBefore) {
    // A period: the leads that arrived in it, in the arrival index.
    const start = judge.arrivedFrom ? [...KEYS.leadsByArrival(), judge.arrivedFrom] : undefined;
    const end = judge.arrivedBefore ? [...KEYS.leadsByArrival(), judge.arrivedBefore] : undefined;
    const range = start && end ? { start, end } : start ? { prefix: KEYS.leadsByArrival(), start } : { prefix: KEYS.leadsByArrival(), end: end! };
    return { name: `arrived:${judge.arrivedFrom ?? ""}:${judge.arrivedBefore ?? ""}`, selector: range };
  }
  if (filters.assignee) return { name: `assignee:${filters.assignee}`, selector: { prefix: KEYS.leadIndex("leads_by_assignee", filters.assignee) } };
  if (filters.stage) return { name: `stage:${stageGroup(filters.stage)}`, selector: { prefix: KEYS.leadIndex("leads_by_stage", stageGroup(filters.stage)) } };
  if (filters.source) return { name: `source:${filters.source.toLowerCase()}`, selector: { prefix: KEYS.leadIndex("leads_by_source", filters.source.toLowerCase()) } };
  if (filters.kind) return { name: `kind:${filters.kind}`, selector: { prefix: KEYS.leadIndex("leads_by_kind", filters.kind) } };
  return { name: "all", selector: { prefix: KEYS.leads() } };
}

/**
 * One page of leads, newest first (or oldest), with a cursor to the next. A search reads the ids of
 * the leads each of its words starts a word of (the smallest sets, intersected); otherwise the
 * plan's index range from the cursor on. Either way it keeps the rows that pass every filter and
 * stops at `limit` rows or `SCAN_BUDGET` rows read (then fewer rows and a cursor to go on); null at
 * the end. Only the rows answered get their flags worked out.
 */
export async function queryLeads(
  kv: Deno.Kv,
  filters: LeadFilters,
  clock: LeadClock,
): Promise<{ reads: Read[]; next: string | null }> {
  const full = { ...clock, now: clock.now ?? new Date() };
  const today = agencyDay(full.week.zone, full.now);
  const overdueBefore = addWorkingMinutes(full.now, -full.targetMinutes, full.week).getTime();
  const judge: Judge = {
    today,
    overdueBefore: new Date(overdueBefore).toISOString(),
    week: full.week,
    targetMinutes: full.targetMinutes,
    ...(filters.from ? { arrivedFrom: new Date(dayStartOf(full.week.zone, filters.from)).toISOString() } : {}),
    ...(filters.to ? { arrivedBefore: new Date(dayStartOf(full.week.zone, addDays(filters.to, 1))).toISOString() } : {}),
  };
  const limit = filters.limit ?? 50;
  const reverse = (filters.sort ?? "newest") === "newest";
  const words = searchWords(filters.q ?? "");
  const readOf = (row: LeadRow): Read => ({ row, flags: leadFlagsOf(row, full.now, full.week, full.targetMinutes, today) });
  const sortKey = `leads/${reverse ? "d" : "a"}|${filters.q ? "q" : ""}`;

  if (filters.id) {
    const entry = await kv.get<LeadRow>(KEYS.lead(filters.id));
    return { reads: entry.value && passes(entry.value, filters, words, judge) ? [readOf(entry.value)] : [], next: null };
  }

  const found = await searchCandidates(kv, words);
  if (found) {
    const plan = `words:${sortKey}`;
    const cursor = decodeCursor(filters.cursor, plan);
    const ids = found.sort();
    if (reverse) ids.reverse();
    const start = cursor?.after ? ids.findIndex((id) => (reverse ? id < cursor.after! : id > cursor.after!)) : 0;
    const rows: LeadRow[] = [];
    let last = -1;
    for (let i = start < 0 ? ids.length : start; i < ids.length && rows.length < limit && i - start < SCAN_BUDGET; i += 10) {
      const entries = await kv.getMany<LeadRow[]>(ids.slice(i, i + 10).map((id) => KEYS.lead(id)));
      for (const [j, entry] of entries.entries()) {
        last = i + j;
        if (entry.value && passes(entry.value, filters, words, judge)) rows.push(entry.value);
        if (rows.length === limit) break;
      }
    }
    const next = last >= 0 && last + 1 < ids.length ? encodeCursor({ p: plan, after: ids[last] }) : null;
    return { reads: rows.map(readOf), next };
  }

  const { name, selector } = planOf(filters, judge);
  const page = await readPage<LeadRow, LeadRow>(kv, {
    plan: `${name}:${sortKey}`,
    selector,
    cursor: filters.cursor,
    limit,
    oldestFirst: !reverse,
    pick: (entry) => (passes(entry.value, filters, words, judge) ? entry.value : undefined),
  });
  return { reads: page.items.map(readOf), next: page.next };
}

/**
 * The ids of the leads every search word (of two characters or more) starts a word of: each word's
 * set read from the word index, the sets intersected. Undefined when no word can use the index (too
 * short, or more leads than a search reads): the list is then scanned instead.
 */
async function searchCandidates(kv: Deno.Kv, words: string[]): Promise<string[] | undefined> {
  let found: Set<string> | undefined;
  for (const word of words.filter((w) => w.length >= 2)) {
    const ids = await wordCandidates(kv, word);
    if (!ids) continue;
    found = found ? new Set(ids.filter((id) => found!.has(id))) : new Set(ids);
    if (found.size === 0) break;
  }
  return found ? [...found] : undefined;
}

/** The ids of the leads with a word starting with `word`; undefined when more than the search reads. */
async function wordCandidates(kv: Deno.Kv, word: string): Promise<string[] | undefined> {
  const ids = new Set<string>();
  const range = { start: [...KEYS.leadWords(), word], end: [...KEYS.leadWords(), `${word}\u{10ffff}`] };
  let seen = 0;
  for await (const entry of kv.list(range, { batchSize: 1000 })) {
    ids.add(String(entry.key[2]));
    if (++seen > WORD_CANDIDATES) return undefined;
  }
  return [...ids];
}

/** The first staff reply on an inquiry's thread, if any (for inquiries stored before it was kept). */
export async function firstReplyAt(kv: Deno.Kv, inquiryId: string): Promise<string | undefined> {
  for await (const entry of kv.list<DeskMessage>({ prefix: KEYS.inquiryMessages(inquiryId) })) {
    if (entry.value.kind === "reply") return entry.value.sentAt;
  }
  return undefined;
}

const BACKFILL_KEY = KEYS.setting("lead_backfill");

/**
 * The leads of inquiries stored before the pipeline: each gets its first response from its thread
 * and its row and indexes, one commit per inquiry checked against it as read. Run once at start,
 * in batches, remembering how far it got (like the inquiries' index backfill).
 */
export async function backfillLeads(kv: Deno.Kv, batchSize = 100): Promise<number> {
  let progress = (await kv.get<{ after?: string; done?: true }>(BACKFILL_KEY)).value ?? {};
  let filled = 0;
  while (!progress.done) {
    const ids = await nextBatch(kv, progress.after, batchSize);
    for (const id of ids) if (await backfillLead(kv, id)) filled++;
    progress = ids.length < batchSize ? { done: true } : { after: ids.at(-1) };
    await kv.set(BACKFILL_KEY, progress);
  }
  return filled;
}

async function backfillLead(kv: Deno.Kv, id: string): Promise<boolean> {
  // A lead written since (by any write of its inquiry) needs nothing: no commit.
  if ((await kv.get(KEYS.lead(id))).versionstamp) return false;
  return await transact(async () => {
    const [inquiry, row] = await kv.getMany<[Inquiry, LeadRow]>([KEYS.inquiry(id), KEYS.lead(id)]);
    const op = kv.atomic().check(inquiry, row);
    if (!inquiry.value || row.value) return { op, result: false };
    const replied = inquiry.value.firstResponseAt ?? await firstReplyAt(kv, id);
    const written = replied ? { ...inquiry.value, firstResponseAt: replied } : inquiry.value;
    op.set(KEYS.inquiry(id), written);
    // An old unanswered lead is not told of a breach long past.
    writeNewLead(op, written, { watch: false });
    return { op, result: true };
  });
}

/**
 * Brings stored inquiry rows up to date with their inquiries (`rebuildLeadStats`'s refresh): a row
 * written before a field was kept (its item, its value) is written again with every copy, from the
 * row as stored (the reports' counters are counted again after it).
 * Rows of other kinds are answered as they are. Run at start, before requests.
 */
export async function refreshLeadRows(kv: Deno.Kv, rows: LeadRow[]): Promise<LeadRow[]> {
  const fresh = new Map<string, LeadRow>();
  const ids = rows.filter((row) => row.kind === "inquiry").map((row) => row.id);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += 10) batches.push(ids.slice(i, i + 10));
  const read = (await Promise.all(batches.map((batch) => kv.getMany<Inquiry[]>(batch.map((id) => KEYS.inquiry(id)))))).flat();
  const stored = new Map(rows.map((row) => [row.id, row]));
  let op = kv.atomic();
  let changed = 0;
  const commit = async () => {
    if (changed && !(await op.commit()).ok) throw new Error("the lead rows could not be refreshed");
    op = kv.atomic();
    changed = 0;
  };
  for (const entry of read) {
    if (!entry.value) continue;
    const row = leadRowOf(entry.value);
    fresh.set(row.id, row);
    const was = stored.get(row.id) ?? null;
    if (JSON.stringify(was) === JSON.stringify(row)) continue;
    // Every copy of the row written again from the row as stored (a few dozen entries): a commit holds twenty.
    writeLeadRow(op, was, row);
    if (++changed >= 20) await commit();
  }
  await commit();
  return rows.map((row) => fresh.get(row.id) ?? row);
}

/**
 * The unanswered leads not yet told of a breach that arrived at or before `latestArrival` (ms),
 * oldest first. Bounded by the ids' time: every watched lead's id is made at its arrival (an
 * inquiry's and a bespoke request's at their submission, a chat's lead at its hand-over), and
 * `tellBreach` checks each against its arrival.
 */
export async function dueBreaches(kv: Deno.Kv, latestArrival: number, limit = 100): Promise<string[]> {
  const selector = { prefix: KEYS.leadBreachWatch(), end: [...KEYS.leadBreachWatch(), idTimePrefix(latestArrival + 1)] };
  const ids: string[] = [];
  for await (const entry of kv.list(selector, { limit })) ids.push(String(entry.key[1]));
  return ids;
}

/**
 * Tells of one lead's breach (of any kind), once: when it is still unanswered past its target, its
 * watch is deleted and `messages` (made from its row) written to the outbox in one commit checked
 * against the watch and the row (written in every commit that changes its record), so two
 * instances or two runs never both tell it. An answered, lost or deleted lead's watch just ends.
 * Answers whether it told.
 */
export async function tellBreach(
  kv: Deno.Kv,
  id: string,
  clock: Required<LeadClock>,
  messages: (row: LeadRow) => Promise<OutboxMessage[]>,
): Promise<boolean> {
  return await transact(async () => {
    const [lead, watch] = await kv.getMany<[LeadRow, true]>([KEYS.lead(id), KEYS.leadBreachWatch(id)]);
    const op = kv.atomic().check(lead, watch);
    if (!watch.value) return { op, result: false };
    if (!lead.value) return { op: op.delete(watch.key), result: false };
    const row = lead.value;
    const flags = leadFlagsOf(row, clock.now, clock.week, clock.targetMinutes, agencyDay(clock.week.zone, clock.now));
    if (!flags.overdue) return { op: isUnanswered(row) ? kv.atomic() : op.delete(watch.key), result: false };
    op.delete(watch.key);
    for (const message of await messages(row)) addToOutbox(op, message);
    return { op, result: true };
  });
}
