/**
 * Bespoke submissions on Deno KV, with an index by member (a member's own ideas). Each request is
 * a lead: its row (`bespokeLeadRow`) is written by every commit that changes the request.
 *
 *   ["bespoke", id]                   -> BespokeSubmission
 *   ["bespoke_by_user", userId, id]   -> true
 *   ["bespoke_notes", id, noteId]     -> DeskMessage (staff notes, oldest first)
 */
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import type { BespokeDeskItem, BespokeSubmission } from "../../contract/bespoke.ts";
import type { BespokeStatus } from "../../contract/enums.ts";
import { type DeskMessage, THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { LIMITS } from "../../contract/limits.ts";
import { full, notFound, withValues } from "../errors.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { listIndexIds, listValues, transact } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { moveStatusCount } from "./status-counts.ts";
import { getValues, planOf, readPage } from "./paging.ts";
import { type BespokeListQuery, matchesSearch } from "../../contract/list-queries.ts";
import type { Page } from "../../contract/paging.ts";
import type { LeadLost, LeadOrigin, RecordLead } from "../../contract/lead-facts.ts";
import type { LeadRow } from "../../contract/leads.ts";
import { auditLeadMove, factsWithLost, type LeadEvent, recordLeadAfter, sourceOf, writeLeadRow, writeNewLeadRow } from "./leads.ts";

export const BESPOKE_NOT_FOUND = "Bespoke request not found.";

/** The stored record: the submission and, once staff chose one, its assignee; where it came from and its lead's facts (staff only). */
export type StoredBespoke = Omit<BespokeDeskItem, "userPhone"> & { origin?: LeadOrigin; lead?: RecordLead };

/** What a member reads of their own request: never the assignee or the lead. */
export function memberBespoke({ assignee: _staffOnly, origin: _origin, lead: _lead, ...submission }: StoredBespoke): BespokeSubmission {
  return submission;
}

/** A bespoke request's lead row: the member, the idea's title, its facts (Contacted is a response) and value. */
export function bespokeLeadRow(bespoke: StoredBespoke): LeadRow {
  const { value, ...facts } = bespoke.lead ?? {};
  return {
    id: bespoke.id,
    kind: "bespoke",
    name: bespoke.userName,
    email: bespoke.userEmail,
    phone: "",
    item: bespoke.generatedIdea.title,
    arrivedAt: bespoke.submissionDate,
    source: sourceOf(bespoke.origin),
    ...(bespoke.assignee ? { assignee: bespoke.assignee } : {}),
    facts,
    ...(value ? { value } : {}),
  };
}

export async function createBespoke(
  kv: Deno.Kv,
  data: Omit<BespokeSubmission, "id" | "submissionDate" | "status">,
  origin?: LeadOrigin,
): Promise<BespokeSubmission> {
  const record: StoredBespoke = { ...data, id: newId(), submissionDate: new Date().toISOString(), status: "New", ...(origin ? { origin } : {}) };
  const op = moveStatusCount(markDeskChanged(kv.atomic(), "bespoke"), "bespoke", null, record.status)
    .check({ key: KEYS.bespoke(record.id), versionstamp: null })
    .set(KEYS.bespoke(record.id), record)
    .set(KEYS.bespokeByUser(record.userId, record.id), true);
  const res = await writeNewLeadRow(op, bespokeLeadRow(record)).commit();
  if (!res.ok) throw new Error("bespoke id collision");
  return memberBespoke(record);
}

/** Adds a request's change (as read and as written) to `op`: the record, its status counters and its lead row. */
export function writeBespoke(op: Deno.AtomicOperation, before: StoredBespoke, next: StoredBespoke): Deno.AtomicOperation {
  moveStatusCount(op, "bespoke", before.status, next.status);
  return writeLeadRow(op.set(KEYS.bespoke(next.id), next), bespokeLeadRow(before), bespokeLeadRow(next));
}

export async function getBespoke(kv: Deno.Kv, id: string): Promise<StoredBespoke | null> {
  return (await kv.get<StoredBespoke>(KEYS.bespoke(id))).value;
}

/** Every submission, newest first, with each member's phone from their account (the staff list). */
export async function listBespoke(kv: Deno.Kv): Promise<BespokeDeskItem[]> {
  return await withPhones(kv, (await listValues<StoredBespoke>(kv, KEYS.bespokeAll())).map((e) => e.value).reverse());
}

/**
 * One page of the staff list, newest first: a range read of the requests from the cursor on,
 * keeping those of `status` whose member's name or email or idea's title the search `q` finds.
 */
export async function bespokePage(kv: Deno.Kv, query: BespokeListQuery & { limit: number }): Promise<Page<BespokeDeskItem>> {
  const page = await readPage<StoredBespoke, StoredBespoke>(kv, {
    plan: planOf("bespoke", { status: query.status, q: query.q }),
    selector: { prefix: KEYS.bespokeAll() },
    cursor: query.cursor,
    limit: query.limit,
    pick: ({ value }) =>
      (!query.status || value.status === query.status) && matchesSearch(query.q, value.userName, value.userEmail, value.generatedIdea?.title)
        ? value
        : undefined,
  });
  return { items: await withPhones(kv, page.items), next: page.next };
}

/** Each request with its member's phone read from their account. */
async function withPhones(kv: Deno.Kv, items: StoredBespoke[]): Promise<BespokeDeskItem[]> {
  const userIds = [...new Set(items.map((item) => item.userId))];
  const users = await getValues<{ mobileNumber?: string }>(kv, userIds.map((id) => KEYS.user(id)));
  const phones = new Map<string, string>();
  users.forEach((user, i) => user?.mobileNumber && phones.set(userIds[i], user.mobileNumber));
  return items.map((item) => (phones.has(item.userId) ? { ...item, userPhone: phones.get(item.userId) } : item));
}

/** A member's own submissions, newest first. */
export async function listBespokeOfUser(kv: Deno.Kv, userId: string): Promise<BespokeSubmission[]> {
  const ids = (await listIndexIds(kv, KEYS.bespokeOfUser(userId))).reverse();
  const entries = await Promise.all(ids.map((id) => getBespoke(kv, id)));
  return entries.filter((e): e is StoredBespoke => e !== null).map(memberBespoke);
}

export async function setBespokeStatus(
  kv: Deno.Kv,
  id: string,
  status: BespokeStatus,
  audit?: AuditContext,
  /** What the change sends (a push), from the record before and after it, written to the outbox in its commit. */
  sends?: (before: StoredBespoke, next: StoredBespoke) => OutboxMessage[],
): Promise<StoredBespoke> {
  return await transact(async () => {
    const entry = await kv.get<StoredBespoke>(KEYS.bespoke(id));
    if (!entry.value) throw notFound(BESPOKE_NOT_FOUND);
    const lead = entry.value.lead ?? {};
    // Staff contacting the member is the request's response.
    const next: StoredBespoke = status === "Contacted" && !lead.respondedAt
      ? { ...entry.value, status, lead: { ...lead, respondedAt: new Date().toISOString() } }
      : { ...entry.value, status };
    const op = markDeskChanged(writeBespoke(kv.atomic().check(entry), entry.value, next), "bespoke");
    for (const message of sends?.(entry.value, next) ?? []) addToOutbox(op, message);
    addAudit(op, audit, { entity: "bespoke", entityId: id, action: "status", before: { status: entry.value.status }, after: { status } });
    return { op, result: next };
  });
}

/** Assigns a consultant ({id, name}) or nobody (null); the desk's list changes in the same commit. */
export async function setBespokeAssignee(kv: Deno.Kv, id: string, assignee: StoredBespoke["assignee"] | null, audit?: AuditContext): Promise<StoredBespoke> {
  return await transact(async () => {
    const entry = await kv.get<StoredBespoke>(KEYS.bespoke(id));
    if (!entry.value) throw notFound(BESPOKE_NOT_FOUND);
    const { assignee: previous, ...rest } = entry.value;
    const next: StoredBespoke = assignee ? { ...rest, assignee } : rest;
    const op = markDeskChanged(writeBespoke(kv.atomic().check(entry), entry.value, next), "bespoke");
    addAudit(op, audit, { entity: "bespoke", entityId: id, action: "assign", before: { assignee: previous?.name ?? null }, after: { assignee: assignee?.name ?? null } });
    return { op, result: next };
  });
}

/**
 * Adds a staff note (404 when the request is gone; `full` at `LIMITS.threadMessages` notes, as an
 * inquiry's thread). The commit checks and rewrites the request, so the count is exact under races.
 */
export async function addBespokeNote(kv: Deno.Kv, id: string, authorName: string, text: string, audit?: AuditContext): Promise<DeskMessage> {
  return await transact(async () => {
    const entry = await kv.get<StoredBespoke>(KEYS.bespoke(id));
    if (!entry.value) throw notFound(BESPOKE_NOT_FOUND);
    let held = 0;
    for await (const _ of kv.list({ prefix: KEYS.bespokeNotes(id) }, { limit: LIMITS.threadMessages })) held++;
    if (held >= LIMITS.threadMessages) throw full(withValues(THREAD_TEXTS.full, { max: LIMITS.threadMessages }));
    const note: DeskMessage = { id: newId(), kind: "note", authorName, text, sentAt: new Date().toISOString() };
    const op = kv.atomic().check(entry)
      .check({ key: KEYS.bespokeNote(id, note.id), versionstamp: null })
      .set(KEYS.bespokeNote(id, note.id), note)
      .set(KEYS.bespoke(id), entry.value);
    addAudit(op, audit, { entity: "bespoke", entityId: id, action: "note", after: { messageId: note.id } });
    return { op, result: note };
  });
}

/** A request's staff notes, oldest first (404 when the request is gone). */
export async function listBespokeNotes(kv: Deno.Kv, id: string): Promise<DeskMessage[]> {
  if (!(await getBespoke(kv, id))) throw notFound(BESPOKE_NOT_FOUND);
  return (await listValues<DeskMessage>(kv, KEYS.bespokeNotes(id))).map((e) => e.value);
}

/**
 * Staff mark a request's lead Lost with a reason (and a note), or bring it back (`lost` null).
 * 404 when the request is gone.
 */
export async function setBespokeLost(kv: Deno.Kv, id: string, lost: Omit<LeadLost, "at"> | null, audit?: AuditContext): Promise<StoredBespoke> {
  return await transact(async () => {
    const entry = await kv.get<StoredBespoke>(KEYS.bespoke(id));
    if (!entry.value) throw notFound(BESPOKE_NOT_FOUND);
    const next: StoredBespoke = { ...entry.value, lead: factsWithLost(entry.value.lead, lost) };
    const op = markDeskChanged(writeBespoke(kv.atomic().check(entry), entry.value, next), "bespoke");
    auditLeadMove(op, audit, { entity: "bespoke", id, was: entry.value.lead?.lost }, lost);
    return { op, result: next };
  });
}

/** The request follows a proposal made from it, in the proposal's commit (`op`): sent, accepted, its value. Nothing when it is gone. */
export async function bespokeFollowsProposal(kv: Deno.Kv, op: Deno.AtomicOperation, id: string, event: LeadEvent): Promise<void> {
  const entry = await kv.get<StoredBespoke>(KEYS.bespoke(id));
  if (!entry.value) return;
  const next: StoredBespoke = { ...entry.value, lead: recordLeadAfter(entry.value.lead, event) };
  markDeskChanged(writeBespoke(op.check(entry), entry.value, next), "bespoke");
}
