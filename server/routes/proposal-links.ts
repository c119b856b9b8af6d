/**
 * The traveller's side of a proposal, by private link (no login). Never a cost, a supplier or a
 * margin: the answer is `travellerProposal`. The answers are limited per client address and per
 * proposal, like thread messages.
 *
 *   GET  /api/proposal-links/{token}            the latest sent version (counts a view)
 *   POST /api/proposal-links/{token}/accept     {optionId, addOnIds, fullName, acceptTerms: true, version?}
 *   POST /api/proposal-links/{token}/changes    {text}
 *   POST /api/proposal-links/{token}/decline    {reason?}
 *   POST /api/me/proposals/{id}/link            a member's new link to their own proposal (My journeys)
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { memberProposalLink as memberProposalLinkSchema } from "../../contract/journeys.ts";
import {
  acceptInput,
  changesInput,
  declineInput,
  PROPOSAL_TEXTS,
  travellerProposal,
  type TravellerProposal,
} from "../../contract/proposals/model.ts";
import { currentUser } from "../auth/middleware.ts";
import { pathId } from "../http/validate.ts";
import { idParam } from "../openapi/params.ts";
import { limitedBy } from "../http/caller.ts";
import { clientAddress, clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { requestIdOf } from "../http/request-log.ts";
import type { AnswerOrigin } from "../kv/proposal-answers.ts";
import { windowOf } from "../kv/rate-windows.ts";
import { declareOn } from "../openapi/registry.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import type { Limited } from "../services/caller.ts";
import {
  acceptByLink,
  changesByLink,
  declineByLink,
  memberProposalLink,
  openProposal,
  PROPOSAL_ADDRESS_LIMIT,
  PROPOSAL_LIMIT,
  proposalIdOf,
} from "../services/proposal-links.ts";

const tag = "Proposal links";
const tokenParam = z.object({
  token: z.string().meta({ description: "The private token of the traveller's proposal link (43 base64url characters)." }),
});
const limits = [limitDoc(PROPOSAL_ADDRESS_LIMIT, "client address"), limitDoc(PROPOSAL_LIMIT, "proposal")];

/** Who answers and from where: recorded with an acceptance and in the audit log. */
export function answerOrigin(c: Context<AppEnv>): AnswerOrigin {
  const requestId = requestIdOf(c);
  return {
    clientAddress: clientAddress(c),
    userAgent: c.req.header("user-agent") ?? "",
    timeZone: c.var.deps.config.AGENCY_TIMEZONE,
    ...(requestId ? { requestId } : {}),
  };
}

/** The traveller's answers to one proposal, under the address's and the proposal's windows. */
export function answersLimited(c: Context<AppEnv>, proposalId: string): Limited {
  return limitedBy(c, [windowOf(PROPOSAL_ADDRESS_LIMIT, clientRateKey(c)), windowOf(PROPOSAL_LIMIT, proposalId)]);
}

/** An answer by the link `token`: the proposal it opens (404 first), then `run` with who answers and the limits. */
async function answer(
  c: Context<AppEnv>,
  token: string,
  run: (id: string, origin: AnswerOrigin, limited: Limited) => Promise<TravellerProposal>,
): Promise<Response> {
  const id = await proposalIdOf(c.var.deps, token);
  return c.json({ data: await run(id, answerOrigin(c), answersLimited(c, id)) });
}

export const proposalLinkRoutes = new Hono<AppEnv>();
const route = declareOn(proposalLinkRoutes, "/api/proposal-links");

route({
  route: "GET /api/proposal-links/:token",
  summary: "Read a proposal by private link",
  description:
    "No login: the token is the key. The latest sent version, with each option's total computed on the server; " +
    "never a cost, a supplier or a margin. Counts a view (first, last, count; Sent becomes Viewed). An unknown or " +
    "revoked token is 404.",
  tag,
  operationId: "getTravellerProposal",
  access: "public",
  params: tokenParam,
  answer: { description: "The proposal as the traveller sees it.", schema: travellerProposal },
  errors: ["not_found"],
}, async (c, { param }) => {
  const id = await proposalIdOf(c.var.deps, param("token"));
  return c.json({ data: await openProposal(c.var.deps, id) });
});

route({
  route: "POST /api/proposal-links/:token/accept",
  summary: "Accept a proposal",
  description:
    "Exactly once: of two accepts at once one is 200, the other 409 (already accepted). Refused: a version that " +
    "is not the latest sent (409), after the validity date in the agency's time zone (409), an option or add-on " +
    "not in the proposal (400). The total is computed on the server; the option, add-ons, name, time, client " +
    "address, user agent and the version's hash are recorded. The source inquiry becomes Accepted; staff get an " +
    "email and a push.",
  tag,
  operationId: "acceptProposal",
  access: "public",
  params: tokenParam,
  body: acceptInput,
  answer: { description: "The proposal, accepted.", schema: travellerProposal },
  errors: ["not_found", "invalid", "conflict"],
  limits,
}, (c, { param, body }) => answer(c, param("token"), async (id, origin, limited) => await acceptByLink(c.var.deps, id, await body(), origin, limited)));

route({
  route: "POST /api/proposal-links/:token/changes",
  summary: "Ask for changes to a proposal",
  description:
    "The text becomes the traveller's message in the source inquiry's thread; the proposal is Changes requested " +
    "and staff get an email and a push. Also how an expired proposal asks for a new one.",
  tag,
  operationId: "requestProposalChanges",
  access: "public",
  params: tokenParam,
  body: changesInput,
  answer: { description: "The proposal as the traveller now sees it.", schema: travellerProposal },
  errors: ["not_found", "invalid", "conflict", "full"],
  limits,
}, (c, { param, body }) => answer(c, param("token"), async (id, origin, limited) => await changesByLink(c.var.deps, id, (await body()).text, origin, limited)));

route({
  route: "POST /api/proposal-links/:token/decline",
  summary: "Decline a proposal",
  description: "With an optional reason; staff get an email and a push.",
  tag,
  operationId: "declineProposal",
  access: "public",
  params: tokenParam,
  body: declineInput,
  answer: { description: "The proposal, declined.", schema: travellerProposal },
  errors: ["not_found", "invalid", "conflict"],
  limits,
}, (c, { param, body }) => answer(c, param("token"), async (id, origin, limited) => await declineByLink(c.var.deps, id, (await body()).reason, origin, limited)));

export const meProposalRoutes = new Hono<AppEnv>();
const meRoute = declareOn(meProposalRoutes, "/api/me/proposals");

meRoute({
  route: "POST /api/me/proposals/:id/link",
  summary: "Open my proposal",
  description:
    "A new private link to a proposal sent to the member's address (as its email's link does), so My journeys " +
    "opens its page; anyone else's proposal, a draft or a withdrawn one is 404.",
  tag,
  operationId: "linkMyProposal",
  access: "signed-in",
  params: idParam,
  answer: { status: 201, description: "The link's token: the page is /proposals/{token}.", schema: memberProposalLinkSchema },
  errors: ["not_found"],
}, async (c) => {
  const id = pathId(c, "id", PROPOSAL_TEXTS.notFound);
  return c.json({ data: await memberProposalLink(c.var.deps, currentUser(c), id) }, 201);
});
