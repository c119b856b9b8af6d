/**
 * Proposals on Deno KV (issue #30): the working copy staff edit, its numbered sent versions, its
 * indexes and its private links. Every staff write is one atomic commit checked against the record
 * as read, with its audit entry; a send freezes the next version, mints the traveller's link, puts
 * the email in the outbox and moves the source inquiry to "Proposal sent" (with a line on its
 * thread), all in that one commit, so a send is all there or not at all.
 *
 *   ["proposals", id]                            -> StoredProposal
 *   ["proposal_versions", id, n]                 -> SentProposal
 *   ["proposals_by_source", kind, sourceId, id]  -> true
 *   ["proposals_by_email", email, id]            -> true
 *   ["proposal_tokens(_of)", ...]                -> proposal-links.ts
 */
import { createHash } from "node:crypto";
import { addDays } from "../../contract/agency-time.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import type { DeskMessage } from "../../contract/inquiry-thread.ts";
import { LIMITS } from "../../contract/limits.ts";
import {
  CATALOGUE_ITEM_KINDS,
  type OptionTotal,
  type Proposal,
  PROPOSAL_TEXTS,
  type ProposalContent,
  type ProposalSummary,
  type SentProposal,
  type StoredProposal,
} from "../../contract/proposals/model.ts";
import { nextProposalStatus, type ProposalEvent } from "../../contract/proposals/state.ts";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import { badRequest, conflict, notFound, tooLarge } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { addProposalLink, dropProposalLinks, proposalLinkHashes } from "./proposal-links.ts";
import { listIndexIds, listValues, transact } from "./records.ts";
import { type LeadEvent, valueAfter, writeLead } from "./leads.ts";
import { bespokeFollowsProposal } from "./bespoke.ts";
import { chatFollowsProposal } from "./chat/lead.ts";
import { moveProposalRow, type ProposalReportRow, reportRows } from "./report-rows.ts";

/** The largest stored proposal (its JSON): a Deno KV value holds 64 KiB, and a sent version adds the terms. */
export const PROPOSAL_MAX_CHARS = 48_000;
export const PROPOSAL_TOO_LARGE = "This proposal is too long to save. Shorten its descriptions or split it into two proposals.";
/** Links and versions dropped in one commit of a delete (two mutations a link, one a version). */
const DROPS_PER_COMMIT = 250;

/** Content fields of a stored proposal (what `PUT` replaces), without the editor's `version`. */
const CONTENT_KEYS = [
  "title", "traveller", "partySize", "startDate", "currency", "validUntil", "introduction", "included", "days", "options", "addOns",
] as const satisfies readonly (keyof ProposalContent)[];

/** The content of a stored proposal (what is frozen on sending). */
export function contentOf(record: StoredProposal | ProposalContent): ProposalContent {
  const content: Record<string, unknown> = {};
  for (const key of CONTENT_KEYS) if (record[key] !== undefined) content[key] = record[key];
  return content as ProposalContent;
}

/** JSON with every object's keys sorted and undefined fields left out: the same value, the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((key) => record[key] !== undefined).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of a sent version's canonical JSON: content, totals and terms. */
export function sentProposalHash(content: ProposalContent, totals: OptionTotal[], terms: string): string {
  return createHash("sha256").update(canonicalJson({ content, totals, terms })).digest("hex");
}

/** Day n is dated start + n − 1 (UTC calendar arithmetic); without a start date, no day is dated. */
export function datedDays(content: ProposalContent): ProposalContent["days"] {
  return content.days.map((day, i) => {
    const { date: _old, ...rest } = day;
    return content.startDate ? { ...rest, date: addDays(content.startDate, i) } : rest;
  });
}

/** The staff's view: the record, its versionstamp as `version`, and its totals. */
export function proposalOf(entry: Deno.KvEntryMaybe<StoredProposal>): Proposal | null {
  if (!entry.value) return null;
  return { ...entry.value, version: entry.versionstamp!, totals: proposalTotals(entry.value) };
}

/** The traveller's opens of a proposal's links, kept apart from the record (`["proposal_views", id]`). */
export type ProposalViews = NonNullable<Proposal["views"]>;

/** The staff's view of a proposal with the traveller's opens. */
export async function getProposal(kv: Deno.Kv, id: string): Promise<Proposal | null> {
  const [entry, views] = await kv.getMany<[StoredProposal, ProposalViews]>([KEYS.proposal(id), KEYS.proposalViews(id)]);
  const proposal = proposalOf(entry);
  return proposal && views.value ? { ...proposal, views: views.value } : proposal;
}

/** The list's line of a proposal. */
export function summaryOf(proposal: StoredProposal): ProposalSummary {
  const totals = proposalTotals(proposal);
  return {
    id: proposal.id,
    title: proposal.title,
    status: proposal.status,
    currency: proposal.currency,
    partySize: proposal.partySize,
    ...(proposal.startDate ? { startDate: proposal.startDate } : {}),
    validUntil: proposal.validUntil,
    sentVersion: proposal.sentVersion,
    createdAt: proposal.createdAt,
    updatedAt: proposal.updatedAt,
    ...(proposal.sentAt ? { sentAt: proposal.sentAt } : {}),
    ...(proposal.source ? { source: proposal.source } : {}),
    travellerName: proposal.traveller.name,
    travellerEmail: proposal.traveller.email,
    ...(totals.length ? { lowestTotal: Math.min(...totals.map((t) => t.price)) } : {}),
  };
}

/** Every proposal, newest first. */
export async function listProposals(kv: Deno.Kv): Promise<ProposalSummary[]> {
  const entries = await listValues<StoredProposal>(kv, KEYS.proposals());
  return entries.map((entry) => summaryOf(entry.value)).reverse();
}

/**
 * The proposals first sent from instant `start` (included) to `until` (excluded), with `status`
 * when given, newest first: exactly those the reports dashboard counts (their report rows).
 */
export async function listProposalsSentIn(kv: Deno.Kv, start: string, until: string, status?: StoredProposal["status"]): Promise<ProposalSummary[]> {
  const ids = (await reportRows<ProposalReportRow>(kv, KEYS.reportProposals(), start, until))
    .filter(({ row }) => !status || row.status === status).map(({ row }) => row.id);
  const found: ProposalSummary[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    for (const entry of await kv.getMany<StoredProposal[]>(ids.slice(i, i + 10).map((id) => KEYS.proposal(id)))) {
      if (entry.value && (!status || entry.value.status === status)) found.push(summaryOf(entry.value));
    }
  }
  return found.reverse();
}

/** The ids of the proposals started from a request, oldest first. */
export function proposalsOfSource(kv: Deno.Kv, kind: string, sourceId: string): Promise<string[]> {
  return listIndexIds(kv, KEYS.proposalsOfSource(kind, sourceId));
}

/** The ids of a traveller's proposals (by their address, lower case), oldest first. */
export function proposalsOfEmail(kv: Deno.Kv, email: string): Promise<string[]> {
  return listIndexIds(kv, KEYS.proposalsOfEmail(email.trim().toLowerCase()));
}

/** A proposal's sent versions, oldest first: its history. */
export async function listProposalVersions(kv: Deno.Kv, id: string): Promise<SentProposal[]> {
  return (await listValues<SentProposal>(kv, KEYS.proposalVersions(id))).map((entry) => entry.value);
}

export async function getProposalVersion(kv: Deno.Kv, id: string, n: number): Promise<SentProposal | null> {
  return (await kv.get<SentProposal>(KEYS.proposalVersion(id, n))).value;
}

function assertFits(value: unknown) {
  if (JSON.stringify(value).length > PROPOSAL_MAX_CHARS) throw tooLarge(PROPOSAL_TOO_LARGE);
}

const emailKey = (record: StoredProposal) => record.traveller.email.trim().toLowerCase();

/** Checks every catalogue item of `content` names an activity, package or destination that exists (400 otherwise). */
export async function assertCatalogueRefs(kv: Deno.Kv, content: Pick<ProposalContent, "days" | "options">): Promise<void> {
  const items = [...content.days.flatMap((day) => day.items), ...content.options.flatMap((option) => option.items)];
  const keys = new Map<string, Deno.KvKey>();
  for (const item of items) {
    if (!(CATALOGUE_ITEM_KINDS as readonly string[]).includes(item.kind)) continue;
    if (!item.refId) throw badRequest(PROPOSAL_TEXTS.unknownCatalogueItem);
    const key = item.kind === "activity" ? KEYS.activity(item.refId) : item.kind === "package" ? KEYS.package(item.refId) : KEYS.destination(item.refId);
    keys.set(key.join("\u0001"), key);
  }
  const all = [...keys.values()];
  for (let i = 0; i < all.length; i += 10) {
    const entries = await kv.getMany(all.slice(i, i + 10));
    if (entries.some((entry) => entry.value === null)) throw badRequest(PROPOSAL_TEXTS.unknownCatalogueItem);
  }
}

/** What a new proposal holds (the server fills in the rest). */
export type NewProposal = Omit<StoredProposal, "id" | "status" | "sentVersion" | "createdAt" | "updatedAt">;

/** Stores a new draft, with its indexes and audit entry. */
export async function createProposal(kv: Deno.Kv, input: NewProposal, audit?: AuditContext): Promise<Proposal> {
  const now = new Date().toISOString();
  const record: StoredProposal = { ...input, id: newId(), status: "Draft", sentVersion: 0, createdAt: now, updatedAt: now };
  record.days = datedDays(record);
  assertFits(record);
  const op = kv.atomic().check({ key: KEYS.proposal(record.id), versionstamp: null }).set(KEYS.proposal(record.id), record);
  if (record.source) op.set(KEYS.proposalBySource(record.source.kind, record.source.id, record.id), true);
  if (emailKey(record)) op.set(KEYS.proposalByEmail(emailKey(record), record.id), true);
  addAudit(op, audit, {
    entity: "proposal",
    entityId: record.id,
    action: "create",
    after: { title: record.title, status: record.status, currency: record.currency, ...(record.source ? { source: `${record.source.kind}:${record.source.id}` } : {}) },
  });
  const res = await op.commit();
  if (!res.ok) throw new Error("proposal id collision");
  return (await getProposal(kv, record.id))!;
}

/** A change of one proposal: read, decided by `change`, written with a check on what was read. */
async function changeProposal(
  kv: Deno.Kv,
  id: string,
  change: (current: StoredProposal, op: Deno.AtomicOperation, now: string) => Promise<StoredProposal> | StoredProposal,
  /** The versionstamp the editor loaded: another one is a stale edit (409). */
  expected?: string,
): Promise<Proposal> {
  await transact(async () => {
    const current = await kv.get<StoredProposal>(KEYS.proposal(id));
    if (!current.value) throw notFound(PROPOSAL_TEXTS.notFound);
    const op = kv.atomic().check(current);
    // A locked proposal says so before a stale copy does.
    const next = await change(current.value, op, new Date().toISOString());
    if (expected !== undefined && expected !== current.versionstamp) throw conflict(PROPOSAL_TEXTS.staleEdit);
    assertFits(next);
    op.set(KEYS.proposal(id), next);
    await moveProposalRow(kv, op, current.value, next);
    const before = emailKey(current.value), after = emailKey(next);
    if (before !== after) {
      if (before) op.delete(KEYS.proposalByEmail(before, id));
      if (after) op.set(KEYS.proposalByEmail(after, id), true);
    }
    return { op, result: undefined };
  });
  return (await getProposal(kv, id))!;
}

/** The status after `event`, or 409: a draft has not been sent; a final one is locked. */
function statusAfter(current: StoredProposal, event: ProposalEvent) {
  const next = nextProposalStatus(current.status, event);
  if (next) return next;
  throw conflict(current.status === "Draft" ? PROPOSAL_TEXTS.notSent : PROPOSAL_TEXTS.notEditable);
}

function applyUpdate(
  current: StoredProposal,
  change: { content: ProposalContent; rate?: StoredProposal["rate"] | null },
  now: string,
  op: Deno.AtomicOperation,
  audit: AuditContext | undefined,
): StoredProposal {
  const status = statusAfter(current, "edit");
  const content = contentOf(change.content);
  const { startDate: _s, introduction: _i, included: _inc, ...kept } = current;
  const next: StoredProposal = { ...kept, ...content, status, updatedAt: now };
  next.days = datedDays(next);
  if (change.rate === null) delete next.rate;
  else if (change.rate) next.rate = change.rate;
  const changed = CONTENT_KEYS.filter((key) => canonicalJson(current[key]) !== canonicalJson(next[key]));
  addAudit(op, audit, {
    entity: "proposal",
    entityId: current.id,
    action: "update",
    before: { title: current.title, currency: current.currency, validUntil: current.validUntil },
    after: { title: next.title, currency: next.currency, validUntil: next.validUntil },
    changed,
  });
  return next;
}

/**
 * Staff save the whole content (`PUT`): 409 `staleEdit` when `version` is not the stored
 * versionstamp (read in the same transaction), 409 `notEditable` once accepted, declined or
 * withdrawn; the days are dated from the start date. `rate`: the rate kept on the proposal (null
 * drops it: USD).
 */
export async function updateProposal(
  kv: Deno.Kv,
  id: string,
  change: { content: ProposalContent; version?: string; rate?: StoredProposal["rate"] | null },
  audit?: AuditContext,
): Promise<Proposal> {
  return await changeProposal(kv, id, (current, op, now) => applyUpdate(current, change, now, op, audit), change.version);
}

/** What a send writes besides the version: the email (built from the version, no I/O) and the inquiry's thread line. */
export type SendParts = {
  sentBy: string;
  /** The consultant's name, signing the thread's line. */
  consultantName: string;
  /** The terms in the traveller's language, frozen with the version. */
  terms: string;
  /** The new link's hash; its token goes into the email only. */
  linkHash: string;
  /** The email to the traveller, from the version about to be stored (none only for the demo proposal of the seed). */
  mail?: (version: SentProposal) => OutboxMessage;
};

/** The line the source inquiry's thread shows when a proposal is sent (desk only, English like every note). */
export const proposalThreadLine = (version: SentProposal) => `Proposal sent: "${version.content.title}" (version ${version.version}).`;

/**
 * Sends: freezes the content as version n + 1 with its totals, terms and hash, sets the status
 * (nextProposalStatus), adds the link and the email, and moves the source inquiry to "Proposal
 * sent" with a line on its thread, in one commit. 400 when the content is not complete enough to
 * send (the caller validates it first); 409 once accepted, declined or withdrawn.
 */
export async function sendProposal(kv: Deno.Kv, id: string, parts: SendParts, audit?: AuditContext): Promise<{ proposal: Proposal; version: SentProposal }> {
  const version = await transact(async () => {
    const current = await kv.get<StoredProposal>(KEYS.proposal(id));
    if (!current.value) throw notFound(PROPOSAL_TEXTS.notFound);
    const record = current.value;
    const status = statusAfter(record, "send");
    const now = new Date().toISOString();
    const content = contentOf(record);
    const totals = proposalTotals(content);
    const n = record.sentVersion + 1;
    const version: SentProposal = {
      proposalId: id,
      version: n,
      content,
      totals,
      terms: parts.terms,
      hash: sentProposalHash(content, totals, parts.terms),
      sentAt: now,
      sentBy: parts.sentBy,
    };
    assertFits(version);
    const next: StoredProposal = { ...record, status, sentVersion: n, sentAt: now, updatedAt: now };
    const op = kv.atomic().check(current)
      .check({ key: KEYS.proposalVersion(id, n), versionstamp: null })
      .set(KEYS.proposalVersion(id, n), version)
      .set(KEYS.proposal(id), next);
    await moveProposalRow(kv, op, record, next);
    addProposalLink(op, id, parts.linkHash, now);
    if (parts.mail) addToOutbox(op, parts.mail(version));
    if (record.source) {
      // The lead is worth the sent proposal's first option.
      const value = { amount: totals[0]?.price ?? 0, currency: content.currency, of: "proposal" as const };
      const note = { authorName: parts.consultantName, text: proposalThreadLine(version) };
      await leadFollowsProposal(kv, op, record.source, { status: "Proposal sent", note, now, value });
    }
    addAudit(op, audit, {
      entity: "proposal",
      entityId: id,
      action: "send",
      before: { status: record.status, sentVersion: record.sentVersion },
      after: { status, sentVersion: n, hash: version.hash },
    });
    return { op, result: version };
  });
  return { proposal: (await getProposal(kv, id))!, version };
}

/**
 * The source inquiry follows its proposal, in the proposal's own commit (`op`): "Proposal sent" on
 * a send (never back from "Accepted"), "Accepted" on the traveller's acceptance; with `note`, a
 * line on its thread (desk only; left out when the thread is full). Nothing when the inquiry was
 * deleted. Used by the send here and by the traveller's acceptance (proposal-answers.ts).
 */
export async function inquiryFollowsProposal(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  inquiryId: string,
  change: LeadEvent & { note?: { authorName: string; text: string } },
): Promise<void> {
  const entry = await kv.get<Inquiry>(KEYS.inquiry(inquiryId));
  if (!entry.value) return;
  op.check(entry);
  const status = entry.value.status === "Accepted" ? "Accepted" : change.status;
  const lead = { ...entry.value.lead, value: valueAfter(entry.value.lead?.value, change) };
  const written = { ...entry.value, status, statusChangedAt: change.now, lead };
  op.set(KEYS.inquiry(inquiryId), written);
  writeLead(op, entry.value, written);
  markDeskChanged(op, "inquiries");
  if (!change.note) return;
  let held = 0;
  for await (const _ of kv.list({ prefix: KEYS.inquiryMessages(inquiryId) }, { limit: LIMITS.threadMessages })) held++;
  if (held >= LIMITS.threadMessages) return;
  const line: DeskMessage = { id: newId(), kind: "note", authorName: change.note.authorName, text: change.note.text, sentAt: change.now };
  op.check({ key: KEYS.inquiryMessage(inquiryId, line.id), versionstamp: null }).set(KEYS.inquiryMessage(inquiryId, line.id), line);
}

/**
 * The lead a proposal was made from follows it in the proposal's commit (`op`): an inquiry by its
 * status (with `note` on its thread), a bespoke request or chat by its lead's facts; each takes
 * the event's value.
 */
export async function leadFollowsProposal(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  source: NonNullable<StoredProposal["source"]>,
  change: LeadEvent & { note?: { authorName: string; text: string } },
): Promise<void> {
  if (source.kind === "inquiry") await inquiryFollowsProposal(kv, op, source.id, change);
  else if (source.kind === "bespoke") await bespokeFollowsProposal(kv, op, source.id, change);
  else await chatFollowsProposal(kv, op, source.id, change);
}

/** Staff withdraw a sent proposal: its link then shows it withdrawn. 409 for a draft or a final one. */
export async function withdrawProposal(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<Proposal> {
  return await changeProposal(kv, id, (current, op, now) => {
    const status = statusAfter(current, "withdraw");
    addAudit(op, audit, { entity: "proposal", entityId: id, action: "withdraw", before: { status: current.status }, after: { status } });
    return { ...current, status, updatedAt: now };
  });
}

/** Staff revoke every private link of a proposal (each answers 404 from then on); answers how many. */
export async function revokeProposalLinks(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<number> {
  let revoked = 0;
  for (;;) {
    const batch = await transact(async () => {
      const current = await kv.get<StoredProposal>(KEYS.proposal(id));
      if (!current.value) throw notFound(PROPOSAL_TEXTS.notFound);
      const hashes = await listIndexIds(kv, KEYS.proposalTokensOf(id), DROPS_PER_COMMIT + 1);
      const last = hashes.length <= DROPS_PER_COMMIT;
      const dropped = hashes.slice(0, DROPS_PER_COMMIT);
      // Rewriting the record makes a send adding a link meanwhile fail its check and read again.
      const op = dropProposalLinks(kv.atomic().check(current).set(KEYS.proposal(id), current.value), id, dropped);
      if (last) {
        const activeLinks = revoked + dropped.length;
        addAudit(op, audit, { entity: "proposal", entityId: id, action: "revoke_links", before: { activeLinks }, after: { activeLinks: 0 } });
      }
      return { op, result: { count: dropped.length, last } };
    });
    revoked += batch.count;
    if (batch.last) return revoked;
  }
}

/**
 * Deletes a proposal: the record, its indexes, links and versions. The record and its indexes go in
 * the first commit (with as many links and versions as fit), so it is gone for everyone at once;
 * what is left (a long history) follows in bounded commits.
 */
export async function deleteProposal(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<void> {
  await transact(async () => {
    const current = await kv.get<StoredProposal>(KEYS.proposal(id));
    if (!current.value) throw notFound(PROPOSAL_TEXTS.notFound);
    const record = current.value;
    // An accepted proposal is the record of its trip (and the trip's invoices): it stays.
    const trip = await kv.get<string>(KEYS.tripByProposal(id));
    if (trip.value) throw conflict(PROPOSAL_TEXTS.hasTrip);
    const op = kv.atomic().check(current, trip).delete(KEYS.proposal(id)).delete(KEYS.proposalViews(id));
    await moveProposalRow(kv, op, record, null);
    if (record.source) op.delete(KEYS.proposalBySource(record.source.kind, record.source.id, id));
    if (emailKey(record)) op.delete(KEYS.proposalByEmail(emailKey(record), id));
    dropProposalLinks(op, id, await proposalLinkHashes(kv, id).then((all) => all.slice(0, DROPS_PER_COMMIT)));
    for (let n = 1; n <= Math.min(record.sentVersion, DROPS_PER_COMMIT); n++) op.delete(KEYS.proposalVersion(id, n));
    addAudit(op, audit, {
      entity: "proposal",
      entityId: id,
      action: "delete",
      before: { title: record.title, status: record.status, sentVersion: record.sentVersion },
      changed: ["traveller"],
    });
    return { op, result: undefined };
  });
  for (;;) {
    const hashes = (await proposalLinkHashes(kv, id)).slice(0, DROPS_PER_COMMIT);
    if (hashes.length === 0) break;
    await dropProposalLinks(kv.atomic(), id, hashes).commit();
  }
  for (;;) {
    const versions = await listIndexIds(kv, KEYS.proposalVersions(id), DROPS_PER_COMMIT);
    if (versions.length === 0) break;
    const op = kv.atomic();
    for (const n of versions) op.delete(KEYS.proposalVersion(id, Number(n)));
    await op.commit();
  }
}
