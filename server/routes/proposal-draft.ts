/**
 * The AI draft of a proposal (administrators, issue #30):
 *
 *   POST /api/proposals/{id}/draft   {version?}: the whole itinerary drafted and saved
 */
import { Hono } from "hono";
import { draftedProposal, draftProposalInput } from "../../contract/proposals/draft.ts";
import { PROPOSAL_TEXTS } from "../../contract/proposals/model.ts";
import { auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { draftProposal } from "../services/proposal-draft.ts";

export const proposalDraftRoutes = new Hono<AppEnv>();
const route = declareOn(proposalDraftRoutes, "/api/proposals");

route({
  route: "POST /api/proposals/:id/draft",
  summary: "Draft the itinerary with AI",
  description:
    "Drafts the days (with items), the options and add-ons from the request's words, party and dates and the " +
    "catalogue, in the traveller's language, and saves them over the proposal's itinerary like a staff edit. " +
    "Catalogue items are named by id and priced from the catalogue in the proposal's currency; anything else is a " +
    "custom item for staff to price. With GEMINI_API_KEY the model drafts (structured output, validated, asked once " +
    "more when invalid); without it, or when it fails, a composer drafts from the catalogue (`draftedBy`). A `version` " +
    "that is no longer the stored one, or a locked proposal, is refused with 409.",
  tag: "Proposals",
  operationId: "draftProposal",
  access: "admin",
  params: idParam,
  body: draftProposalInput,
  answer: { description: "The saved proposal with its drafted itinerary and totals.", schema: draftedProposal },
  errors: ["not_found", "conflict"],
}, async (c, { body }) => {
  const id = pathId(c, "id", PROPOSAL_TEXTS.notFound);
  return c.json({ data: await draftProposal(c.var.deps, id, await body(), auditOf(c)) });
});
