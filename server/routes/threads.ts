/**
 * The traveller's side of an inquiry's thread: by private link (no login), or as the member it
 * belongs to. A traveller's message is limited per client address and per thread.
 *
 *   GET  /api/threads/{token}                   the thread (404: unknown, revoked, or deleted inquiry)
 *   POST /api/threads/{token}/messages          {text}
 *   GET  /api/me/journeys                       the member's timeline
 *   GET  /api/me/inquiries/{id}                 the member's own inquiry's thread
 *   POST /api/me/inquiries/{id}/messages        {text}
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { threadTextInput, travellerMessage, travellerThread as travellerThreadSchema } from "../../contract/inquiry-thread.ts";
import { currentUser } from "../auth/middleware.ts";
import { clientRateKey } from "../http/client-address.ts";
import { limitedBy } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND } from "../kv/inquiries.ts";
import { windowOf } from "../kv/rate-windows.ts";
import { inquiryOfToken } from "../kv/thread-links.ts";
import {
  memberInquiryId,
  postTravellerMessage,
  THREAD_ADDRESS_LIMIT,
  THREAD_LIMIT,
  travellerThread,
} from "../services/inquiry-threads.ts";
import { journeysOf } from "../services/journeys.ts";
import { z } from "zod";
import { journey } from "../../contract/journeys.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { limitDoc } from "../openapi/route-doc.ts";

const tag = "Inquiry threads";
const tokenParam = z.object({
  token: z.string().meta({ description: "The private token of the traveller's link (43 base64url characters)." }),
});
const travellerLimits = [limitDoc(THREAD_ADDRESS_LIMIT, "client address"), limitDoc(THREAD_LIMIT, "thread")];

/** Reads the message and stores it under the address's and the thread's windows. */
async function writeBack(c: Context<AppEnv>, inquiryId: string) {
  const { text } = await readJson(c, threadTextInput);
  const limited = limitedBy(c, [windowOf(THREAD_ADDRESS_LIMIT, clientRateKey(c)), windowOf(THREAD_LIMIT, inquiryId)]);
  return c.json({ data: await postTravellerMessage(c.var.deps, inquiryId, text, limited) }, 201);
}

export const threadRoutes = new Hono<AppEnv>();
const threadRoute = declareOn(threadRoutes, "/api/threads");

threadRoute({
  route: "GET /api/threads/:token",
  summary: "Read a thread by private link",
  description:
    "No login: the token is the key. Internal notes and contact details are never included. An unknown or " +
    "revoked token is 404, and so is a deleted inquiry's link, with a message that says so.",
  tag,
  operationId: "getTravellerThread",
  access: "public",
  params: tokenParam,
  answer: { description: "The thread as the traveller sees it.", schema: travellerThreadSchema },
  errors: ["not_found"],
}, async (c, { param }) => {
  const inquiryId = await inquiryOfToken(c.var.deps.kv, param("token"));
  return c.json({ data: await travellerThread(c.var.deps, inquiryId) });
});

threadRoute({
  route: "POST /api/threads/:token/messages",
  summary: "Write back by private link",
  description: "Stored on the thread, shown on the desk, and emailed to the assignee (or the staff address).",
  tag,
  operationId: "postTravellerMessage",
  access: "public",
  params: tokenParam,
  body: threadTextInput,
  answer: { status: 201, description: "The stored message.", schema: travellerMessage },
  errors: ["not_found", "full"],
  limits: travellerLimits,
}, async (c, { param }) => {
  return await writeBack(c, await inquiryOfToken(c.var.deps.kv, param("token")));
});

export const meRoutes = new Hono<AppEnv>();
const meRoute = declareOn(meRoutes, "/api/me");

meRoute({
  route: "GET /api/me/journeys",
  summary: "My journeys",
  description:
    "The member's inquiries (also those sent logged out from their account's address), bespoke requests, " +
    "chat conversations and the proposals sent to their address, newest activity first. Never another member's.",
  tag,
  operationId: "listMyJourneys",
  access: "signed-in",
  answer: { description: "The timeline.", schema: z.array(journey) },
}, async (c) => c.json({ data: await journeysOf(c.var.deps, currentUser(c)) }));

meRoute({
  route: "GET /api/me/inquiries/:id",
  summary: "Read my inquiry's thread",
  description: "The same thread as the private link, for the member it belongs to; anyone else gets 404.",
  tag,
  operationId: "getMyInquiryThread",
  access: "signed-in",
  params: idParam,
  answer: { description: "The thread as the traveller sees it.", schema: travellerThreadSchema },
  errors: ["not_found"],
}, async (c) => {
  const id = await memberInquiryId(c.var.deps, currentUser(c), pathId(c, "id", INQUIRY_NOT_FOUND));
  return c.json({ data: await travellerThread(c.var.deps, id) });
});

meRoute({
  route: "POST /api/me/inquiries/:id/messages",
  summary: "Write back on my inquiry",
  tag,
  operationId: "postMyInquiryMessage",
  access: "signed-in",
  params: idParam,
  body: threadTextInput,
  answer: { status: 201, description: "The stored message.", schema: travellerMessage },
  errors: ["not_found", "full"],
  limits: travellerLimits,
}, async (c) => {
  return await writeBack(c, await memberInquiryId(c.var.deps, currentUser(c), pathId(c, "id", INQUIRY_NOT_FOUND)));
});
