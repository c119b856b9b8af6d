/**
 * Bespoke submissions on Deno KV, with an index by member (a member's own ideas).
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
import { getValues, planOf, readPage } from "./paging.ts";
import { type BespokeListQuery, matchesSearch } from "../../contract/list-queries.ts";
import type { Page } from "../../contract/paging.ts";

export const BESPOKE_NOT_FOUND = "Bespoke request not found.";

/** The stored record: the submission and, once staff chose one, its assignee. */
export type StoredBespoke = Omit<BespokeDeskItem, "userPhone">;

/** What a member reads of their own request: never the assignee. */
export function memberBespoke({ assignee: _staffOnly, ...submission }: StoredBespoke): BespokeSubmission {
  return submission;
}

export async function createBespoke(kv: Deno.Kv, data: Omit<BespokeSubmission, "id" | "submissionDate" | "status">): Promise<BespokeSubmission> {
  const record: BespokeSubmission = { ...data, id: newId(), submissionDate: new Date().toISOString(), status: "New" };
  const res = await markDeskChanged(kv.atomic(), "bespoke")
    .check({ key: KEYS.bespoke(record.id), versionstamp: null })
    .set(KEYS.bespoke(record.id), record)
    .set(KEYS.bespokeByUser(record.userId, record.id), true)
    .commit();
  if (!res.ok) throw new Error("bespoke id collision");
  return record;
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
    const next = { ...entry.value, status };
    const op = markDeskChanged(kv.atomic().check(entry).set(KEYS.bespoke(id), next), "bespoke");
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
    const op = markDeskChanged(kv.atomic().check(entry).set(KEYS.bespoke(id), next), "bespoke");
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
