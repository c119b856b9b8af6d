/**
 * Chat sessions and messages: the live concierge widget and the staff desk.
 *
 * The server generates the answers (the browser never calls the model). A visitor's message is
 * posted to `POST /api/chat/sessions/{id}/messages`; with `Accept: text/event-stream` the answer
 * streams back as server-sent events (`message`, `start`, `delta`, `notice`, `done`), otherwise it is returned whole.
 * `GET /api/chat/sessions/{id}/events` streams what others add later (consultant replies).
 */
import { z } from "zod";
import { CHAT_ROLES, CHAT_STATUSES } from "../enums.ts";
import { SITE_LANGUAGES } from "../languages.ts";
import { LIMITS } from "../limits.ts";

export * from "./texts.ts";
import { CHAT_AUTHORS, CHAT_HANDLERS, CHAT_LIMITS } from "./texts.ts";

export const chatSuggestion = z.object({
  kind: z.enum(["destination", "package", "activity"]),
  id: z.string(),
  name: z.string(),
  location: z.string(),
  /** A path on this site, e.g. /packages/{id}. */
  href: z.string(),
});
export type ChatSuggestion = z.infer<typeof chatSuggestion>;

export const chatMessage = z.object({
  id: z.string(),
  text: z.string(),
  role: z.enum(CHAT_ROLES),
  timestamp: z.string(),
  author: z.enum(CHAT_AUTHORS).optional(),
  /** The name the consultant shows travellers (their display name, else first name), on consultant messages. */
  authorName: z.string().optional(),
  /** The answer was cut off by an error; `text` holds what arrived. */
  interrupted: z.boolean().optional(),
  /** Catalogue items the answer points to (catalogue concierge). */
  suggestions: z.array(chatSuggestion).optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSession = z.object({
  sessionId: z.string(),
  status: z.enum(CHAT_STATUSES),
  handler: z.enum(CHAT_HANDLERS),
  messages: z.array(chatMessage),
  startTimestamp: z.string(),
  lastActivityTimestamp: z.string(),
  userName: z.string().optional(),
  userEmail: z.string().optional(),
  /** The language the visitor last wrote from (the request's `?lang=` or `Accept-Language`): the concierge answers in it. */
  language: z.enum(SITE_LANGUAGES).optional(),
});
export type ChatSession = z.infer<typeof chatSession>;

export const chatSummary = chatSession.omit({ messages: true }).extend({
  messageCount: z.number(),
  /** The start of the visitor's last message, for the staff list (before these were kept apart: of the last message). */
  lastMessage: z.string().optional(),
  /** Who wrote the conversation's last message. */
  lastAuthor: z.enum(CHAT_AUTHORS).optional(),
  /**
   * Awaiting our reply: when the first of the visitor's messages since the last answer (the AI's or a
   * consultant's) was sent; absent when nothing waits. Kept in each message's own commit.
   */
  awaitingSince: z.string().optional(),
  /** The visitor's messages since the last answer that staff have not opened yet. */
  unread: z.number().int().optional(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatMessageInput = z.object({
  text: z.string({ error: "Message is empty." }).trim().min(1, "Message is empty.")
    .max(CHAT_LIMITS.messageMax, `A message can be at most ${CHAT_LIMITS.messageMax} characters.`),
  role: z.enum(CHAT_ROLES).default("user"),
  timestamp: z.string().max(LIMITS.shortText).optional(),
});

/** A conversation's state as the server stored it: what staff answers carry, and what the desk shows. */
export const chatStateAnswer = z.object({
  status: z.enum(CHAT_STATUSES),
  handler: z.enum(CHAT_HANDLERS),
  lastActivityTimestamp: z.string(),
});
export type ChatStateAnswer = z.infer<typeof chatStateAnswer>;

/** `POST .../read`: `opened=true` when staff have just opened the conversation on the desk. */
export const chatReadQuery = z.object({ opened: z.enum(["true", "false"]).optional() });
export const chatReadAnswer = chatStateAnswer.extend({ sessionId: z.string(), read: z.literal(true) });
export type ChatReadAnswer = z.infer<typeof chatReadAnswer>;

export const chatStatusInput = z.object({ status: z.enum(CHAT_STATUSES, { error: "Unknown chat status." }) });
export const chatHandlerInput = z.object({ handler: z.enum(CHAT_HANDLERS, { error: "Unknown chat handler." }) });

/** What `POST .../messages` answers without streaming. */
export const chatExchange = z.object({
  message: chatMessage,
  /** The answer; null when a consultant handles the session (no automatic answer). */
  reply: chatMessage.nullable(),
  notice: z.string().optional(),
});
export type ChatExchange = z.infer<typeof chatExchange>;

/**
 * Server-sent events. On `POST .../messages` (streaming): `message` (the stored visitor message),
 * `start` ({author}), `delta` ({text}) repeatedly, `notice` ({text}: a banner), then `done`
 * ({reply: ChatMessage | null, handler}). On `GET .../events`: `message` (a stored message),
 * `state` ({status, handler}), `deleted` ({}).
 */

/**
 * Session ids (docs/decisions/055-chat-session-ids.md): `user_{userId}_{timestamp}` for members and
 * `anon_{timestamp}_{random}` for visitors, where the random part is 32 hex digits (128 bits): an
 * anonymous conversation is reachable only by whoever holds its id.
 */
const MEMBER_SESSION_ID = /^user_([A-Za-z0-9-]{1,64})_(\d{10,16})$/;
export const ANON_SESSION_ID = /^anon_(\d{10,16})_([0-9a-f]{32})$/;

export function isChatSessionId(id: string): boolean {
  return MEMBER_SESSION_ID.test(id) || ANON_SESSION_ID.test(id);
}

/** The member a `user_` session id names, or undefined for an anonymous id. */
export function sessionOwnerId(id: string): string | undefined {
  return MEMBER_SESSION_ID.exec(id)?.[1];
}

export function newChatSessionId(userId?: string, now = Date.now()): string {
  if (userId) return `user_${userId}_${now}`;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  return `anon_${now}_${random}`;
}
