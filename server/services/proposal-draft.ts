/**
 * `POST /api/proposals/{id}/draft`: the whole itinerary drafted (server/ai/proposal-draft.ts: Gemini,
 * or the keyless composer) from the proposal's request (its words, party, dates and the item the
 * inquiry was about) and the catalogue, then saved like a staff edit: the stale-edit check on
 * `version` (the version read here when none is given, so an edit made while the model was writing
 * is never overwritten), the days dated from the start date, its audit entry, totals on reading.
 * Catalogue prices are converted at the rate kept on the proposal, else staff's latest (kept then).
 */
import type { DraftProposalInput, DraftSource } from "../../contract/proposals/draft.ts";
import { type Proposal, PROPOSAL_TEXTS, type ProposalContent } from "../../contract/proposals/model.ts";
import { nextProposalStatus } from "../../contract/proposals/state.ts";
import { loadCatalogue } from "../ai/catalogue-concierge.ts";
import type { AiModel } from "../ai/gemini.ts";
import { type AskedItem, type DraftBrief, fitDraft } from "../ai/proposal-draft-content.ts";
import { conflict, notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { getInquiry } from "../kv/inquiries.ts";
import { contentOf, getProposal, PROPOSAL_MAX_CHARS, updateProposal } from "../kv/proposals.ts";
import { priceFromCatalogue, rateFor } from "./proposal-prices.ts";

export type DraftDeps = { kv: Deno.Kv; ai: AiModel | null };

/** Characters kept free in the record for what the store adds (status, times, the keys of the fields). */
const RECORD_MARGIN = 1_000;

/** What the proposal's inquiry was about, when it started from one. */
async function askedOf(kv: Deno.Kv, proposal: Proposal): Promise<AskedItem | undefined> {
  if (proposal.source?.kind !== "inquiry") return undefined;
  const inquiry = await getInquiry(kv, proposal.source.id);
  if (!inquiry) return undefined;
  if (inquiry.type === "vip_service") return { kind: "vip", name: inquiry.itemName };
  return inquiry.itemId ? { kind: inquiry.type, id: inquiry.itemId } : undefined;
}

export async function draftProposal(
  deps: DraftDeps,
  id: string,
  input: DraftProposalInput,
  audit?: AuditContext,
): Promise<Proposal & { draftedBy: DraftSource }> {
  const proposal = await getProposal(deps.kv, id);
  if (!proposal) throw notFound(PROPOSAL_TEXTS.notFound);
  // Refused before the model is asked: a locked proposal, or an editor that loaded an older version.
  if (!nextProposalStatus(proposal.status, "edit")) throw conflict(PROPOSAL_TEXTS.notEditable);
  if (input.version !== undefined && input.version !== proposal.version) throw conflict(PROPOSAL_TEXTS.staleEdit);

  const catalogue = await loadCatalogue(deps.kv);
  const rate = proposal.rate ?? await rateFor(deps.kv, proposal.currency);
  const brief: DraftBrief = {
    lang: proposal.traveller.language,
    travellerName: proposal.traveller.name,
    partySize: proposal.partySize,
    currency: proposal.currency,
    startDate: proposal.startDate,
    requestText: proposal.requestText,
    asked: await askedOf(deps.kv, proposal),
    priceOf: ({ kind, item }) => priceFromCatalogue(kind, item, proposal.currency, rate),
  };
  // Loaded at the first draft: the drafting code and its texts are not needed by the idle server.
  const { draftItinerary } = await import("../ai/proposal-draft.ts");
  const { content: drafted, source } = await draftItinerary(deps.ai, brief, catalogue);
  // The record has a bound: what it holds besides the itinerary leaves the draft the rest.
  const { days: _d, options: _o, addOns: _a, introduction: _i, included: _inc, ...rest } = proposal;
  const room = PROPOSAL_MAX_CHARS - JSON.stringify(rest).length - RECORD_MARGIN;
  const content: ProposalContent = { ...contentOf(proposal), ...fitDraft(drafted, room) };
  const saved = await updateProposal(deps.kv, id, { content, version: proposal.version, rate }, audit);
  return { ...saved, draftedBy: source };
}
