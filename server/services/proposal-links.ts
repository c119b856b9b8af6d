/**
 * The traveller's side of a proposal, through its private link (no login): read it (each opening
 * counted), accept it, ask for changes, decline. Each answer is stored with the staff's email and
 * push in the outbox, in one commit (server/kv/proposal-answers.ts); the outbox worker sends them.
 * The traveller's writes are limited per client address and per proposal, like thread messages.
 */
import { agencyDay } from "../../contract/agency-time.ts";
import type { Journey } from "../../contract/journeys.ts";
import { PROPOSAL_TEXTS, type StoredProposal, type TravellerProposal } from "../../contract/proposals/model.ts";
import { shownProposalStatus } from "../../contract/proposals/state.ts";
import { travellerView } from "../../contract/proposals/traveller-view.ts";
import { consultantName } from "../../contract/user.ts";
import {
  acceptProposal,
  addMemberLink,
  type AnswerOrigin,
  declineProposal,
  type LinkedProposal,
  linkedProposal,
  recordView,
  requestChanges,
  type StaffSends,
} from "../kv/proposal-answers.ts";
import { getInquiry } from "../kv/inquiries.ts";
import { issuing } from "../kv/money.ts";
import { acceptanceMoney, type MoneyDeps } from "./money.ts";
import { mintTripLink } from "../kv/trip-links.ts";
import type { TripOnAccept } from "../kv/trips.ts";
import { tripReadyMail } from "../mail/trip-mail.ts";
import { mintProposalLink, proposalOfToken } from "../kv/proposal-links.ts";
import { getProposal, proposalsOfEmail } from "../kv/proposals.ts";
import { notFound } from "../errors.ts";
import type { Limit } from "../kv/rate-windows.ts";
import { getUser, type StoredUser } from "../kv/users.ts";
import { type ProposalAnswer, proposalAnswerMail } from "../mail/proposal-answer-mail.ts";
import { staffProposalAnsweredPush } from "../push/events.ts";
import type { Limited } from "./caller.ts";
import { type InquiryDeps, inquiryMailOptions } from "./inquiries.ts";
import { THREAD_ADDRESS_LIMIT, THREAD_LIMIT } from "./inquiry-threads.ts";

/** A traveller's answers per client address, as for thread messages. */
export const PROPOSAL_ADDRESS_LIMIT: Limit = { bucket: "proposal-answers", max: 20, windowMs: 3_600_000, message: THREAD_ADDRESS_LIMIT.message };

/** Answers per proposal, from any address. */
export const PROPOSAL_LIMIT: Limit = { bucket: "proposal-answers-proposal", max: 10, windowMs: 3_600_000, message: THREAD_LIMIT.message };

export type ProposalDeps = InquiryDeps;

/** The proposal id a token opens (404 for an unknown or revoked one). */
export function proposalIdOf(deps: Pick<ProposalDeps, "kv">, token: string): Promise<string> {
  return proposalOfToken(deps.kv, token);
}

async function shown(deps: Pick<ProposalDeps, "kv" | "config">, linked: LinkedProposal): Promise<TravellerProposal> {
  const consultant = await getUser(deps.kv, linked.sent.sentBy);
  return travellerView(linked.proposal, linked.sent, agencyDay(deps.config.AGENCY_TIMEZONE), consultant ? consultantName(consultant) : undefined);
}

/** The traveller opens the link: the view is counted, and the proposal shown. */
export async function openProposal(deps: Pick<ProposalDeps, "kv" | "config">, proposalId: string): Promise<TravellerProposal> {
  return await shown(deps, await recordView(deps.kv, proposalId));
}

/** The proposal as the traveller sees it, without counting a view (the page after an answer). */
export async function readProposal(deps: Pick<ProposalDeps, "kv" | "config">, proposalId: string): Promise<TravellerProposal> {
  return await shown(deps, await linkedProposal(deps.kv, proposalId));
}

/** Who hears of an answer: the consultant looking after the source inquiry, else the staff address; and staff's devices. */
async function staffSends(deps: ProposalDeps, proposalId: string, answer: ProposalAnswer): Promise<StaffSends> {
  const before = (await linkedProposal(deps.kv, proposalId)).proposal;
  const inquiry = before.source?.kind === "inquiry" ? await getInquiry(deps.kv, before.source.id) : null;
  const assignee = inquiry?.assignee ? await getUser(deps.kv, inquiry.assignee.id) : null;
  return (proposal, after) => {
    const to = assignee?.isAdmin && assignee.id === (after ?? inquiry)?.assignee?.id ? assignee.email : deps.config.STAFF_EMAIL;
    return {
      mail: { kind: "mail", mail: proposalAnswerMail(proposal, answer, to, inquiryMailOptions(deps)) },
      also: staffProposalAnsweredPush(),
    };
  };
}

export type AcceptAnswer = { optionId: string; addOnIds: string[]; fullName: string; version?: number };

/** The trip an acceptance makes: the traveller's first link, and the "your trip is ready" email from their consultant. */
async function tripOnAccept(deps: ProposalDeps, proposalId: string, timeZone: string): Promise<TripOnAccept> {
  const { sent } = await linkedProposal(deps.kv, proposalId);
  const consultant = await getUser(deps.kv, sent.sentBy);
  const link = mintTripLink();
  const options = { baseUrl: deps.siteUrl, mailFrom: deps.config.MAIL_FROM, staffEmail: deps.config.STAFF_EMAIL };
  return {
    linkHash: link.hash,
    timeZone,
    mail: (trip) => ({ kind: "mail", mail: tripReadyMail(trip, consultant ? consultantName(consultant) : undefined, link.token, options) }),
  };
}

export async function acceptByLink(deps: ProposalDeps & MoneyDeps, proposalId: string, input: AcceptAnswer, origin: AnswerOrigin, limited: Limited): Promise<TravellerProposal> {
  const sends = await staffSends(deps, proposalId, { kind: "accepted" });
  const trip = await tripOnAccept(deps, proposalId, origin.timeZone);
  // The trip's schedule and invoices join the commit; their numbers are issued one commit at a time.
  await limited(() => issuing(() => acceptProposal(deps.kv, proposalId, input, origin, sends, trip, acceptanceMoney(deps))));
  deps.outbox.wake();
  return await readProposal(deps, proposalId);
}

export async function changesByLink(deps: ProposalDeps, proposalId: string, text: string, origin: AnswerOrigin, limited: Limited): Promise<TravellerProposal> {
  const sends = await staffSends(deps, proposalId, { kind: "changes", text });
  await limited(() => requestChanges(deps.kv, proposalId, text, origin, sends));
  deps.outbox.wake();
  return await readProposal(deps, proposalId);
}

export async function declineByLink(deps: ProposalDeps, proposalId: string, reason: string | undefined, origin: AnswerOrigin, limited: Limited): Promise<TravellerProposal> {
  const sends = await staffSends(deps, proposalId, { kind: "declined", reason });
  await limited(() => declineProposal(deps.kv, proposalId, reason, origin, sends));
  deps.outbox.wake();
  return await readProposal(deps, proposalId);
}

/** Whether `user` is the traveller a proposal was made for (their account, or their account's address), and it was sent. */
function isMembers(proposal: StoredProposal, user: StoredUser): boolean {
  const mine = proposal.traveller.userId === user.id || proposal.traveller.email.trim().toLowerCase() === user.email.trim().toLowerCase();
  return mine && proposal.sentVersion > 0 && proposal.status !== "Draft" && proposal.status !== "Withdrawn";
}

/** The member's sent proposals for My journeys (by their address's index), with the status they would see. */
export async function memberProposalJourneys(deps: Pick<ProposalDeps, "kv" | "config">, user: StoredUser): Promise<Journey[]> {
  const ids = await proposalsOfEmail(deps.kv, user.email);
  const today = agencyDay(deps.config.AGENCY_TIMEZONE);
  const found = await Promise.all(ids.map((id) => getProposal(deps.kv, id)));
  return found.flatMap((proposal): Journey[] =>
    proposal && isMembers(proposal, user)
      ? [{
        kind: "proposal",
        id: proposal.id,
        title: proposal.title,
        status: shownProposalStatus(proposal.status, proposal.validUntil, today),
        startedAt: proposal.sentAt ?? proposal.createdAt,
        lastActivity: proposal.updatedAt,
        href: `/journeys/proposals/${proposal.id}`,
      }]
      : []
  );
}

/** A new private link to the member's own sent proposal (404 for anyone else's), to open its page. */
export async function memberProposalLink(deps: Pick<ProposalDeps, "kv">, user: StoredUser, proposalId: string): Promise<{ token: string }> {
  const proposal = await getProposal(deps.kv, proposalId);
  if (!proposal || !isMembers(proposal, user)) throw notFound(PROPOSAL_TEXTS.notFound);
  const link = mintProposalLink();
  await addMemberLink(deps.kv, proposalId, link.hash);
  return { token: link.token };
}
