/**
 * The traveller's answers to a proposal, through its private link: opening it (views counted),
 * accepting it (exactly once), asking for changes, declining. Each is one atomic commit checked
 * against the proposal (and the source inquiry) it read, its status moved only by
 * `nextProposalStatus`; the staff's email and push go into the outbox, and an audit entry (the
 * traveller as actor) into the same commit. An accept races another: the loser re-reads, finds
 * it Accepted and is refused with `alreadyAccepted`.
 *
 * What the traveller answers is always the latest sent version (`["proposal_versions", id, n]`,
 * n = `sentVersion`), never the working copy staff are editing.
 */
import { agencyDay } from "../../contract/agency-time.ts";
import type { AuditAction } from "../../contract/audit-kinds.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import {
  type AcceptInput,
  PROPOSAL_TEXTS,
  type ProposalAcceptance,
  type ProposalStatus,
  type SentProposal,
  type StoredProposal,
} from "../../contract/proposals/model.ts";
import { isExpired, nextProposalStatus, type ProposalEvent } from "../../contract/proposals/state.ts";
import { chosenTotal } from "../../contract/proposals/totals.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { markDeskChanged } from "./desk-changes.ts";
import { threadMessageWrite } from "./inquiry-threads.ts";
import { KEYS } from "./keys.ts";
import { addProposalLink } from "./proposal-links.ts";
import { leadFollowsProposal, type ProposalViews } from "./proposals.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { transact } from "./records.ts";
import { addAcceptedTrip, type TripOnAccept } from "./trips.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { writeLead } from "./leads.ts";
import type { LeadValue, StoredLeadFacts } from "../../contract/lead-facts.ts";
import { tripDateFacts } from "../../contract/money/lead-payments.ts";
import { TRIP_DATE_KEYS, withFacts } from "./lead-follows.ts";
import { moveProposalRow } from "./report-rows.ts";

/** More writes that join the acceptance's commit once the trip is made (money: its schedule and invoices). */
export type AcceptanceWrites = (kv: Deno.Kv, op: Deno.AtomicOperation, trip: StoredTrip) => Promise<unknown>;

/** A proposal and the version the traveller sees, as read (with the versionstamp the commit checks). */
export type LinkedProposal = { entry: Deno.KvEntry<StoredProposal>; proposal: StoredProposal; sent: SentProposal };

/** The proposal behind a link and its latest sent version; 404 when it is gone or was never sent. */
export async function linkedProposal(kv: Deno.Kv, proposalId: string): Promise<LinkedProposal> {
  const entry = await kv.get<StoredProposal>(KEYS.proposal(proposalId));
  if (!entry.value || entry.versionstamp === null) throw notFound(PROPOSAL_TEXTS.linkNotFound);
  const proposal = entry.value;
  if (proposal.sentVersion < 1) throw notFound(PROPOSAL_TEXTS.linkNotFound);
  const sent = (await kv.get<SentProposal>(KEYS.proposalVersion(proposalId, proposal.sentVersion))).value;
  if (!sent) throw notFound(PROPOSAL_TEXTS.linkNotFound);
  return { entry: entry as Deno.KvEntry<StoredProposal>, proposal, sent };
}

/** Who answers: the traveller, from where (recorded with an acceptance and in the audit log). */
export type AnswerOrigin = { clientAddress: string; userAgent: string; requestId?: string; timeZone: string };

/** What an answer tells staff (their email and pushes), built from the proposal and the source inquiry as written (no I/O). */
export type StaffSends = (proposal: StoredProposal, inquiry?: Inquiry) => { mail: OutboxMessage; also: OutboxMessage[] };

function addSends(op: Deno.AtomicOperation, sends: ReturnType<StaffSends>): void {
  for (const message of [sends.mail, ...sends.also]) addToOutbox(op, message);
}

/** The proposal as answered (checked against what was read) and the answer's audit entry, added to its commit. */
async function writeAnswer(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  entry: Deno.KvEntry<StoredProposal>,
  written: StoredProposal,
  origin: AnswerOrigin,
  action: AuditAction,
  after: Record<string, unknown> = {},
): Promise<void> {
  op.check(entry).set(KEYS.proposal(written.id), written);
  await moveProposalRow(kv, op, entry.value, written);
  addAudit(op, auditOfTraveller(entry.value, origin), {
    entity: "proposal",
    entityId: written.id,
    action,
    before: { status: entry.value.status },
    after: { status: written.status, ...after },
  });
}

function auditOfTraveller(proposal: StoredProposal, origin: AnswerOrigin): AuditContext {
  return {
    actorId: `traveller:${proposal.traveller.email.toLowerCase()}`,
    actorName: proposal.traveller.name,
    address: origin.clientAddress,
    ...(origin.requestId ? { requestId: origin.requestId } : {}),
  };
}

/**
 * Refuses an answer the proposal's state does not allow: accepted already (409, the page then shows
 * the acceptance), declined or withdrawn, or past its validity date.
 */
function allowed(linked: LinkedProposal, event: ProposalEvent, today: string): ProposalStatus {
  const { proposal, sent } = linked;
  if (proposal.status === "Accepted") throw conflict(PROPOSAL_TEXTS.alreadyAccepted);
  const next = nextProposalStatus(proposal.status, event);
  if (!next || proposal.status === "Draft") throw conflict(PROPOSAL_TEXTS.closed);
  if (event !== "request-changes" && isExpired(proposal.status, sent.content.validUntil, today)) throw conflict(PROPOSAL_TEXTS.expired);
  return next;
}

/**
 * The traveller opened the link: first and last time and count, kept apart from the record so a
 * view never makes the editor's copy stale; the first view also moves Sent → Viewed. Nothing is
 * written for a decided proposal. Answers the proposal as written.
 */
export async function recordView(kv: Deno.Kv, proposalId: string, now = new Date()): Promise<LinkedProposal> {
  return await transact(async () => {
    const linked = await linkedProposal(kv, proposalId);
    const { entry, proposal } = linked;
    const status = nextProposalStatus(proposal.status, "view");
    if (!status) return { op: kv.atomic().check(entry), result: linked };
    const seen = await kv.get<ProposalViews>(KEYS.proposalViews(proposalId));
    const at = now.toISOString();
    const views = { first: seen.value?.first ?? at, last: at, count: (seen.value?.count ?? 0) + 1 };
    const op = kv.atomic().check(seen).set(KEYS.proposalViews(proposalId), views);
    if (status === proposal.status) return { op: op.check(entry), result: linked };
    const written: StoredProposal = { ...proposal, status };
    op.check(entry).set(KEYS.proposal(proposalId), written);
    await moveProposalRow(kv, op, proposal, written);
    return { op, result: { ...linked, proposal: written } };
  });
}

/**
 * Adds the source inquiry's change to its proposal's acceptance commit (checked against `source` as
 * read): Accepted, worth `value` (the trip's total) from now on, with the trip's dates (Travelling,
 * Completed), its lead written with it. Answers the inquiry as written.
 */
export function acceptSourceInquiry(op: Deno.AtomicOperation, source: Deno.KvEntry<Inquiry>, trip: StoredTrip, value: LeadValue): Inquiry {
  const lead: StoredLeadFacts = { ...withFacts(source.value.lead ?? {}, TRIP_DATE_KEYS, tripDateFacts(trip)), value };
  const inquiry: Inquiry = { ...source.value, status: "Accepted", lead };
  op.check(source).set(KEYS.inquiry(source.value.id), inquiry);
  writeLead(op, source.value, inquiry);
  return inquiry;
}

/** The source inquiry, read to be changed in the same commit (none for a proposal from elsewhere, or a deleted inquiry). */
async function sourceInquiry(kv: Deno.Kv, proposal: StoredProposal): Promise<Deno.KvEntry<Inquiry> | null> {
  if (proposal.source?.kind !== "inquiry") return null;
  const entry = await kv.get<Inquiry>(KEYS.inquiry(proposal.source.id));
  return entry.value ? entry as Deno.KvEntry<Inquiry> : null;
}

/**
 * Accepts the latest sent version with an option and add-ons, exactly once. Refused: another
 * version than the latest (`superseded`), after the validity date (`expired`), an option or add-on
 * not in the proposal (400), a decided proposal. Records what was agreed: the option, add-ons,
 * name, time, client address, user agent, the version's hash and the total computed here; the
 * source inquiry becomes Accepted; the trip is made in the same commit, with the traveller's link
 * and their "your trip is ready" email (trips.ts `addAcceptedTrip`), and `also`'s writes (the
 * trip's payment schedule and invoices, services/money.ts).
 */
export async function acceptProposal(
  kv: Deno.Kv,
  proposalId: string,
  input: Required<Pick<AcceptInput, "optionId" | "fullName">> & { addOnIds: string[]; version?: number },
  origin: AnswerOrigin,
  sends: StaffSends,
  trip: TripOnAccept,
  also?: AcceptanceWrites,
): Promise<StoredProposal> {
  return await transact(async () => {
    const linked = await linkedProposal(kv, proposalId);
    const { entry, proposal, sent } = linked;
    const now = new Date();
    if (input.version !== undefined && input.version !== sent.version && proposal.status !== "Accepted") {
      throw conflict(PROPOSAL_TEXTS.superseded);
    }
    const status = allowed(linked, "accept", agencyDay(origin.timeZone, now));
    if (!sent.content.options.some((option) => option.id === input.optionId)) {
      throw badRequest(PROPOSAL_TEXTS.unknownOption, [{ path: "optionId", message: PROPOSAL_TEXTS.unknownOption }]);
    }
    const addOnIds = [...new Set(input.addOnIds)];
    const total = chosenTotal(sent.content, input.optionId, addOnIds);
    if (total === undefined) throw badRequest(PROPOSAL_TEXTS.unknownAddOn, [{ path: "addOnIds", message: PROPOSAL_TEXTS.unknownAddOn }]);
    const at = now.toISOString();
    const acceptance: ProposalAcceptance = {
      version: sent.version,
      versionHash: sent.hash,
      optionId: input.optionId,
      addOnIds,
      fullName: input.fullName,
      total,
      at,
      clientAddress: origin.clientAddress,
      userAgent: origin.userAgent.slice(0, 500),
    };
    const written: StoredProposal = { ...proposal, status, acceptance, updatedAt: at };
    const op = kv.atomic();
    await writeAnswer(kv, op, entry, written, origin, "accept", { version: sent.version, optionId: input.optionId, addOnIds, total });
    const made = await addAcceptedTrip(kv, op, written, sent, acceptance, trip);
    const source = await sourceInquiry(kv, proposal);
    let inquiry: Inquiry | undefined;
    // The lead is worth the accepted trip's total from now on.
    const value = { amount: total, currency: sent.content.currency, of: "trip" as const };
    if (source) {
      inquiry = acceptSourceInquiry(op, source, made, value);
    } else if (proposal.source && proposal.source.kind !== "inquiry") {
      await leadFollowsProposal(kv, op, proposal.source, { status: "Accepted", now: at, value, dates: tripDateFacts(made) });
    }
    markDeskChanged(op, "inquiries");
    addSends(op, sends(written, inquiry));
    await also?.(kv, op, made);
    return { op, result: written };
  });
}

/**
 * The traveller asks for changes: the text becomes their message in the source inquiry's thread
 * (whose email to staff is this answer's), and the proposal's status Changes requested. A
 * proposal from elsewhere tells staff by the email alone. Allowed after the validity date too:
 * that is how an expired proposal asks for a new one.
 */
export async function requestChanges(
  kv: Deno.Kv,
  proposalId: string,
  text: string,
  origin: AnswerOrigin,
  sends: StaffSends,
): Promise<StoredProposal> {
  return await transact(async () => {
    const linked = await linkedProposal(kv, proposalId);
    const { entry, proposal } = linked;
    const status = allowed(linked, "request-changes", agencyDay(origin.timeZone));
    const at = new Date().toISOString();
    const written: StoredProposal = { ...proposal, status, updatedAt: at };
    let op = kv.atomic();
    let inquiry: Inquiry | undefined;
    if (proposal.source?.kind === "inquiry" && (await sourceInquiry(kv, proposal))) {
      // The message's own email (its mail state on the desk) is the staff's email of this answer.
      const made = await threadMessageWrite(kv, proposal.source.id, {
        kind: "traveller",
        authorName: proposal.traveller.name,
        text,
        outbox: (_message, after) => sends(written, after),
      }, op);
      op = made.op;
      inquiry = made.inquiry;
    } else {
      addSends(op, sends(written));
    }
    await writeAnswer(kv, op, entry, written, origin, "request_changes");
    if (!inquiry) markDeskChanged(op, "inquiries");
    return { op, result: written };
  });
}

/** The traveller declines, with an optional reason. */
export async function declineProposal(
  kv: Deno.Kv,
  proposalId: string,
  reason: string | undefined,
  origin: AnswerOrigin,
  sends: StaffSends,
): Promise<StoredProposal> {
  return await transact(async () => {
    const linked = await linkedProposal(kv, proposalId);
    const { entry, proposal } = linked;
    const status = allowed(linked, "decline", agencyDay(origin.timeZone));
    const at = new Date().toISOString();
    const written: StoredProposal = { ...proposal, status, decline: { ...(reason ? { reason } : {}), at }, updatedAt: at };
    const op = kv.atomic();
    await writeAnswer(kv, op, entry, written, origin, "decline");
    markDeskChanged(op, "inquiries");
    addSends(op, sends(written));
    return { op, result: written };
  });
}

/** Whether an error is the "already accepted" refusal (the page then shows the acceptance). */
export const isAlreadyAccepted = (error: unknown) => error instanceof AppError && error.message === PROPOSAL_TEXTS.alreadyAccepted;

/**
 * A new private link to a sent proposal, for its member to open it from My journeys (the link's
 * token is never stored: only its hash, as for every link); 404 when it is gone or never sent.
 */
export async function addMemberLink(kv: Deno.Kv, proposalId: string, hash: string): Promise<void> {
  await transact(async () => {
    const { entry } = await linkedProposal(kv, proposalId);
    return { op: addProposalLink(kv.atomic().check(entry), proposalId, hash, new Date().toISOString()), result: undefined };
  });
}
