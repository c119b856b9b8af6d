/**
 * The AI concierge chat: sessions, messages, streaming replies, staff handoff.
 *
 * - `POST /sessions/:id/messages`: a visitor's message is stored (the session is created on the
 *   first one) and answered by the AI (or the catalogue concierge without a key). With
 *   `Accept: text/event-stream` the answer streams as it is generated; otherwise it comes whole.
 *   An administrator posting role "model" is a consultant's reply: the session is handed to staff
 *   and the AI stops answering it until it is handed back.
 * - `GET /sessions/:id/events`: server-sent events of what is added later (consultant replies,
 *   status), driven by kv.watch on the session record.
 * - Reading a session: its member or an administrator; an anonymous session: whoever holds its id
 *   (128 random bits). Listing, status, handler and delete: administrators.
 */
import { type Context, Hono } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  chatExchange,
  chatHandlerInput,
  chatMessageInput,
  chatReadAnswer,
  chatReadQuery,
  chatSession,
  chatStateAnswer,
  chatStatusInput,
  chatSummary,
  isChatSessionId,
  sessionOwnerId,
} from "../../../contract/chat/session.ts";
import { badRequest, notFound } from "../../errors.ts";
import { auditOf, limitedBy } from "../../http/caller.ts";
import { statedLanguage } from "../../http/language.ts";
import { clientRateKey } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { sessionIdParam } from "./session-id.ts";
import { type Limit, windowOf } from "../../kv/rate-windows.ts";
import {
  getChatSession,
  getChatTranscript,
  listChatMessages,
  chatSummariesPage,
  listChatSummaries,
  type StoredChatSession,
  watchChatSession,
} from "../../kv/chat/sessions.ts";
import {
  deleteChat,
  postStaffReply,
  postVisitorMessage,
  readChat,
  setChatHandler,
  setChatStatus,
} from "../../services/chat/conversations.ts";
import { log } from "../../observe/log.ts";
import { markDeskActive } from "../../kv/chat/visitor-requests.ts";
import { arrayPageAnswer, deskListAnswer, nextCursorHeaders } from "../../http/desk-lists.ts";
import { chatListQuery } from "../../../contract/list-queries.ts";
import { watchStream } from "../../http/watch-stream.ts";
import { deletedAnswer, travellerLanguageQuery } from "../../openapi/params.ts";
import { declareOn } from "../../openapi/registry.ts";
import { limitDoc } from "../../openapi/route-doc.ts";

export const chatRoutes = new Hono<AppEnv>();
const route = declareOn(chatRoutes, "/api/chat");

// A consultant's answered request to the chat (the desk's list refreshes every 15 s while open) says they are there.
chatRoutes.use("*", async (c, next) => {
  await next();
  if (c.var.user?.isAdmin && c.res.status < 400) await markDeskActive(c.var.deps.kv);
});

const DAY_MS = 24 * 60 * 60 * 1000;
export const CHAT_RATE_LIMITS = {
  burst: { bucket: "chat-burst", max: CHAT_LIMITS.perSessionPerMinute, windowMs: 60_000, message: CHAT_TEXTS.rateLimited },
  session: { bucket: "chat-session", max: CHAT_LIMITS.perSessionPerDay, windowMs: DAY_MS, message: CHAT_TEXTS.dailyLimit },
  address: { bucket: "chat-address", max: CHAT_LIMITS.perAddressPerDay, windowMs: DAY_MS, message: CHAT_TEXTS.addressLimit },
} satisfies Record<string, Limit>;

/**
 * May the caller read this session? Administrators: always. A member session (stored with its
 * owner, or a `user_` id not created yet): only that member. An anonymous session: whoever has the id.
 * Refusals look like "not found", so ids of other people's sessions cannot be probed.
 */
function assertCanRead(c: Context<AppEnv>, id: string, session: StoredChatSession | null) {
  const user = c.var.user;
  if (user?.isAdmin) return;
  const owner = session ? session.userId : sessionOwnerId(id);
  if (owner && owner !== user?.id) throw notFound(CHAT_TEXTS.sessionNotFound);
}

/** A visitor's message takes a place in all three windows at once, or in none (429). */
function limitWindows(c: Context<AppEnv>, id: string) {
  const { burst, session, address } = CHAT_RATE_LIMITS;
  return [windowOf(burst, id), windowOf(session, id), windowOf(address, clientRateKey(c))];
}

function wantsStream(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("text/event-stream");
}

/** Server-sent events must reach the browser as they are written, through proxies too. */
function unbuffered(c: Context<AppEnv>) {
  c.header("X-Accel-Buffering", "no");
}

function send(stream: SSEStreamingApi, event: string, data: unknown) {
  return stream.writeSSE({ event, data: JSON.stringify(data) });
}

const tag = "Chat";
const sessionParam = z.object({
  id: z.string().meta({
    description:
      "`user_{userId}_{timestamp}` for a member's conversation, `anon_{timestamp}_{32 hex digits}` for a visitor's.",
  }),
});
const NOT_YOURS =
  "A member's conversation is only its member's and the administrators'; an anonymous one is whoever " +
  "holds its id. Refusals answer 404, so ids cannot be probed.";
const eventStream = (description: string) => ({
  "text/event-stream": { schema: z.string().meta({ description }) },
});

route({
  route: "GET /api/chat/sessions",
  summary: "List chat sessions",
  tag,
  operationId: "listChatSessions",
  description: "Every conversation, last activity first. With `limit`, one page of the conversations of `status` that the " +
    "search `q` finds (name, email, last message); the header `Next-Cursor` names the next page's `cursor`. With " +
    "`awaiting=true` as well, only those awaiting our reply (the visitor wrote last), longest waiting first.",
  access: "admin",
  query: chatListQuery,
  answer: { description: "Every conversation (or one page), without its messages.", schema: z.array(chatSummary), headers: nextCursorHeaders },
  errors: ["invalid"],
}, async (c, { query }) => {
  const { limit, ...filters } = query();
  if (limit !== undefined) return arrayPageAnswer(c, await chatSummariesPage(c.var.deps.kv, { ...filters, limit }));
  return await deskListAnswer(c, "chats", () => listChatSummaries(c.var.deps.kv));
});

/**
 * Staff read the conversation: the visitor's messages are read. `?opened=true`: they have just
 * opened it on the desk (an AI-Active one becomes Needs Review); the answer holds the state.
 */
route({
  route: "POST /api/chat/sessions/:id/read",
  summary: "Mark a conversation's visitor messages read",
  description:
    "Staff read the conversation on the desk: its `unread` count ends. `opened=true`: they have just opened it, " +
    "which makes an AI-Active conversation Needs Review (recorded in the audit log).",
  tag,
  operationId: "readChatSession",
  access: "admin",
  params: sessionParam,
  query: chatReadQuery,
  answer: { description: "Done; the conversation's state as stored.", schema: chatReadAnswer },
  errors: ["not_found"],
}, async (c, { query }) => {
  const id = sessionIdParam(c);
  const { opened } = query();
  return c.json({ data: await readChat(c.var.deps, id, opened === "true", auditOf(c)) });
});

route({
  route: "GET /api/chat/sessions/:id",
  summary: "Read a chat session",
  description: NOT_YOURS,
  tag,
  operationId: "getChatSession",
  access: "anyone",
  params: sessionParam,
  answer: { description: "The conversation with its messages.", schema: chatSession },
  errors: ["not_found"],
}, async (c) => {
  const id = sessionIdParam(c);
  const { kv } = c.var.deps;
  assertCanRead(c, id, await getChatSession(kv, id));
  const transcript = await getChatTranscript(kv, id);
  if (!transcript) throw notFound(CHAT_TEXTS.sessionNotFound);
  return c.json({ data: transcript });
});

route({
  route: "DELETE /api/chat/sessions/:id",
  summary: "Delete a chat session",
  tag,
  operationId: "deleteChatSession",
  access: "admin",
  params: sessionParam,
  answer: { description: "Deleted.", schema: deletedAnswer("sessionId") },
  errors: ["not_found"],
}, async (c) => {
  const id = sessionIdParam(c);
  return c.json({ data: await deleteChat(c.var.deps, id, auditOf(c)) });
});

route({
  route: "PATCH /api/chat/sessions/:id/status",
  summary: "Change a chat session's status",
  tag,
  operationId: "setChatStatus",
  access: "admin",
  params: sessionParam,
  body: chatStatusInput,
  answer: { description: "The conversation's state as stored.", schema: chatStateAnswer },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = sessionIdParam(c);
  const { status } = await body();
  return c.json({ data: await setChatStatus(c.var.deps, id, status, auditOf(c)) });
});

/** Hands the session to a consultant (the AI stops answering) or back to the AI. */
route({
  route: "PATCH /api/chat/sessions/:id/handler",
  summary: "Hand a chat session to a consultant or the AI",
  description: "`consultant`: the AI stops answering (AI-Active becomes Needs Review); `ai`: back to AI-Active.",
  tag,
  operationId: "setChatHandler",
  access: "admin",
  params: sessionParam,
  body: chatHandlerInput,
  answer: { description: "The conversation's state as stored.", schema: chatStateAnswer },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = sessionIdParam(c);
  const { handler } = await body();
  return c.json({ data: await setChatHandler(c.var.deps, id, handler, auditOf(c)) });
});

/**
 * A visitor's message, answered whole as JSON or, with `Accept: text/event-stream`, streamed as
 * server-sent events (the declared answer lists both). `?lang=` is read as `statedLanguage` reads it
 * (an unknown code is ignored), not with `query()`, which would refuse it.
 */
route({
  route: "POST /api/chat/sessions/:id/messages",
  summary: "Send a chat message",
  description:
    "Stores a visitor's message (the session is created on the first one) and answers it: with " +
    "`Accept: text/event-stream` as server-sent events (`message`, `start`, `delta`..., `notice`, `done`), " +
    "otherwise whole as JSON. An administrator posting role `model` sends a consultant's reply (anyone else: 403), " +
    `which the limits do not count. A malformed session id is 400; a conversation its visitor ended (User-Ended) ` +
    `takes no more visitor messages (409). ${NOT_YOURS}`,
  tag,
  operationId: "postChatMessage",
  access: "anyone",
  query: travellerLanguageQuery("the concierge answers in, kept as the session's `language` (a message naming none keeps it)"),
  params: sessionParam,
  body: chatMessageInput,
  answer: {
    status: 201,
    description: "The stored message and the answer (null while a consultant handles the conversation).",
    content: {
      "application/json": { schema: z.object({ data: chatExchange }) },
      ...eventStream("Server-sent events: message, start {author}, delta {text}, notice {text}, done {reply, handler}."),
    },
  },
  errors: ["forbidden", "not_found", "conflict"],
  limits: [
    limitDoc(CHAT_RATE_LIMITS.burst, "conversation"),
    limitDoc(CHAT_RATE_LIMITS.session, "conversation (UTC day)"),
    limitDoc(CHAT_RATE_LIMITS.address, "client address (UTC day)"),
  ],
}, async (c, { body, param }) => {
  const id = param("id");
  if (!isChatSessionId(id)) throw badRequest(CHAT_TEXTS.invalidSessionId);
  const input = await body();
  const { deps, user } = c.var;
  // An administrator posting role "model" is a consultant's reply (audited; anyone else is refused).
  if (input.role === "model") return c.json({ data: await postStaffReply(deps, user, id, input.text, user && auditOf(c)) }, 201);

  const lang = statedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  const { message, reply, handler } = await postVisitorMessage(deps, user, id, input.text, limitedBy(c, limitWindows(c, id)), lang);
  if (!wantsStream(c)) {
    const { reply: answer, draft } = await reply(async () => {});
    return c.json({ data: { message, reply: answer, ...(draft?.notice ? { notice: draft.notice } : {}) } }, 201);
  }

  unbuffered(c);
  return streamSSE(c, async (stream) => {
    await send(stream, "message", message);
    const { reply: answer } = await reply(async (event) => {
      if (event.type === "start") await send(stream, "start", { author: event.author });
      else if (event.type === "delta") await send(stream, "delta", { text: event.text });
      else await send(stream, "notice", { text: event.text });
    });
    await send(stream, "done", { reply: answer, handler });
  }, (err) => {
    log.error("chat answer stream failed", { error: err });
    return Promise.resolve();
  });
});

/** `?after=`: the last message id the client has; an empty one is none (hence not `query()`). */
const AFTER = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Live updates of one session: every message added after `?after=<messageId>` (or all), the state
 * when it changes, and `deleted` when staff delete it. Waits for a session that does not exist yet.
 * `?after=` is checked after the caller may read the session, with its own message.
 */
route({
  route: "GET /api/chat/sessions/:id/events",
  summary: "Follow a chat session's events",
  description: "Server-sent events of what is added later: `message` (after `?after=`), `state` " +
    `({status, handler}) and \`deleted\`; waits for a session that does not exist yet. ${NOT_YOURS}`,
  tag,
  operationId: "followChatSession",
  access: "anyone",
  params: sessionParam,
  query: z.object({
    after: z.string().regex(AFTER).optional().meta({ description: "The last message id seen." }),
  }),
  answer: {
    description: "The event stream.",
    content: eventStream("Server-sent events: message, state {status, handler}, deleted."),
  },
  errors: ["invalid", "not_found"],
  limits: [{ max: CHAT_LIMITS.openStreamsPerAddress, per: "client address" }],
}, async (c) => {
  const id = sessionIdParam(c);
  const { kv } = c.var.deps;
  assertCanRead(c, id, await getChatSession(kv, id));
  let lastId = c.req.query("after") || undefined;
  if (lastId && !AFTER.test(lastId)) throw badRequest("Invalid message id.");

  // Each open stream holds a KV watch: one client address may keep only so many open at once.
  const release = c.var.deps.chatStreams.take(clientRateKey(c));
  let existed = false;
  let lastState = "";
  return watchStream(c, {
    watch: () => watchChatSession(kv, id),
    release,
    name: "chat event",
    each: async (stream, session) => {
      if (!session) {
        if (!existed) return false;
        await send(stream, "deleted", {});
        return true;
      }
      existed = true;
      for (const message of await listChatMessages(kv, id, lastId)) {
        await send(stream, "message", message);
        lastId = message.id;
      }
      const state = `${session.status}|${session.handler}`;
      if (state !== lastState) {
        lastState = state;
        await send(stream, "state", { status: session.status, handler: session.handler });
      }
      return false;
    },
  });
});

