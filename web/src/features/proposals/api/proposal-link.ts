/** The traveller's proposal link's API (server/routes/proposal-links.ts). */
import type { TravellerProposal } from "@contract/proposals/model.ts";
import type { ProposalIntent } from "@contract/proposals/page.ts";
import { get, post } from "../../../lib/api-client.ts";

const base = (token: string) => `/proposal-links/${encodeURIComponent(token)}`;

export const readProposalLink = (token: string) => get<TravellerProposal>(base(token));

export const ANSWER_PATHS: Record<ProposalIntent, string> = { accept: "accept", changes: "changes", decline: "decline" };

export const answerProposal = (token: string, intent: ProposalIntent, body: unknown) =>
  post<TravellerProposal>(`${base(token)}/${ANSWER_PATHS[intent]}`, body);

/** A new private link to the member's own proposal (My journeys), to open its page. */
export const linkMyProposal = (id: string) => post<{ token: string }>(`/me/proposals/${encodeURIComponent(id)}/link`);
