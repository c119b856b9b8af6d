/**
 * Inquiries on Deno KV. An inquiry is never lost, never stored twice for one Idempotency-Key and
 * never stored without its hit on the submitter's rate window: the key's entries and the window's
 * count are written in the same atomic commit as the inquiry, each checked unchanged since read, so
 * of concurrent requests exactly one commits per key and no more than the limit per window.
 */
import { createHash } from "node:crypto";
import type { InquiryData, Inquiry } from "../../contract/inquiry.ts";
import type { InquiryStatus } from "../../contract/enums.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import { newId } from "./ids.ts";
import { commitGrouped, WriteSet } from "./group-commit.ts";
import { addToOutbox, type MailRecord, type OutboxMessage } from "./outbox.ts";
import { KEYS } from "./keys.ts";
import { getManyGrouped } from "./group-read.ts";
import { backOff, countHit, countOf, MAX_WINDOW_ATTEMPTS, tooMany, type Window } from "./rate-windows.ts";
import { listIndexIds, listValues, transact } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { addThreadLink, dropThreadLinks, LINKS_PER_COMMIT, threadLinkHashes } from "./thread-links.ts";
import { dropSubscriptionsOf } from "./push-subscriptions.ts";
import { deleteInBatches, endPurge, markPurge } from "./purges.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { auditLeadMove, factsWithLost, writeLead, writeNewLead } from "./leads.ts";
import { dropLeadPackage } from "./report-rows.ts";
import type { LeadLost, LeadValue } from "../../contract/lead-facts.ts";

export const INQUIRY_NOT_FOUND = "Inquiry not found.";
/** An inquiry about a package or activity the catalogue does not show (never stored, never confirmed). */
export const UNKNOWN_INQUIRY_ITEM = {
  package: "Travel package not found. It might have been removed. Please choose another or contact us directly.",
  activity: "Activity not found. It might have been removed. Please choose another or contact us directly.",
} as const;
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different inquiry. Send a new key for a new inquiry.";
/** How long a key is remembered: longer than any device keeps an unsent inquiry. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 3_600_000;

type KeyEntry = { fingerprint: string; inquiry: Inquiry; createdAt: string };

/**
 * The same request body gives the same fingerprint, whatever the order of its fields: SHA-256 (hex)
 * of its fields sorted by name. Hashed synchronously: crypto.subtle's round trip costs more than the hash.
 */
export function fingerprintOf(data: InquiryData): string {
  const canonical = JSON.stringify(Object.entries(data).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash("sha256").update(canonical).digest("hex");
}

function keyReused(): AppError {
  return new AppError("key_reused", IDEMPOTENCY_KEY_REUSED);
}

export type NewInquiry = {
  data: InquiryData;
  userId?: string;
  idempotencyKey?: string;
  fingerprint?: string;
  /** The submitter's rate window: a new inquiry counts one hit on it in its own commit. */
  window: Window;
  /**
   * The confirmations sent to the inquiry's address: a new inquiry takes a place in its own commit
   * while one is left; when none is, it is stored all the same with its confirmation `skipped`.
   */
  confirmations?: Window;
  /** The language the traveller used; kept on the inquiry, so its emails are written in it. */
  language?: SiteLanguage;
  /** The hash of the private thread link the confirmation email carries, stored with the inquiry. */
  linkHash?: string;
  /**
   * What the new inquiry sends (its emails, the staff's push), built from the record about to be
   * stored (no I/O) and written to the outbox in its own commit; `record` names the email state
   * the delivery sets on the inquiry (pending until then).
   */
  messages?: (inquiry: Inquiry, localName: string | undefined) => { message: OutboxMessage; record?: MailRecord }[];
  now?: Date;
};

/** An item as an inquiry reads it: its name, and its name in each language it is translated into. */
type Named = { name: string; translations?: Partial<Record<SiteLanguage, { name?: string }>>; price?: number; pricePerPerson?: number };

/** The item's listed price for the party (a package's per person, an activity's price, each in US dollars, times the people); none when unknown. */
function listedValue(item: Named | null | undefined, numPeople: string): LeadValue | undefined {
  const price = item?.pricePerPerson ?? item?.price;
  const people = Number(numPeople);
  if (price === undefined || !Number.isInteger(people) || people < 1) return undefined;
  return { amount: Math.round(price * people * 100) / 100, currency: "USD", of: "listed" };
}

/** An item's name in `lang`, when it has one there. */
const translatedName = (item: Named | null | undefined, lang: SiteLanguage | undefined) =>
  (lang ? item?.translations?.[lang]?.name : undefined) || undefined;

/** The catalogue entry of the package or activity an inquiry names, if it names one. */
function itemKeyOf(item: { type: Inquiry["type"]; itemId?: string }): Deno.KvKey | undefined {
  if (!item.itemId) return undefined;
  return item.type === "package" ? KEYS.package(item.itemId) : KEYS.activity(item.itemId);
}

/**
 * One read for everything a submission decides on: the window, the address's confirmations, the
 * key's entry, the item named. It shares its database round trip with the reads of other
 * submissions of the same moment (group-read.ts).
 */
async function readFor(kv: Deno.Kv, input: NewInquiry) {
  const { data, idempotencyKey, window, confirmations } = input;
  const keyKey = idempotencyKey ? KEYS.inquiryKey(idempotencyKey) : undefined;
  const itemKey = itemKeyOf(data);
  const keys = [window.key, confirmations?.key, keyKey, itemKey].filter((key) => key !== undefined);
  const entries = await getManyGrouped(kv, keys);
  const [windowEntry, ...rest] = entries;
  return {
    window: windowEntry as Deno.KvEntryMaybe<Deno.KvU64>,
    confirmations: confirmations ? rest.shift() as Deno.KvEntryMaybe<Deno.KvU64> : undefined,
    key: keyKey ? rest.shift() as Deno.KvEntryMaybe<KeyEntry> : undefined,
    item: itemKey ? rest.shift() as Deno.KvEntryMaybe<Named> : undefined,
  };
}

/** The 400 for an inquiry about a package or activity the catalogue does not show. */
function unknownItem(type: "package" | "activity"): AppError {
  const message = UNKNOWN_INQUIRY_ITEM[type];
  return badRequest(message, [{ path: "itemId", message }]);
}

function newRecord(input: NewInquiry, item: Named | null | undefined): Inquiry {
  const { data } = input;
  const itemName = item?.name ?? data.itemName;
  const value = listedValue(item, data.numPeople);
  return {
    id: newId(),
    type: data.type,
    ...(data.itemId ? { itemId: data.itemId } : {}),
    itemName,
    userName: data.userName,
    userEmail: data.userEmail,
    userPhone: data.userPhone,
    numPeople: data.numPeople,
    preferredDates: data.preferredDates,
    specialRequests: data.specialRequests,
    status: "New",
    submissionDate: (input.now ?? new Date()).toISOString(),
    ...(input.userId ? { userId: input.userId } : {}),
    mail: { confirmation: "pending", staff: "pending" },
    ...(input.language ? { language: input.language } : {}),
    ...(data.origin ? { origin: data.origin } : {}),
    ...(value ? { lead: { value } } : {}),
  };
}

/**
 * Stores a new inquiry (status New, the server's date) with its hit on `window`, or answers the
 * earlier one for a replayed key. One read (window, key, item) and ONE atomic write: the window's
 * count plus one, the inquiry and its key entries, checked against what was read. A write that lost
 * a race reads again, so the limit stays exact and a key is stored once. Under load the write shares
 * its durable commit with the other writes of the moment (group-commit.ts), never with one that
 * touches the same window or key.
 *
 * - A replay takes no place and writes nothing. The same key with another body is refused (422):
 *   the client is reusing a key by mistake, and guessing which body it meant would either lose an
 *   inquiry or store one twice.
 * - A package or activity the catalogue does not show is refused (400) and nothing is written: the
 *   catalogue's own name is stored, never the name sent. The item's translated name in the
 *   inquiry's language comes back as `localName`, for its confirmation.
 * - A full window answers its 429 (with Retry-After) and writes nothing.
 * - A full `confirmations` window stores the inquiry all the same, its confirmation `skipped`.
 */
export async function createInquiry(
  kv: Deno.Kv,
  input: NewInquiry,
): Promise<{ inquiry: Inquiry; replayed: true } | (Stored & { replayed: false })> {
  const { data, idempotencyKey, window } = input;
  const fingerprint = idempotencyKey ? input.fingerprint ?? fingerprintOf(data) : undefined;
  for (let attempt = 0; attempt < MAX_WINDOW_ATTEMPTS; attempt++) {
    const read = await readFor(kv, input);
    if (read.key?.value) {
      if (read.key.value.fingerprint !== fingerprint) throw keyReused();
      return { inquiry: read.key.value.inquiry, replayed: true };
    }
    if (read.item && !read.item.value) throw unknownItem(data.type === "activity" ? "activity" : "package");
    if (countOf(read.window) >= window.limit.max) throw tooMany([window]);
    const record = newRecord(input, read.item?.value);
    const localName = translatedName(read.item?.value, input.language);
    const op = new WriteSet();
    // The address's place for a confirmation is taken in this commit, checked like the window's.
    if (input.confirmations && read.confirmations) {
      if (countOf(read.confirmations) < input.confirmations.limit.max) countHit(op, input.confirmations, read.confirmations);
      else record.mail = { confirmation: "skipped", staff: "pending" };
    }
    for (const { message, record: mailRecord } of input.messages?.(record, localName) ?? []) addToOutbox(op, message, { record: mailRecord });
    countHit(op, window, read.window)
      .check({ key: KEYS.inquiry(record.id), versionstamp: null })
      .set(KEYS.inquiry(record.id), record)
      .set(KEYS.inquiryByEmail(record.userEmail, record.id), true);
    writeNewLead(op, record);
    if (record.userId) op.set(KEYS.inquiryByUser(record.userId, record.id), true);
    if (input.linkHash) addThreadLink(op, record.id, input.linkHash, record.submissionDate);
    markDeskChanged(op, "inquiries");
    if (idempotencyKey && read.key) {
      const entry: KeyEntry = { fingerprint: fingerprint!, inquiry: record, createdAt: record.submissionDate };
      op.check(read.key)
        .set(KEYS.inquiryKey(idempotencyKey), entry, { expireIn: IDEMPOTENCY_KEY_TTL_MS })
        .set(KEYS.inquiryKeyOf(record.id), idempotencyKey, { expireIn: IDEMPOTENCY_KEY_TTL_MS });
    }
    // Shares its durable commit with the writes of the same moment (other inquiries, the outbox's).
    const committed = await commitGrouped(kv, op);
    if (committed.ok) return { inquiry: record, replayed: false, versionstamp: committed.versionstamp, ...(localName ? { localName } : {}) };
    await backOff(attempt);
  }
  throw conflict("The inquiry could not be saved right now. Please try again.");
}

export async function getInquiry(kv: Deno.Kv, id: string): Promise<Inquiry | null> {
  return (await kv.get<Inquiry>(KEYS.inquiry(id))).value;
}

/** The name of the inquiry's item in its language, when the item still exists and has it translated. */
export async function localItemName(kv: Deno.Kv, inquiry: Inquiry): Promise<string | undefined> {
  const key = itemKeyOf(inquiry);
  if (!key || !inquiry.language) return undefined;
  return translatedName((await kv.get<Named>(key)).value, inquiry.language);
}

/** Every inquiry, newest first (ids are time-ordered). */
export async function listInquiries(kv: Deno.Kv): Promise<Inquiry[]> {
  return (await listValues<Inquiry>(kv, KEYS.inquiries())).map((entry) => entry.value).reverse();
}

/** Reads, changes and writes one inquiry with a check, so concurrent changes are never lost. */
async function changeInquiry(
  kv: Deno.Kv,
  id: string,
  change: (current: Inquiry) => Inquiry,
  record?: (op: Deno.AtomicOperation, current: Inquiry) => void,
): Promise<Inquiry> {
  return await transact(async () => {
    const current = await kv.get<Inquiry>(KEYS.inquiry(id));
    if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
    const next = change(current.value);
    const op = markDeskChanged(kv.atomic().check(current).set(KEYS.inquiry(id), next), "inquiries");
    writeLead(op, current.value, next);
    record?.(op, current.value);
    return { op, result: next };
  });
}

/** Sets (or, with null, clears) who looks after an inquiry (404 when it is gone). */
export function setInquiryAssignee(kv: Deno.Kv, id: string, assignee: Inquiry["assignee"] | null, audit?: AuditContext): Promise<Inquiry> {
  return changeInquiry(kv, id, ({ assignee: _previous, ...current }) => (assignee ? { ...current, assignee } : current), (op, current) =>
    addAudit(op, audit, { entity: "inquiry", entityId: id, action: "assign", before: { assignee: current.assignee?.name ?? null }, after: { assignee: assignee?.name ?? null } }));
}

/**
 * A member's inquiries, newest first: those sent while logged in as them, and those sent logged out
 * from their (lower-case) email address. One sent by another member with this address is not theirs.
 */
export async function inquiriesOfMember(kv: Deno.Kv, userId: string, email: string): Promise<Inquiry[]> {
  const [byUser, byEmail] = await Promise.all([listIndexIds(kv, KEYS.inquiriesByUser(userId)), listIndexIds(kv, KEYS.inquiriesByEmail(email))]);
  const ids = [...new Set([...byUser, ...byEmail])].sort().reverse();
  const found: Inquiry[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<Inquiry[]>(ids.slice(i, i + 10).map((id) => KEYS.inquiry(id)));
    for (const entry of entries) if (entry.value && (entry.value.userId ?? userId) === userId) found.push(entry.value);
  }
  return found;
}


/**
 * Staff opened the inquiry on the desk: the traveller's messages are read. Writes nothing when none
 * were unread; answers the inquiry as it stands.
 */
export async function markInquiryRead(kv: Deno.Kv, id: string): Promise<Inquiry> {
  const current = await getInquiry(kv, id);
  if (!current) throw notFound(INQUIRY_NOT_FOUND);
  if (!current.unread) return current;
  return await changeInquiry(kv, id, ({ unread: _read, ...rest }) => rest);
}

export function updateInquiryStatus(kv: Deno.Kv, id: string, status: InquiryStatus, audit?: AuditContext): Promise<Inquiry> {
  return changeInquiry(kv, id, (current) => ({ ...current, status, statusChangedAt: new Date().toISOString() }), (op, current) =>
    addAudit(op, audit, { entity: "inquiry", entityId: id, action: "status", before: { status: current.status }, after: { status } }));
}

/**
 * Staff mark a lead Lost with a reason (and a note), or bring it back (`lost` null): its stage is
 * then what its events say again. 404 when the inquiry is gone.
 */
export function setInquiryLost(kv: Deno.Kv, id: string, lost: Omit<LeadLost, "at"> | null, audit?: AuditContext): Promise<Inquiry> {
  return changeInquiry(kv, id, (current) => {
    const lead = factsWithLost(current.lead, lost);
    const { lead: _old, ...rest } = current;
    return Object.keys(lead).length ? { ...rest, lead } : rest;
  }, (op, current) => auditLeadMove(op, audit, { entity: "inquiry", id, was: current.lead?.lost }, lost));
}

/** A stored inquiry as its commit left it: `versionstamp` tells whether anyone changed it since. */
/** A stored inquiry; `localName`: its item's name in the inquiry's language, when translated (the record keeps the English one). */
export type Stored = { inquiry: Inquiry; versionstamp: string; localName?: string };

/** What a key remembers of a deleted inquiry: its id and item, none of the traveller's details. */
function redacted(inquiry: Inquiry): Inquiry {
  return {
    id: inquiry.id,
    type: inquiry.type,
    ...(inquiry.itemId ? { itemId: inquiry.itemId } : {}),
    itemName: inquiry.itemName,
    userName: "",
    userEmail: "",
    userPhone: "",
    numPeople: "",
    preferredDates: "",
    specialRequests: "",
    status: inquiry.status,
    submissionDate: inquiry.submissionDate,
  };
}

/**
 * Deletes an inquiry. Its first commit removes the record, its indexes, the traveller's details from
 * its idempotency key's copy and (up to `LINKS_PER_COMMIT`, every link of a thread within its cap)
 * its private links, which become tombstones that say it was deleted; so it is gone for everyone at
 * once. The same commit writes a purge marker; the thread's messages, any further links and the
 * push subscriptions go after it in bounded batches (`purgeInquiry`, which the caller runs next),
 * since a long thread is more than one commit can hold (purges.ts). The key itself stays until it
 * expires, so a late replay from a device answers the old id instead of bringing back an inquiry
 * staff deleted. (Every thread write rewrites the inquiry, so the check on it catches a message or
 * link added meanwhile; none can be added once the record is gone.)
 */
export async function deleteInquiry(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<void> {
  await transact(async () => {
    const [current, keyOf] = await kv.getMany<[Inquiry, string]>([KEYS.inquiry(id), KEYS.inquiryKeyOf(id)]);
    if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
    const op = kv.atomic().check(current).check(keyOf).delete(KEYS.inquiry(id)).delete(KEYS.inquiryKeyOf(id))
      .delete(KEYS.inquiryByEmail(current.value.userEmail.toLowerCase(), id));
    if (current.value.userId) op.delete(KEYS.inquiryByUser(current.value.userId, id));
    writeLead(op, current.value, null);
    // Its trips' revenue no longer counts for its package.
    await dropLeadPackage(kv, op, id);
    markDeskChanged(op, "inquiries");
    dropThreadLinks(op, id, await threadLinkHashes(kv, id, LINKS_PER_COMMIT), true);
    markPurge(op, "inquiry", id);
    // The traveller's details are named, never kept.
    const { type, itemId, itemName, status, submissionDate } = current.value;
    addAudit(op, audit, {
      entity: "inquiry",
      entityId: id,
      action: "delete",
      before: { type, itemId, itemName, status, submissionDate },
      changed: ["userName", "userEmail", "userPhone", "specialRequests"],
    });
    if (keyOf.value) {
      const entry = await kv.get<KeyEntry>(KEYS.inquiryKey(keyOf.value));
      if (entry.value) {
        op.check(entry).set(
          KEYS.inquiryKey(keyOf.value),
          { ...entry.value, inquiry: redacted(entry.value.inquiry) },
          { expireIn: IDEMPOTENCY_KEY_TTL_MS },
        );
      }
    }
    return { op, result: undefined };
  });
}

/**
 * The rest of a deleted inquiry, in bounded commits, then its purge marker (purges.ts). Its links
 * first: once each is a tombstone no push subscription can be stored through it (`linkStaysLive`),
 * so the subscriptions dropped next stay dropped.
 */
export async function purgeInquiry(kv: Deno.Kv, id: string): Promise<void> {
  for (;;) {
    const hashes = await threadLinkHashes(kv, id, LINKS_PER_COMMIT);
    if (hashes.length === 0) break;
    await dropThreadLinks(kv.atomic(), id, hashes, true).commit();
  }
  await transact(async () => {
    const op = kv.atomic();
    await dropSubscriptionsOf(kv, op, { kind: "thread", id });
    return { op, result: undefined };
  });
  await deleteInBatches(kv, { prefix: KEYS.inquiryMessages(id) });
  await endPurge(kv, "inquiry", id);
}
