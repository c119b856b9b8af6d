/**
 * The chat that follows its visitor (services in server/services/chat/visitor-requests.ts):
 *
 * - `POST /sessions/:id/end`: the visitor ends the conversation (User-Ended).
 * - `POST /sessions/:id/transcript`: the conversation by email, in the page's language (`?lang=`),
 *   limited per conversation, per recipient and per client address.
 * - `POST /sessions/:id/keep`: a member keeps the anonymous conversation they started before logging in.
 * - `GET /mine`: the member's open conversation, the same on every device.
 * - `POST /sessions/:id/consultant`: the visitor asks for a person, limited per conversation and per
 *   client address.
 *
 * Only the conversation's owner is answered; anyone else gets 404.
 */
import { Hono } from "hono";
import { CHAT_FOLLOW_RULES, chatTranscriptInput } from "../../../contract/chat/visitor-requests.ts";
import { isSiteLanguage } from "../../../contract/languages.ts";
import { currentUser, requireAuth } from "../../auth/middleware.ts";
import { limitedBy } from "../../http/caller.ts";
import { clientRateKey } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { sessionIdParam } from "./session-id.ts";
import { readJson } from "../../http/validate.ts";
import { type Limit, windowOf } from "../../kv/rate-windows.ts";
import { endChat, keepChatOnLogin, openChatOf, requestConsultant, sendChatTranscript } from "../../services/chat/visitor-requests.ts";

export const chatVisitorRequestRoutes = new Hono<AppEnv>();

const HOUR_MS = 60 * 60 * 1000;
const TRANSCRIPT_LIMITED = "Too many transcript emails. Please try again later.";
export const TRANSCRIPT_LIMITS = {
  session: { bucket: "chat-transcript-session", max: CHAT_FOLLOW_RULES.transcriptsPerSessionPerHour, windowMs: HOUR_MS, message: TRANSCRIPT_LIMITED },
  email: { bucket: "chat-transcript-email", max: CHAT_FOLLOW_RULES.transcriptsPerEmailPerDay, windowMs: 24 * HOUR_MS, message: TRANSCRIPT_LIMITED },
  address: { bucket: "chat-transcript-address", max: CHAT_FOLLOW_RULES.transcriptsPerAddressPerDay, windowMs: 24 * HOUR_MS, message: TRANSCRIPT_LIMITED },
} satisfies Record<string, Limit>;
/** Asking for a consultant: per conversation and per client address (the 429 says to wait). */
export const CONSULTANT_LIMITS = {
  session: { bucket: "chat-consultant-session", max: CHAT_FOLLOW_RULES.consultantRequestsPerSessionPerHour, windowMs: HOUR_MS },
  address: { bucket: "chat-consultant-address", max: CHAT_FOLLOW_RULES.consultantRequestsPerAddressPerHour, windowMs: HOUR_MS },
} satisfies Record<string, Limit>;

chatVisitorRequestRoutes.get("/mine", requireAuth, async (c) => c.json({ data: await openChatOf(c.var.deps, currentUser(c)) }));

chatVisitorRequestRoutes.post("/sessions/:id/end", async (c) => {
  const id = sessionIdParam(c);
  return c.json({ data: await endChat(c.var.deps, c.var.user, id) });
});

chatVisitorRequestRoutes.post("/sessions/:id/transcript", async (c) => {
  const id = sessionIdParam(c);
  const input = await readJson(c, chatTranscriptInput);
  const { session, email, address } = TRANSCRIPT_LIMITS;
  const windows = [windowOf(session, id), windowOf(email, input.email), windowOf(address, clientRateKey(c))];
  const lang = c.req.query("lang");
  const answer = await sendChatTranscript(c.var.deps, c.var.user, id, input, limitedBy(c, windows), isSiteLanguage(lang) ? lang : undefined);
  return c.json({ data: answer });
});

chatVisitorRequestRoutes.post("/sessions/:id/keep", requireAuth, async (c) => {
  const id = sessionIdParam(c);
  return c.json({ data: await keepChatOnLogin(c.var.deps, currentUser(c), id) });
});

chatVisitorRequestRoutes.post("/sessions/:id/consultant", async (c) => {
  const id = sessionIdParam(c);
  const windows = [windowOf(CONSULTANT_LIMITS.session, id), windowOf(CONSULTANT_LIMITS.address, clientRateKey(c))];
  return c.json({ data: await requestConsultant(c.var.deps, c.var.user, id, limitedBy(c, windows)) });
});
