/**
 * Erasing a person (issue #34, docs/decisions: privacy). Two passes over the database:
 *
 * 1. What is theirs goes: every key that names one of their record ids (an inquiry, chat, bespoke
 *    request, proposal, trip, their member id) or their address, and every value that points to one
 *    of those ids (private links, push subscriptions, outbox entries, idempotency keys...).
 * 2. What stays is cleaned: every other value that still holds their address, a name or a phone
 *    number they gave (a staff note on someone else's inquiry, an audit entry) gets the pseudonym
 *    instead. Outbox entries and kept mails that name them are deleted.
 *
 * The stores in KEPT_STORES are never deleted from: the audit log keeps each action with the
 * pseudonym in place of the person (and its own 400-day expiry), the privacy requests keep the
 * request, the accounting records keep the billing name (ACCOUNTING_STORES). Files: their trips'
 * documents. Last, the database file is compacted (VACUUM and a WAL
 * checkpoint), so deleted rows do not linger in SQLite's free pages.
 *
 * Each change is its own atomic commit, checked against the entry it read (re-read on conflict),
 * and the whole is idempotent: a crash part way is finished by running it again (the daily sweep
 * runs requests left "erasing").
 */
import { DatabaseSync } from "node:sqlite";
import { AUDIT_RETENTION_MS } from "./audit.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { DESKS } from "../../contract/desk-feed.ts";
import { REMINDER_KINDS } from "../../contract/money/model.ts";
import { KEYS } from "./keys.ts";
import { writeLeadRow } from "./leads.ts";
import { dropLeadPackage, dropReportRow } from "./report-rows.ts";
import { moveStatusCount, type StatusList } from "./status-counts.ts";
import { dropChatSession } from "./chat/session-record.ts";
import type { StoredChatSession } from "./chat/sessions.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import type { LeadRow } from "../../contract/leads.ts";

/**
 * The accounting records the law makes us keep (docs: the privacy decision record): invoices,
 * credit notes, payments and their ledger, with their indexes. They keep the billing name as
 * issued; the address and phone numbers in them are replaced.
 */
export const ACCOUNTING_STORES: ReadonlySet<string> = new Set([
  "invoices",
  "invoices_of_trip",
  "invoices_open",
  "credit_notes",
  "credit_notes_of_trip",
  "payments",
  "payments_of_trip",
  "payments_by_external",
  "money_events",
  "money_numbers",
  "money_by_number",
  "payment_reminders",
]);
/** Stores whose entries are only cleaned, never deleted (the decision record says why). */
export const KEPT_STORES: ReadonlySet<string> = new Set([
  "audit",
  "audit_by_actor",
  "audit_by_entity",
  "audit_by_item",
  "privacy_requests",
  ...ACCOUNTING_STORES,
]);
/**
 * Stores whose entries are cleaned but never deleted because they point to the person's records,
 * and the counters (their keys are sources, packages and months, which may contain a name: "Mar"
 * in "margin"); the person's leads move the lead counters as they are removed.
 */
const CLEANED_ONLY: ReadonlySet<string> = new Set([
  "proposal_library",
  "settings",
  "outbox_jobs",
  "desk_changed",
  "status_counts",
  "lead_counts",
  "lead_stats",
  "report_stats",
]);
/**
 * The leads' index and search stores: their keys are words, sources and ids of everybody's leads
 * ("marco" contains "Mar"), so an entry goes only when it names one of the person's records (their
 * leads' entries are removed with the leads, first).
 */
const KEYED_BY_WORDS: ReadonlySet<string> = new Set([
  "leads",
  "leads_by_stage",
  "leads_by_assignee",
  "leads_by_source",
  "leads_by_kind",
  "leads_awaiting",
  "leads_unanswered",
  "leads_by_arrival",
  "lead_words",
]);
/** The records whose deletion moves their list's status counters (status-counts.ts) in its commit. */
const COUNTED_STORES = new Map<string, StatusList>([["bespoke", "bespoke"], ["chat_sessions", "chats"]]);
/** Stores whose entries go as soon as they name the person anywhere (messages to them). */
const DELETED_ON_MENTION: ReadonlySet<string> = new Set(["outbox", "mail_outbox", "outbox_failures"]);

export type ErasureTarget = {
  /** Ids of their records: keys naming one, values pointing to one, go. */
  ids: readonly string[];
  /** Their address, names and phone numbers: replaced by the pseudonym where a record stays. */
  needles: readonly string[];
  /** Their address and phone numbers only: replaced in the accounting records, which keep the name. */
  contactNeedles: readonly string[];
  pseudonym: string;
  /** Their files (their trips' documents), removed. */
  files: readonly string[];
  /** The database file to compact afterwards (absent with KV_URL). */
  kvFile?: string;
  /** Privacy requests left alone (the one running: its plan holds the needles). */
  skip?: readonly string[];
};

export type ErasureCounts = Record<string, number>;

/** The needles to look for: each as given, phones also as digits only. */
export function needlesOf(email: string, names: readonly string[], phones: readonly string[]): string[] {
  const set = new Set<string>([email.toLowerCase()]);
  for (const name of names) if (name.trim().length >= 3) set.add(name.trim());
  for (const phone of phones) {
    if (phone.trim().length >= 5) set.add(phone.trim());
    const digits = phone.replace(/\D/g, "");
    if (digits.length >= 7) set.add(digits);
  }
  return [...set];
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Whether any string inside `value` passes `test` (plain objects and arrays only). */
function anyString(value: unknown, test: (s: string) => boolean): boolean {
  if (typeof value === "string") return test(value);
  if (Array.isArray(value)) return value.some((v) => anyString(v, test));
  if (isPlain(value)) return Object.entries(value).some(([k, v]) => test(k) || anyString(v, test));
  return false;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A copy of `value` with every needle replaced by the pseudonym (case-insensitive). */
export function scrubbed<T>(value: T, pattern: RegExp, pseudonym: string): T {
  const swap = (s: string) => s.replace(pattern, () => pseudonym);
  if (typeof value === "string") return swap(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, pattern, pseudonym)) as T;
  if (isPlain(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [swap(k), scrubbed(v, pattern, pseudonym)])) as T;
  }
  return value;
}

/** How long an audit entry has left of its 400 days (so cleaning it keeps its expiry). */
function auditExpiry(store: string, value: unknown, now: number): number | undefined {
  if (store !== "audit") return undefined;
  const at = Date.parse(String((value as { at?: string }).at ?? ""));
  return Number.isFinite(at) ? Math.max(60_000, at + AUDIT_RETENTION_MS - now) : AUDIT_RETENTION_MS;
}

type Verdict = "keep" | "delete" | "clean";

export async function erasePerson(kv: Deno.Kv, target: ErasureTarget, now = Date.now()): Promise<ErasureCounts> {
  const ids = new Set(target.ids.filter((id) => id.length > 0));
  const matcher = (list: readonly string[]) => {
    const needles = list.map((n) => n.toLowerCase()).filter((n) => n.length > 0);
    const pattern = new RegExp(needles.map(escapeRegExp).sort((a, b) => b.length - a.length).join("|") || "(?!)", "gi");
    const mentions = (s: string) => {
      const lower = s.toLowerCase();
      return needles.some((n) => lower.includes(n));
    };
    return { pattern, mentions };
  };
  const all = matcher(target.needles);
  const contact = matcher(target.contactNeedles);
  const mentions = all.mentions;
  const isId = (s: string) => ids.has(s);

  const skip = new Set(target.skip ?? []);
  const verdict = (key: Deno.KvKey, value: unknown): Verdict => {
    const store = String(key[0]);
    if (store === "privacy_requests" && skip.has(String(key[1]))) return "keep";
    const keyParts = key.filter((p): p is string => typeof p === "string");
    if (ACCOUNTING_STORES.has(store)) return anyString(value, contact.mentions) ? "clean" : "keep";
    if (KEPT_STORES.has(store)) return anyString(value, mentions) ? "clean" : "keep";
    if (!CLEANED_ONLY.has(store)) {
      if (keyParts.some((p) => isId(p) || (!KEYED_BY_WORDS.has(store) && mentions(p)))) return "delete";
      if (anyString(value, isId)) return "delete";
      if (DELETED_ON_MENTION.has(store) && anyString(value, mentions)) return "delete";
    }
    return anyString(value, mentions) ? "clean" : "keep";
  };

  const counts: ErasureCounts = {};
  const count = (name: string) => counts[name] = (counts[name] ?? 0) + 1;
  // Their leads first, through the leads' one writer: the desk's and the reports' counters move with
  // the rows, so every number still equals a count of the rows that remain.
  for await (const listed of kv.list<LeadRow>({ prefix: KEYS.leads() })) {
    let entry: Deno.KvEntryMaybe<LeadRow> = listed;
    for (let attempt = 0; attempt < 20 && entry.value && (isId(entry.value.id) || isId(entry.value.recordId ?? "")); attempt++) {
      const op = kv.atomic().check(entry);
      await dropLeadPackage(kv, op, entry.value.id);
      if ((await writeLeadRow(op, entry.value, null).commit()).ok) {
        count("deleted:leads");
        break;
      }
      entry = await kv.get<LeadRow>(entry.key);
    }
  }
  for await (const listed of kv.list({ prefix: [] })) {
    let entry: Deno.KvEntryMaybe<unknown> = listed;
    for (let attempt = 0; attempt < 20 && entry.value !== null; attempt++) {
      const what = verdict(entry.key, entry.value);
      if (what === "keep") break;
      const op = kv.atomic().check(entry);
      const store = String(entry.key[0]);
      if (what === "delete") {
        const list = entry.key.length === 2 ? COUNTED_STORES.get(store) : undefined;
        if (list === "chats") {
          // A conversation goes with its copies and counts in one commit: the walk passed the copies
          // first, and a message written meanwhile has made them again.
          dropChatSession(op, entry.value as StoredChatSession);
        } else {
          // Any other entry; a report row moves its sums with it.
          dropReportRow(op, entry.key, entry.value);
          if (list) moveStatusCount(op, list, (entry.value as { status?: string }).status, null);
        }
        // A trip goes with its report row (the walk passed the rows first; a save may have written it again).
        if (store === "trips" && entry.key.length === 2) {
          const trip = entry.value as StoredTrip;
          const row = await kv.get(KEYS.reportTrip(trip.createdAt, trip.id));
          if (row.value) dropReportRow(op.check(row), row.key, row.value);
        }
      } else {
        const expireIn = auditExpiry(store, entry.value, now);
        const { pattern } = ACCOUNTING_STORES.has(store) ? contact : all;
        op.set(entry.key, scrubbed(entry.value, pattern, target.pseudonym), expireIn ? { expireIn } : undefined);
        // An open invoice stays on the staff's list, but no reminder goes to an address that is gone.
        if (store === "invoices") {
          for (const kind of REMINDER_KINDS) op.set(KEYS.paymentReminder(String(entry.key[1]), kind), new Date(now).toISOString());
        }
      }
      if ((await op.commit()).ok) {
        count(`${what === "delete" ? "deleted" : "cleaned"}:${store}`);
        break;
      }
      entry = await kv.get(entry.key);
    }
  }
  // Every desk may have lost a row.
  const desks = kv.atomic();
  for (const desk of DESKS) markDeskChanged(desks, desk);
  await desks.commit();

  for (const file of target.files) {
    try {
      await Deno.remove(file);
      count("files");
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  if (target.kvFile) compactDatabase(target.kvFile);
  return counts;
}

/**
 * Rewrites the database file without its free pages (VACUUM) and empties the write-ahead log, so
 * no deleted row stays readable in the file. SQLite serialises this with the server's own
 * connection (busy_timeout waits for a running commit).
 */
export function compactDatabase(file: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    db.exec("VACUUM");
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number } | undefined;
      if (!row || row.busy === 0) break;
    }
  } finally {
    db.close();
  }
}
