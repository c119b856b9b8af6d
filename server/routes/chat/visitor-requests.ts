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
import { z } from "zod";
import { chatSession } from "../../../contract/chat/session.ts";
import {
  CHAT_FOLLOW_RULES,
  chatEndAnswer,
  chatTranscriptAnswer,
  chatTranscriptInput,
  consultantRequestAnswer,
  consultantRequestInput,
} from "../../../contract/chat/visitor-requests.ts";
import { isSiteLanguage } from "../../../contract/languages.ts";
import { currentUser } from "../../auth/middleware.ts";
import { limitedBy } from "../../http/caller.ts";
import { clientRateKey } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { sessionIdParam } from "./session-id.ts";
import { readJson } from "../../http/validate.ts";
import { type Limit, windowOf } from "../../kv/rate-windows.ts";
import { travellerLanguageQuery } from "../../openapi/params.ts";
import { declareOn } from "../../openapi/registry.ts";
import { limitDoc } from "../../openapi/route-doc.ts";
import { endChat, keepChatOnLogin, openChatOf, requestConsultant, sendChatTranscript } from "../../services/chat/visitor-requests.ts";

export const chatVisitorRequestRoutes = new Hono<AppEnv>();
const route = declareOn(chatVisitorRequestRoutes, "/api/chat");

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

const tag = "Chat";
const sessionParam = z.object({
  id: z.string().meta({ description: "The conversation's id (`user_...` or `anon_...`)." }),
});
const OWNER_ONLY =
  "Only the conversation's owner: its member, or for an anonymous one whoever holds its id. Anyone else, " +
  "administrators included, gets 404.";

route({
  route: "GET /api/chat/mine",
  summary: "The member's open chat",
  description: "The member's latest conversation that was not ended, with its messages, the same on every device; null when none.",
  tag,
  operationId: "getMyOpenChat",
  access: "signed-in",
  answer: { description: "The open conversation, or null.", schema: chatSession.nullable() },
}, async (c) => c.json({ data: await openChatOf(c.var.deps, currentUser(c)) }));

route({
  route: "POST /api/chat/sessions/:id/end",
  summary: "End a chat",
  description: `The visitor ends the conversation: status User-Ended; its visitor messages are then refused (409). ${OWNER_ONLY}`,
  tag,
  operationId: "endChat",
  access: "anyone",
  params: sessionParam,
  answer: { description: "The new status.", schema: chatEndAnswer },
  errors: ["not_found"],
}, async (c) => {
  const id = sessionIdParam(c);
  return c.json({ data: await endChat(c.var.deps, c.var.user, id) });
});

/** `?lang=`: an unknown code is ignored (not refused, as `query()` would). */
route({
  route: "POST /api/chat/sessions/:id/transcript",
  summary: "Email a chat's transcript",
  description: "Emails every message of the conversation to `email`, in the page's language (`?lang=`, else the " +
    "conversation's). `continueByEmail`: the staff address gets the conversation too and answers by email. " +
    `503 when the email could not be sent (its place in the limits is given back). ${OWNER_ONLY}`,
  tag,
  operationId: "emailChatTranscript",
  access: "anyone",
  query: travellerLanguageQuery("the email is written in"),
  params: sessionParam,
  body: chatTranscriptInput,
  answer: { description: "Sent.", schema: chatTranscriptAnswer },
  errors: ["not_found", "unavailable"],
  limits: [
    limitDoc(TRANSCRIPT_LIMITS.session, "conversation"),
    limitDoc(TRANSCRIPT_LIMITS.email, "recipient address (UTC day)"),
    limitDoc(TRANSCRIPT_LIMITS.address, "client address (UTC day)"),
  ],
}, async (c, { body }) => {
  const id = sessionIdParam(c);
  const input = await body();
  const { session, email, address } = TRANSCRIPT_LIMITS;
  const windows = [windowOf(session, id), windowOf(email, input.email), windowOf(address, clientRateKey(c))];
  const lang = c.req.query("lang");
  const answer = await sendChatTranscript(c.var.deps, c.var.user, id, input, limitedBy(c, windows), isSiteLanguage(lang) ? lang : undefined);
  return c.json({ data: answer });
});

route({
  route: "POST /api/chat/sessions/:id/keep",
  summary: "Keep an anonymous chat after logging in",
  description: "The signed-in member becomes the owner of the anonymous conversation whose id they hold " +
    "(from then on only they and staff read it). Keeping it again changes nothing; one another member kept is 404.",
  tag,
  operationId: "keepChat",
  access: "signed-in",
  params: sessionParam,
  answer: { description: "The conversation with its messages.", schema: chatSession },
  errors: ["not_found"],
}, async (c) => {
  const id = sessionIdParam(c);
  return c.json({ data: await keepChatOnLogin(c.var.deps, currentUser(c), id) });
});

route({
  route: "POST /api/chat/sessions/:id/consultant",
  summary: "Ask for a consultant",
  description: "Hands the conversation to the consultants (the AI stops answering; AI-Active becomes Needs Review). " +
    "Staff with push on are told when the conversation passes from the AI to them, at most once per conversation " +
    `every ${CHAT_FOLLOW_RULES.staffToldEveryMinutes} minutes. \`available\`: a consultant used the desk in the last ${CHAT_FOLLOW_RULES.deskActiveMinutes} ` +
    `minutes; otherwise \`answerBy\` is when the team will have answered (${CHAT_FOLLOW_RULES.answerWithinHours} hours). ` +
    "It makes the conversation a lead; an optional JSON body `{origin}` says where the visitor came from (UTM parameters, referrer). " +
    `An ended conversation is 409. ${OWNER_ONLY}`,
  tag,
  operationId: "requestConsultant",
  access: "anyone",
  params: sessionParam,
  answer: { description: "Whether a consultant is at the desk.", schema: consultantRequestAnswer },
  // The optional body `{origin}` is read when labelled: not JSON (415) or not the shape (400).
  errors: ["not_found", "conflict", "invalid", "unsupported_type"],
  limits: [limitDoc(CONSULTANT_LIMITS.session, "conversation"), limitDoc(CONSULTANT_LIMITS.address, "client address")],
}, async (c) => {
  const id = sessionIdParam(c);
  const windows = [windowOf(CONSULTANT_LIMITS.session, id), windowOf(CONSULTANT_LIMITS.address, clientRateKey(c))];
  // The body is optional (older clients send none).
  const { origin } = c.req.header("content-type") ? await readJson(c, consultantRequestInput) : {};
  return c.json({ data: await requestConsultant(c.var.deps, c.var.user, id, limitedBy(c, windows), Date.now(), origin) });
});
