/**
 * An inquiry's thread on Deno KV: each message is its own key under the inquiry (time-ordered ids
 * keep them in order), written in a commit checked against the inquiry record, so a message never
 * outlives its inquiry and a reply's status change and new link land together with it.
 *
 *   ["inquiry_messages", inquiryId, messageId] -> StoredThreadMessage
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import { type DeskMessage, THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { LIMITS } from "../../contract/limits.ts";
import type { InquiryStatus } from "../../contract/enums.ts";
import { full, notFound, withValues } from "../errors.ts";
import { newId } from "./ids.ts";
import { INQUIRY_NOT_FOUND } from "./inquiries.ts";
import { KEYS } from "./keys.ts";
import { addThreadLink, dropThreadLinks, LINKS_PER_COMMIT, threadLinkHashes } from "./thread-links.ts";
import { listValues, transact } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { dropSubscriptionsOf } from "./push-subscriptions.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { addToOutbox, type OutboxItem } from "./outbox.ts";
import { writeLead } from "./leads.ts";

export type StoredThreadMessage = DeskMessage;

export type NewThreadMessage = {
  kind: DeskMessage["kind"];
  /** The consultant's name; a traveller's message is signed with the name on the inquiry. */
  authorName?: string;
  text: string;
  /** Set on the inquiry in the same commit (a reply marks it Responded). */
  status?: InquiryStatus;
  /** A new private link's hash, stored in the same commit (a reply's email carries it). */
  linkHash?: string;
  /** Staff's reply or note: its audit entry goes into the message's commit. */
  audit?: AuditContext;
  /**
   * What the message sends (its email, pushes), built from the message and the inquiry as written
   * (no I/O) and written to the outbox in the message's commit; `undefined` for the email: the
   * message's email is `skipped` (a member who turned such emails off).
   */
  outbox?: (message: StoredThreadMessage, inquiry: Inquiry) => { mail?: OutboxItem["message"]; also: OutboxItem["message"][] };
};

/** How many messages the thread holds, counted up to its cap. */
async function heldMessages(kv: Deno.Kv, inquiryId: string): Promise<number> {
  let held = 0;
  for await (const _ of kv.list({ prefix: KEYS.inquiryMessages(inquiryId) }, { limit: LIMITS.threadMessages })) held++;
  return held;
}

/**
 * The inquiry after a message, as far as it waits for us: a traveller's message makes it await our
 * reply (since the first one unanswered) and counts one unread; a consultant's reply ends both; a
 * note changes neither. Applied to the inquiry read in the message's own commit, so a reply and a
 * traveller's message racing each other leave the state of whichever committed last.
 */
export function followUpAfter(inquiry: Inquiry, kind: DeskMessage["kind"], sentAt: string): Inquiry {
  if (kind === "traveller") return { ...inquiry, awaitingSince: inquiry.awaitingSince ?? sentAt, unread: (inquiry.unread ?? 0) + 1 };
  if (kind === "reply") {
    const { awaitingSince: _answered, unread: _read, ...rest } = inquiry;
    return rest;
  }
  return inquiry;
}

/**
 * Stores a message on an inquiry's thread (404 when the inquiry is gone; `full` when the thread
 * holds `LIMITS.threadMessages`, so no thread outgrows what a delete handles); answers it and the
 * inquiry as written. The count is exact under races: every message rewrites the inquiry, which
 * this commit checks.
 */
export async function appendThreadMessage(kv: Deno.Kv, inquiryId: string, input: NewThreadMessage): Promise<{ message: StoredThreadMessage; inquiry: Inquiry }> {
  return await transact(async () => {
    const { op, message, inquiry } = await threadMessageWrite(kv, inquiryId, input);
    return { op, result: { message, inquiry } };
  });
}

/**
 * The commit of a thread message, not yet committed (`op`, checked against the inquiry it read),
 * for a write that stores the message with a change of its own (a proposal's "changes
 * requested"): `appendThreadMessage`'s one attempt.
 */
export async function threadMessageWrite(
  kv: Deno.Kv,
  inquiryId: string,
  input: NewThreadMessage,
  op: Deno.AtomicOperation = kv.atomic(),
): Promise<{ op: Deno.AtomicOperation; message: StoredThreadMessage; inquiry: Inquiry }> {
  const current = await kv.get<Inquiry>(KEYS.inquiry(inquiryId));
  if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
  if (await heldMessages(kv, inquiryId) >= LIMITS.threadMessages) throw full(withValues(THREAD_TEXTS.full, { max: LIMITS.threadMessages }));
  const sentAt = new Date().toISOString();
  const message: StoredThreadMessage = {
    id: newId(),
    kind: input.kind,
    authorName: input.authorName ?? current.value.userName,
    text: input.text,
    sentAt,
    ...(input.kind === "note" ? {} : { mail: "pending" as const }),
  };
  const followed = followUpAfter(current.value, input.kind, sentAt);
  const answered = input.kind === "reply" && !followed.firstResponseAt ? { ...followed, firstResponseAt: sentAt } : followed;
  const inquiry = input.status ? { ...answered, status: input.status } : answered;
  const sends = input.outbox?.(message, inquiry);
  if (sends && !sends.mail && message.mail) message.mail = "skipped";
  // The inquiry is written again even unchanged: a delete racing this message then fails its check and reads it.
  op.check(current)
    .check({ key: KEYS.inquiryMessage(inquiryId, message.id), versionstamp: null })
    .set(KEYS.inquiryMessage(inquiryId, message.id), message)
    .set(KEYS.inquiry(inquiryId), inquiry);
  if (inquiry !== current.value) {
    markDeskChanged(op, "inquiries");
    writeLead(op, current.value, inquiry);
  }
  if (input.linkHash) addThreadLink(op, inquiryId, input.linkHash, sentAt);
  if (sends?.mail) addToOutbox(op, sends.mail, { record: { inquiry: inquiryId, message: message.id } });
  for (const push of sends?.also ?? []) addToOutbox(op, push);
  if (input.kind !== "traveller") {
    addAudit(op, input.audit, {
      entity: "inquiry",
      entityId: inquiryId,
      action: input.kind === "note" ? "note" : "reply",
      before: { status: current.value.status },
      after: { status: inquiry.status, messageId: message.id },
    });
  }
  return { op, message, inquiry };
}

/** The thread, oldest first. */
export async function listThreadMessages(kv: Deno.Kv, inquiryId: string): Promise<StoredThreadMessage[]> {
  return (await listValues<StoredThreadMessage>(kv, KEYS.inquiryMessages(inquiryId))).map((entry) => entry.value);
}

/** The newest message's time, or undefined for a thread with none. */
export async function lastMessageAt(kv: Deno.Kv, inquiryId: string): Promise<string | undefined> {
  for await (const entry of kv.list<StoredThreadMessage>({ prefix: KEYS.inquiryMessages(inquiryId) }, { reverse: true, limit: 1 })) {
    return entry.value.sentAt;
  }
  return undefined;
}

/** The desk's view: every message, notes included, and how many private links are live. */
export async function deskThreadOf(kv: Deno.Kv, inquiryId: string) {
  const inquiry = (await kv.get<Inquiry>(KEYS.inquiry(inquiryId))).value;
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  const [messages, links] = await Promise.all([listThreadMessages(kv, inquiryId), threadLinkHashes(kv, inquiryId)]);
  return { inquiryId, messages, activeLinks: links.length };
}

/**
 * Staff revoke every private link of an inquiry (404 when it is gone), and with them the push
 * subscriptions asked through them; the next reply's email brings a new link. Up to
 * `LINKS_PER_COMMIT` links go in one commit: every link of a thread within its cap, so then it is
 * one commit; an older, longer thread's go in several, the subscriptions and the audit entry with
 * the last (a failure between answers an error, and revoking again finishes it).
 */
export async function revokeThreadLinks(kv: Deno.Kv, inquiryId: string, audit?: AuditContext): Promise<number> {
  let revoked = 0;
  for (;;) {
    const batch = await transact(async () => {
      const current = await kv.get<Inquiry>(KEYS.inquiry(inquiryId));
      if (!current.value) throw notFound(INQUIRY_NOT_FOUND);
      const hashes = await threadLinkHashes(kv, inquiryId, LINKS_PER_COMMIT + 1);
      const last = hashes.length <= LINKS_PER_COMMIT;
      const dropped = hashes.slice(0, LINKS_PER_COMMIT);
      // Rewriting the inquiry makes a reply adding a link meanwhile fail its check and read again.
      const op = dropThreadLinks(kv.atomic().check(current).set(KEYS.inquiry(inquiryId), current.value), inquiryId, dropped, false);
      if (last) {
        // The devices that asked through those links hear no more.
        await dropSubscriptionsOf(kv, op, { kind: "thread", id: inquiryId });
        const activeLinks = revoked + dropped.length;
        addAudit(op, audit, { entity: "inquiry", entityId: inquiryId, action: "revoke_links", before: { activeLinks }, after: { activeLinks: 0 } });
      }
      return { op, result: { count: dropped.length, last } };
    });
    revoked += batch.count;
    if (batch.last) return revoked;
  }
}
