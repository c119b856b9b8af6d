/** The concierge chat in the API document: sessions, messages (JSON or server-sent events), staff handoff. */
import { z } from "zod";
import {
  CHAT_LIMITS,
  chatExchange,
  chatHandlerInput,
  chatMessageInput,
  chatReadAnswer,
  chatReadQuery,
  chatSession,
  chatStateAnswer,
  chatStatusInput,
  chatSummary,
} from "../../../contract/chat/session.ts";
import { travellerLanguageQuery } from "../../openapi/params.ts";
import { limitDoc, type RouteDoc } from "../../openapi/route-doc.ts";
import { CHAT_RATE_LIMITS } from "./conversations.ts";

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

export const chatDocs: RouteDoc[] = [
  {
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
  },
  {
    route: "GET /api/chat/sessions",
    summary: "List chat sessions",
    tag,
    operationId: "listChatSessions",
    access: "admin",
    answer: { description: "Every conversation, without its messages.", schema: z.array(chatSummary) },
  },
  {
    route: "GET /api/chat/sessions/:id",
    summary: "Read a chat session",
    description: NOT_YOURS,
    tag,
    operationId: "getChatSession",
    access: "anyone",
    params: sessionParam,
    answer: { description: "The conversation with its messages.", schema: chatSession },
    errors: ["not_found"],
  },
  {
    route: "DELETE /api/chat/sessions/:id",
    summary: "Delete a chat session",
    tag,
    operationId: "deleteChatSession",
    access: "admin",
    params: sessionParam,
    answer: {
      description: "Deleted.",
      schema: z.object({ sessionId: z.string(), deleted: z.literal(true) }),
    },
    errors: ["not_found"],
  },
  {
    route: "PATCH /api/chat/sessions/:id/status",
    summary: "Change a chat session's status",
    tag,
    operationId: "setChatStatus",
    access: "admin",
    params: sessionParam,
    body: chatStatusInput,
    answer: {
      description: "The conversation's state as stored.",
      schema: chatStateAnswer,
    },
    errors: ["not_found"],
  },
  {
    route: "PATCH /api/chat/sessions/:id/handler",
    summary: "Hand a chat session to a consultant or the AI",
    description:
      "`consultant`: the AI stops answering (AI-Active becomes Needs Review); `ai`: back to AI-Active.",
    tag,
    operationId: "setChatHandler",
    access: "admin",
    params: sessionParam,
    body: chatHandlerInput,
    answer: {
      description: "The conversation's state as stored.",
      schema: chatStateAnswer,
    },
    errors: ["not_found"],
  },
  {
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
        ...eventStream(
          "Server-sent events: message, start {author}, delta {text}, notice {text}, done {reply, handler}.",
        ),
      },
    },
    errors: ["forbidden", "not_found", "conflict"],
    limits: [
      limitDoc(CHAT_RATE_LIMITS.burst, "conversation"),
      limitDoc(CHAT_RATE_LIMITS.session, "conversation (UTC day)"),
      limitDoc(CHAT_RATE_LIMITS.address, "client address (UTC day)"),
    ],
  },
  {
    route: "GET /api/chat/sessions/:id/events",
    summary: "Follow a chat session's events",
    description: "Server-sent events of what is added later: `message` (after `?after=`), `state` " +
      `({status, handler}) and \`deleted\`; waits for a session that does not exist yet. ${NOT_YOURS}`,
    tag,
    operationId: "followChatSession",
    access: "anyone",
    params: sessionParam,
    query: z.object({
      after: z.string().regex(/^[A-Za-z0-9-]{1,64}$/).optional().meta({
        description: "The last message id seen.",
      }),
    }),
    answer: {
      description: "The event stream.",
      content: eventStream("Server-sent events: message, state {status, handler}, deleted."),
    },
    errors: ["invalid", "not_found"],
    limits: [{ max: CHAT_LIMITS.openStreamsPerAddress, per: "client address" }],
  },
];
