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
import { threadTextInput } from "../../contract/inquiry-thread.ts";
import { currentUser, requireAuth } from "../auth/middleware.ts";
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

/** Reads the message and stores it under the address's and the thread's windows. */
async function writeBack(c: Context<AppEnv>, inquiryId: string) {
  const { text } = await readJson(c, threadTextInput);
  const limited = limitedBy(c, [windowOf(THREAD_ADDRESS_LIMIT, clientRateKey(c)), windowOf(THREAD_LIMIT, inquiryId)]);
  return c.json({ data: await postTravellerMessage(c.var.deps, inquiryId, text, limited) }, 201);
}

export const threadRoutes = new Hono<AppEnv>();

threadRoutes.get("/:token", async (c) => {
  const inquiryId = await inquiryOfToken(c.var.deps.kv, c.req.param("token"));
  return c.json({ data: await travellerThread(c.var.deps, inquiryId) });
});

threadRoutes.post("/:token/messages", async (c) => {
  return await writeBack(c, await inquiryOfToken(c.var.deps.kv, c.req.param("token")));
});

export const meRoutes = new Hono<AppEnv>();

meRoutes.use("*", requireAuth);

meRoutes.get("/journeys", async (c) => c.json({ data: await journeysOf(c.var.deps.kv, currentUser(c)) }));

meRoutes.get("/inquiries/:id", async (c) => {
  const id = await memberInquiryId(c.var.deps, currentUser(c), pathId(c, "id", INQUIRY_NOT_FOUND));
  return c.json({ data: await travellerThread(c.var.deps, id) });
});

meRoutes.post("/inquiries/:id/messages", async (c) => {
  return await writeBack(c, await memberInquiryId(c.var.deps, currentUser(c), pathId(c, "id", INQUIRY_NOT_FOUND)));
});
