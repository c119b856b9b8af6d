/**
 * The transactional outbox: every email and push a write causes is an entry under
 * `KEYS.outbox(id)` written in that write's own atomic commit, so a write and its side effects are
 * stored together or not at all. The worker (services/outbox.ts) takes entries with a lease (a
 * checked write of `leaseUntil`: of several instances one holds an entry at a time; a worker that
 * died holds it only until the lease ends), delivers them, and deletes each once delivered, or
 * sets its next attempt after a failure, or, after the last attempt, deletes it and records the
 * failure. Delivery is at least once: a worker killed after a send and before its delete sends the
 * message again after the lease, under the same message id (the entry's id), so receivers can
 * drop the copy.
 *
 * Scheduled jobs (publishing, the sweeps) take the same kind of lease on
 * `KEYS.outboxJob(name)`, so several instances never run one job at the same time (`takeJob`).
 */
import type { MailState } from "../../contract/inquiry.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { Audience, PushMessage } from "../push/message.ts";
import { commitGrouped, type WriteTarget, WriteSet } from "./group-commit.ts";
import { getManyGrouped } from "./group-read.ts";
import { idTimePrefix, newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { currentRequestId } from "../observe/request-context.ts";

/** What an entry delivers. */
export type OutboxMessage = { kind: "mail"; mail: MailMessage } | { kind: "push"; audience: Audience; push: PushMessage };

/**
 * Where the worker records an email's outcome: an inquiry's (`Inquiry.mail`) or a thread message's
 * `mail`; sent once delivered, failed after the last attempt.
 */
export type MailRecord = { inquiry: string; mail: "confirmation" | "staff" } | { inquiry: string; message: string };

/** An entry to write: what it delivers, and where its outcome is recorded. */
export type OutboxItem = { message: OutboxMessage; record?: MailRecord };

export type OutboxEntry = {
  id: string;
  message: OutboxMessage;
  record?: MailRecord;
  /** Attempts started so far. */
  attempts: number;
  /** Not tried before this time (ms). */
  dueAt: number;
  /** Taken by a worker until this time (ms): no other takes it before. */
  leaseUntil?: number;
  createdAt: number;
  /** The request whose write made it: its delivery's log lines name it. */
  requestId?: string;
};

/**
 * An email the worker gave up after its last attempt (`["outbox_failures", id]`, id as queued).
 * Since issue #33's failed-emails list it also keeps the address, the subject and the last error;
 * an email of an inquiry (`record`) keeps its whole message, so an administrator can send it again
 * (`resentAs`: the fresh outbox entry's id, set once). Older failures lack these fields.
 */
export type FailedEmail = {
  id: string;
  createdAt: number;
  failedAt: number;
  attempts: number;
  record?: MailRecord;
  to?: string;
  subject?: string;
  error?: string;
  mail?: MailMessage;
  resentAs?: string;
  resentAt?: number;
  resentBy?: string;
};

/** The failures' range of the emails queued from `fromMs` to before `toMs` (ids are time-ordered). */
export function failedEmailsRange(fromMs: number, toMs: number): Deno.KvListSelector {
  return { start: [...KEYS.outboxFailures(), idTimePrefix(fromMs)], end: [...KEYS.outboxFailures(), idTimePrefix(toMs)] };
}

/** The emails given up that were queued from `fromMs` to before `toMs`. */
export async function failedEmailCount(kv: Deno.Kv, fromMs: number, toMs: number): Promise<number> {
  let n = 0;
  for await (const _ of kv.list(failedEmailsRange(fromMs, toMs), { batchSize: 1000 })) n++;
  return n;
}

/** An entry a worker holds: its value as the lease wrote it and that commit's versionstamp. */
export type Leased = { entry: OutboxEntry; versionstamp: string };

/**
 * Adds `message` to `write` (the commit of the change it tells of) and answers its id. `record`:
 * the inquiry email state the delivery sets.
 */
export function addToOutbox(write: WriteTarget, message: OutboxMessage, options: { record?: MailRecord; now?: number } = {}): string {
  const now = options.now ?? Date.now();
  const id = newId(now);
  const requestId = currentRequestId();
  const entry: OutboxEntry = {
    id,
    message,
    attempts: 0,
    dueAt: now,
    createdAt: now,
    ...(options.record ? { record: options.record } : {}),
    ...(requestId ? { requestId } : {}),
  };
  write.set(KEYS.outbox(id), entry);
  return id;
}

/**
 * Entries due at `now` and held by nobody, oldest first, at most `limit` (the listing stops there:
 * a long backlog is read a part at a time); and the earliest time a later one is due (`now` when
 * there may be more due).
 */
export async function dueEntries(kv: Deno.Kv, now: number, limit: number): Promise<{ due: Deno.KvEntry<OutboxEntry>[]; nextAt?: number }> {
  const due: Deno.KvEntry<OutboxEntry>[] = [];
  let nextAt: number | undefined;
  for await (const entry of kv.list<OutboxEntry>({ prefix: KEYS.outboxAll() }, { batchSize: Math.min(500, limit * 2) })) {
    const ready = Math.max(entry.value.dueAt, entry.value.leaseUntil ?? 0);
    if (ready > now) nextAt = Math.min(nextAt ?? ready, ready);
    else if (due.length === limit) return { due, nextAt: now };
    else due.push(entry);
  }
  return { due, nextAt };
}

/** Takes `entry` until `leaseUntil`, one more attempt counted; null when another worker changed it first. */
export async function lease(kv: Deno.Kv, entry: Deno.KvEntry<OutboxEntry>, leaseUntil: number): Promise<Leased | null> {
  const value: OutboxEntry = { ...entry.value, attempts: entry.value.attempts + 1, leaseUntil };
  const result = await commitGrouped(kv, { checks: [entry], sets: [{ key: KEYS.outbox(value.id), value }] });
  return result.ok ? { entry: value, versionstamp: result.versionstamp } : null;
}

/** After a failed attempt with more to come: free again at `dueAt`. False when the lease was lost. */
export async function retryLater(kv: Deno.Kv, held: Leased, dueAt: number): Promise<boolean> {
  const { leaseUntil: _free, ...rest } = held.entry;
  const result = await commitGrouped(kv, { checks: [{ key: KEYS.outbox(rest.id), versionstamp: held.versionstamp }], sets: [{ key: KEYS.outbox(rest.id), value: { ...rest, dueAt } }] });
  return result.ok;
}

/** Where an entry's outcome is recorded. */
const recordKeyOf = (record: MailRecord) => "mail" in record ? KEYS.inquiry(record.inquiry) : KEYS.inquiryMessage(record.inquiry, record.message);

/** An entry a worker ends: delivered, or given up (with the last attempt's error). */
export type Ended = { held: Leased; outcome: "sent" | "failed"; error?: string };

/**
 * How long a failed email (its address, subject and, for an inquiry's, its text) is kept: as long as
 * the audit log, then Deno KV drops it; an erasure deletes it at once (kv/erasure.ts).
 */
export const FAILED_EMAIL_KEPT_MS = 400 * 24 * 3_600_000;

/**
 * Ends entries held by this worker (those of one inquiry, at most a few): each delivered (`sent`)
 * or given up (`failed`). Their deletes and the states they record (on the inquiry, or on a thread
 * message) share one commit, checked against the leases and the records as read; a record deleted
 * meanwhile records nothing. An entry whose lease was lost (another worker took it after the lease
 * ran out) is left to that worker. Answers how many were ended here.
 */
export async function finish(kv: Deno.Kv, ended: Ended[]): Promise<number> {
  let mine = ended;
  for (let attempt = 0; attempt < 16 && mine.length > 0; attempt++) {
    const recordKeys = [...new Map(mine.flatMap(({ held }) => held.entry.record ? [recordKeyOf(held.entry.record)] : []).map((key) => [key.join("\u0001"), key])).values()];
    const records = recordKeys.length ? await getManyGrouped(kv, recordKeys) as Deno.KvEntryMaybe<{ mail?: Record<string, MailState> | MailState }>[] : [];
    const values = new Map(records.map((entry) => [entry.key.join("\u0001"), entry.value]));
    for (const { held, outcome } of mine) {
      const record = held.entry.record;
      if (!record) continue;
      const id = recordKeyOf(record).join("\u0001");
      const value = values.get(id);
      if (!value) continue;
      values.set(id, "mail" in record
        ? { ...value, mail: { confirmation: "pending", staff: "pending", ...value.mail as Record<string, MailState>, [record.mail]: outcome } }
        : { ...value, mail: outcome });
    }
    const sets: { key: Deno.KvKey; value: unknown; expireIn?: number }[] = records.filter((entry) => entry.value).map((entry) => ({ key: entry.key, value: values.get(entry.key.join("\u0001")) }));
    // An email given up is kept in the failures' log (by the id it was queued under: the reports count them by when).
    const failedAt = Date.now();
    for (const { held, outcome, error } of mine) {
      if (outcome !== "failed" || held.entry.message.kind !== "mail") continue;
      const mail = held.entry.message.mail;
      const failure: FailedEmail = {
        id: held.entry.id,
        createdAt: held.entry.createdAt,
        failedAt,
        attempts: held.entry.attempts,
        to: mail.to,
        subject: mail.subject,
        ...(error ? { error: error.slice(0, 500) } : {}),
        // Only an inquiry's email is kept whole to be sent again: others (a sign-in code) expire.
        ...(held.entry.record ? { record: held.entry.record, mail } : {}),
      };
      sets.push({ key: KEYS.outboxFailure(held.entry.id), value: failure, expireIn: FAILED_EMAIL_KEPT_MS });
    }
    const sums = records.some((entry) => entry.value && entry.key[0] === KEYS.inquiry("")[0]) ? [{ key: KEYS.deskChanged("inquiries"), n: 1n }] : [];
    const result = await commitGrouped(kv, {
      checks: [...mine.map(({ held }) => ({ key: KEYS.outbox(held.entry.id), versionstamp: held.versionstamp })), ...records],
      sets,
      sums,
      deletes: mine.map(({ held }) => KEYS.outbox(held.entry.id)),
    });
    if (result.ok) return mine.length;
    // A lease lost, or a record changed meanwhile: keep the entries still held, read again.
    const now = await kv.getMany(mine.map(({ held }) => KEYS.outbox(held.entry.id)));
    mine = mine.filter((item, i) => now[i].versionstamp === item.held.versionstamp);
  }
  return 0;
}

/** Writes `messages` to the outbox in a commit of their own (for a change whose commit is already made). */
/** Adds every item to `write` (the commit of the change they tell of). */
export function addAllToOutbox(write: WriteTarget, items: OutboxItem[]): void {
  for (const { message, record } of items) addToOutbox(write, message, { record });
}

export async function postToOutbox(kv: Deno.Kv, items: OutboxItem[]): Promise<void> {
  if (items.length === 0) return;
  const write = new WriteSet();
  addAllToOutbox(write, items);
  const result = await commitGrouped(kv, write);
  if (!result.ok) throw new Error("outbox entries not written");
}

/** Entries waiting (due or not), for tests and the operator. */
export async function outboxSize(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: KEYS.outboxAll() })) n++;
  return n;
}

/** Who runs a scheduled job, until when, and when it last ran to the end. */
export type JobLease = { owner?: string; leaseUntil?: number; lastRunAt?: number };

/**
 * Takes job `name` for `owner` until `leaseUntil` when nobody holds it and it last ran at least
 * `everyMs` ago (0: whenever free); answers whether it was taken. Of several instances asking at
 * the same moment, one gets it (a checked write).
 */
export async function takeJob(kv: Deno.Kv, name: string, owner: string, now: number, leaseMs: number, everyMs = 0): Promise<boolean> {
  const current = await kv.get<JobLease>(KEYS.outboxJob(name));
  const job = current.value ?? {};
  if ((job.leaseUntil ?? 0) > now && job.owner !== owner) return false;
  if (job.lastRunAt !== undefined && now - job.lastRunAt < everyMs) return false;
  const result = await kv.atomic().check(current).set(KEYS.outboxJob(name), { ...job, owner, leaseUntil: now + leaseMs }).commit();
  return result.ok;
}

/** Gives job `name` back, recording when it ran (a job that failed records it too: it runs again at its next turn). */
export async function endJob(kv: Deno.Kv, name: string, owner: string, now: number): Promise<void> {
  const current = await kv.get<JobLease>(KEYS.outboxJob(name));
  if (current.value?.owner !== owner) return;
  await kv.atomic().check(current).set(KEYS.outboxJob(name), { lastRunAt: now }).commit();
}
