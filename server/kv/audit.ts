/**
 * The audit log: one entry per staff action, added by the store to the SAME atomic operation as the
 * change it records (`addAudit`), so a commit that fails leaves neither; sign-ins, which change
 * nothing else, commit theirs alone (`commitAudit`). Failed sign-ins for no account, which anyone
 * can make by the thousand, share one entry per client address and hour that counts them
 * (`countUnknownSignIn`), so they never push staff actions out of a page or an export. Entries and
 * their index keys (per actor, per kind of item, per item) expire after 400 days; nothing in the
 * product edits or deletes them, but for that count.
 * Entry ids are time-ordered, so listing a prefix backwards is newest first and a date range is a
 * key range.
 */
import type { AuditAction, AuditEntity, AuditEntry, AuditPage, AuditQuery } from "../../contract/audit.ts";
import { idTimePrefix, newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { safeFields } from "./audit-fields.ts";
import { transact } from "./records.ts";
import { AppError, badRequest } from "../errors.ts";
import { BAD_CURSOR, decodeCursor, encodeCursor, planOf } from "./paging.ts";

export { BAD_CURSOR };


/** How long entries are kept. */
export const AUDIT_RETENTION_MS = 400 * 24 * 3_600_000;
/** Above this size an entry keeps only the names of the fields that changed (a KV value holds 64 KiB). */
const MAX_ENTRY_CHARS = 48_000;

/** Who acts, from where, in which request: what a route hands down to the store with a staff write. */
export type AuditContext = { actorId: string; actorName: string } & AuditOrigin;
/** Where a request comes from. */
export type AuditOrigin = { address: string; requestId?: string };

/** What happened: the item, the action, and its fields before and after (each only where it applies). */
export type AuditEvent = {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  changed?: string[];
  /** When it happened, if the commit records the moment elsewhere too (a catalogue item's version). */
  at?: string;
};

function entryOf(ctx: AuditContext, event: AuditEvent): AuditEntry {
  const entry: AuditEntry = {
    id: newId(),
    at: event.at ?? new Date().toISOString(),
    actorId: ctx.actorId,
    actorName: ctx.actorName,
    address: ctx.address,
    ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
  };
  if (event.before) entry.before = safeFields(event.before);
  if (event.after) entry.after = safeFields(event.after);
  if (event.changed?.length) entry.changed = event.changed;
  if (JSON.stringify(entry).length > MAX_ENTRY_CHARS) {
    const names = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {}), ...(entry.changed ?? [])]);
    delete entry.before;
    delete entry.after;
    entry.changed = [...names];
  }
  return entry;
}

/** Adds the entry and its index keys to `op`; without a context (seeding, start-up) it adds nothing. */
export function addAudit(op: Deno.AtomicOperation, ctx: AuditContext | undefined, event: AuditEvent): Deno.AtomicOperation {
  return ctx ? addEntry(op, entryOf(ctx, event)) : op;
}

function addEntry(op: Deno.AtomicOperation, entry: AuditEntry): Deno.AtomicOperation {
  const expireIn = AUDIT_RETENTION_MS;
  return op
    .set(KEYS.audit(entry.id), entry, { expireIn })
    .set(KEYS.auditByActor(entry.actorId, entry.id), true, { expireIn })
    .set(KEYS.auditByEntity(entry.entity, entry.id), true, { expireIn })
    .set(KEYS.auditByItem(entry.entity, entry.entityId, entry.id), true, { expireIn });
}

/** Records an action that changes nothing else (a sign-in) in a commit of its own. */
export async function commitAudit(kv: Deno.Kv, ctx: AuditContext, event: AuditEvent): Promise<void> {
  await addAudit(kv.atomic(), ctx, event).commit();
}

const HOUR_MS = 3_600_000;
/** Who a failed sign-in for no account is recorded as. */
export const UNKNOWN_ACCOUNT = { actorId: "unknown", actorName: "Unknown account" } as const;

/**
 * Counts a failed sign-in for an address no account has: the first of an hour (UTC) from a client
 * address is an entry (`after.attempts` 1), each later one adds to it (and `after.last` says when),
 * read and written back with a check, so concurrent failures are all counted.
 */
export async function countUnknownSignIn(kv: Deno.Kv, origin: AuditOrigin, now = Date.now()): Promise<void> {
  const hourKey = KEYS.auditUnknownSignIns(origin.address, Math.floor(now / HOUR_MS) * HOUR_MS);
  await transact(async () => {
    const hour = await kv.get<string>(hourKey);
    const counted = hour.value ? await kv.get<AuditEntry>(KEYS.audit(hour.value)) : null;
    const op = kv.atomic().check(hour);
    if (counted?.value) {
      const entry = counted.value;
      const attempts = Number(entry.after?.attempts ?? 1) + 1;
      // Written back with the expiry its index keys got when it was first written.
      const expireIn = Math.max(1, AUDIT_RETENTION_MS - (now - Date.parse(entry.at)));
      op.check(counted).set(KEYS.audit(entry.id), { ...entry, after: { attempts, last: new Date(now).toISOString() } }, { expireIn });
    } else {
      const entry = entryOf({ ...UNKNOWN_ACCOUNT, ...origin }, {
        entity: "session",
        entityId: UNKNOWN_ACCOUNT.actorId,
        action: "sign_in_failed",
        after: { attempts: 1 },
      });
      addEntry(op, entry).set(hourKey, entry.id, { expireIn: 2 * HOUR_MS });
    }
    return { op, result: undefined };
  });
}

/** The end of a `to` bound: a date alone includes that whole day (UTC). */
function endOf(to: string): number {
  const ms = Date.parse(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? ms + 24 * 3_600_000 : ms + 1;
}

/** The narrowest index for the filters; the others are checked on each entry. */
function indexOf(q: AuditQuery): readonly string[] {
  if (q.entity && q.entityId) return KEYS.auditOfItem(q.entity, q.entityId);
  if (q.actor) return KEYS.auditOfActor(q.actor);
  if (q.entity) return KEYS.auditOfEntity(q.entity);
  return KEYS.auditAll();
}

function selectorOf(prefix: readonly string[], q: AuditQuery): Deno.KvListSelector {
  const start = q.from ? [...prefix, idTimePrefix(Date.parse(q.from))] : undefined;
  const end = q.to ? [...prefix, idTimePrefix(endOf(q.to))] : undefined;
  if (start && end) return { start, end };
  if (start) return { prefix: [...prefix], start };
  if (end) return { prefix: [...prefix], end };
  return { prefix: [...prefix] };
}

const matches = (e: AuditEntry, q: AuditQuery) =>
  (!q.actor || e.actorId === q.actor) && (!q.entity || e.entity === q.entity) && (!q.entityId || e.entityId === q.entityId);

/** One page of entries matching the filters, newest first, and the cursor of the next page (its own list's: contract/paging.ts). */
export async function listAudit(kv: Deno.Kv, q: AuditQuery & { limit: number }): Promise<AuditPage> {
  const plan = planOf("audit", { actor: q.actor, entity: q.entity, entityId: q.entityId, from: q.from, to: q.to });
  const cursor = decodeCursor(q.cursor, plan);
  // A range that ends before it starts holds nothing (and is no key range KV accepts).
  if (q.from && q.to && Date.parse(q.from) >= endOf(q.to)) return { entries: [] };
  const prefix = indexOf(q);
  const byIndex = prefix[0] !== KEYS.auditAll()[0];
  const iter = kv.list<AuditEntry | true>(selectorOf(prefix, q), { reverse: true, cursor: cursor?.c, batchSize: Math.min(500, q.limit + 1) });
  const entries: AuditEntry[] = [];
  try {
    for await (const item of iter) {
      const id = String(item.key[item.key.length - 1]);
      const entry = byIndex ? (await kv.get<AuditEntry>(KEYS.audit(id))).value : item.value as AuditEntry;
      if (entry && matches(entry, q)) entries.push(entry);
      if (entries.length === q.limit) return { entries, next: encodeCursor({ p: plan, c: iter.cursor }) };
    }
  } catch (error) {
    // A cursor of this list edited by hand cannot be read.
    if (cursor && !(error instanceof AppError)) throw badRequest(BAD_CURSOR);
    throw error;
  }
  return { entries };
}
