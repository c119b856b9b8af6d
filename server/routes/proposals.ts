/**
 * The staff's proposals (administrators, issue #30):
 *
 *   POST   /api/proposals                     {inquiryId? | bespokeId? | chatSessionId?, startDate?, currency?}: 201 draft
 *   GET    /api/proposals                     the list, newest first
 *   GET    /api/proposals/{id}                with `version` (send it back on PUT) and `totals`
 *   PUT    /api/proposals/{id}                the whole content; 409 on a stale `version` or a locked proposal
 *   DELETE /api/proposals/{id}                with its versions, links and indexes
 *   POST   /api/proposals/{id}/send           version n + 1, emailed with a new private link
 *   POST   /api/proposals/{id}/withdraw
 *   POST   /api/proposals/{id}/revoke-links   every private link stops working
 *   GET    /api/proposals/{id}/versions       the sent versions, oldest first
 */
import { Hono } from "hono";
import { z } from "zod";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { reportsQuery } from "../../contract/reports.ts";
import { newProposalInput, optionTotal, proposal as storedProposal, PROPOSAL_STATUSES, PROPOSAL_TEXTS, proposalDraftInput, proposalInput, proposalSummary } from "../../contract/proposals/model.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import {
  createProposalFrom,
  deleteProposal,
  getProposal,
  listProposals,
  listProposalsSentIn,
  proposalHistory,
  revokeProposalLinks,
  saveProposal,
  sendProposal,
  withdrawProposal,
} from "../services/proposals.ts";

export const proposalRoutes = new Hono<AppEnv>();
const route = declareOn(proposalRoutes, "/api/proposals");
const tag = "Proposals";

/** The traveller as answered: the input's address rule (a transform) has no place in an answer's document. */
export const travellerAnswer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  language: z.enum(SITE_LANGUAGES),
  userId: z.string().optional(),
});
const proposal = storedProposal.extend({ traveller: travellerAnswer });

/** A sent version as frozen: what the traveller was shown, its totals, terms and hash. */
export const sentProposalSchema = z.object({
  proposalId: z.string(),
  version: z.number().int(),
  content: proposalInput.omit({ version: true }).extend({ traveller: travellerAnswer }),
  totals: z.array(optionTotal),
  terms: z.string(),
  hash: z.string().meta({ description: "SHA-256 (hex) of the canonical JSON of content, totals and terms." }),
  sentAt: z.string(),
  sentBy: z.string(),
});

/** The list's filters: the reports dashboard's links (`/admin/proposals?from=&to=&status=`). */
const listQuery = reportsQuery.extend({ status: z.enum(PROPOSAL_STATUSES).optional() });

const proposalId = (c: Parameters<typeof pathId>[0]) => pathId(c, "id", PROPOSAL_TEXTS.notFound);

route({
  route: "POST /api/proposals",
  summary: "Create a proposal",
  description:
    "From an inquiry, a bespoke request or a live chat (at most one): prefilled with the traveller, the party, the dates " +
    "the request states and the catalogue item asked about (priced from the catalogue); or blank. Valid for 7 days of " +
    "the agency's calendar, with one option.",
  tag,
  operationId: "createProposal",
  access: "admin",
  body: newProposalInput,
  answer: { status: 201, description: "The new draft.", schema: proposal },
  errors: ["not_found"],
}, async (c, { body }) => {
  const input = await body();
  return c.json({ data: await createProposalFrom(c.var.deps, actorOf(c), input, auditOf(c)) }, 201);
});

route({
  route: "GET /api/proposals",
  summary: "List proposals",
  description: "Every proposal, newest first, with its lowest option total. With `from`/`to` (days in the agency's time zone, " +
    "the reports' period rules) and `status`: the proposals first sent in the period, with that status, exactly those the " +
    "reports dashboard counts.",
  tag,
  operationId: "listProposals",
  access: "admin",
  query: listQuery,
  answer: { description: "The proposals.", schema: z.array(proposalSummary) },
  errors: ["invalid"],
}, async (c, { query }) => {
  const filter = query();
  if (filter.from || filter.to || filter.status) return c.json({ data: await listProposalsSentIn(c.var.deps, filter) });
  return c.json({ data: await listProposals(c.var.deps) });
});

route({
  route: "GET /api/proposals/:id",
  summary: "Read a proposal",
  description: "The working copy with its `version` (send it back when saving) and each option's totals (price, cost, margin).",
  tag,
  operationId: "getProposal",
  access: "admin",
  params: idParam,
  answer: { description: "The proposal.", schema: proposal },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await getProposal(c.var.deps, proposalId(c)) });
});

route({
  route: "PUT /api/proposals/:id",
  summary: "Save a proposal",
  description:
    "The whole content (a draft may still lack the traveller's name and address; sending needs them). With `version`, a save from a copy someone changed since is refused (409); an accepted, " +
    "declined or withdrawn proposal is locked (409). Catalogue items must exist; a new one without a price is priced " +
    "from the catalogue. Days are dated from `startDate`. Totals are computed by the server.",
  tag,
  operationId: "saveProposal",
  access: "admin",
  params: idParam,
  body: proposalDraftInput,
  answer: { description: "The saved proposal.", schema: proposal },
  errors: ["not_found", "conflict", "too_large"],
}, async (c, { body }) => {
  const id = proposalId(c);
  return c.json({ data: await saveProposal(c.var.deps, id, await body(), auditOf(c)) });
});

route({
  route: "DELETE /api/proposals/:id",
  summary: "Delete a proposal",
  description: "With its sent versions, its private links (they stop working) and its indexes. " +
    "An accepted proposal that has its trip is kept (409).",
  tag,
  operationId: "deleteProposal",
  access: "admin",
  params: idParam,
  answer: { description: "The id of the deleted proposal.", schema: deletedAnswer("id") },
  errors: ["not_found", "conflict"],
}, async (c) => {
  const id = proposalId(c);
  await deleteProposal(c.var.deps, id, auditOf(c));
  return c.json({ data: { id, deleted: true as const } });
});

route({
  route: "POST /api/proposals/:id/send",
  summary: "Send a proposal",
  description:
    "Freezes the content as the next numbered version (with the terms in the traveller's language and its hash), " +
    "and emails the traveller a new private link, in one commit; the source inquiry becomes \"Proposal sent\". " +
    "400 when the traveller's name or address is missing.",
  tag,
  operationId: "sendProposal",
  access: "admin",
  params: idParam,
  answer: { description: "The proposal and the version sent.", schema: z.object({ proposal, version: sentProposalSchema }) },
  errors: ["not_found", "conflict", "too_large"],
}, async (c) => {
  return c.json({ data: await sendProposal(c.var.deps, actorOf(c), proposalId(c), auditOf(c)) });
});

route({
  route: "POST /api/proposals/:id/withdraw",
  summary: "Withdraw a proposal",
  description: "A sent proposal can no longer be accepted; its link says it was withdrawn. 409 for a draft or a decided one.",
  tag,
  operationId: "withdrawProposal",
  access: "admin",
  params: idParam,
  answer: { description: "The proposal.", schema: proposal },
  errors: ["not_found", "conflict"],
}, async (c) => {
  return c.json({ data: await withdrawProposal(c.var.deps, proposalId(c), auditOf(c)) });
});

route({
  route: "POST /api/proposals/:id/revoke-links",
  summary: "Revoke a proposal's links",
  description: "Every private link sent so far stops working (404); the next send carries a new one.",
  tag,
  operationId: "revokeProposalLinks",
  access: "admin",
  params: idParam,
  answer: { description: "How many links were revoked.", schema: z.object({ id: z.string(), revoked: z.number().int() }) },
  errors: ["not_found"],
}, async (c) => {
  const id = proposalId(c);
  return c.json({ data: { id, revoked: await revokeProposalLinks(c.var.deps, id, auditOf(c)) } });
});

route({
  route: "GET /api/proposals/:id/versions",
  summary: "A proposal's history",
  description: "Each sent version as frozen, oldest first (the audit log holds every staff change).",
  tag,
  operationId: "listProposalVersions",
  access: "admin",
  params: idParam,
  answer: { description: "The sent versions.", schema: z.array(sentProposalSchema) },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await proposalHistory(c.var.deps, proposalId(c)) });
});
