/**
 * The concierge chat's writes: a visitor's message and its answer, a consultant's reply, and staff
 * changing a session's status or handler, or deleting it.
 */
import { CHAT_TEXTS, type ChatHandler, type ChatMessage, sessionOwnerId } from "../../../contract/chat/session.ts";
import type { ChatStatus } from "../../../contract/enums.ts";
import type { SiteLanguage } from "../../../contract/languages.ts";
import { consultantName } from "../../../contract/user.ts";
import { produceReply, type ReplyDraft, type ReplyEvent } from "../../ai/chat-reply.ts";
import type { AppDeps } from "../../deps.ts";
import { forbidden, isErrorOf, notFound } from "../../errors.ts";
import { deleteChatSession, getChatSession, listChatMessages, purgeChat, type StoredChatSession } from "../../kv/chat/sessions.ts";
import { appendChatMessage } from "../../kv/chat/messages.ts";
import { changeChatState, readByStaff } from "../../kv/chat/state.ts";
import { log } from "../../observe/log.ts";
import type { StoredUser } from "../../kv/users.ts";
import type { AuditContext } from "../../kv/audit.ts";
import type { Limited } from "../caller.ts";
import { chatAnsweredPush, staffChatWaitingPush } from "../../push/events.ts";
import { items } from "../outbox.ts";

/** The answer to a visitor's message: none while a consultant handles the session. */
export type VisitorReply = { reply: ChatMessage | null; draft?: ReplyDraft };

/**
 * A visitor's message (`user`: the signed-in visitor, if any). Only the session's own visitor may
 * write as the visitor: a member session (stored with its owner, or a `user_` id not created yet)
 * only that member, an anonymous one whoever has its id; a refusal looks like "not found". The
 * session is created on the first message; its state follows by the chat's rule (a Resolved one
 * reopens, an ended one is refused: contract/chat/state.ts). Stored messages count against
 * `limited`. Answers the stored message, who answers it now (`handler`) and `reply`, which produces
 * the answer (AI, or the catalogue concierge without a key), telling `emit` as it goes. `lang`, the language the request
 * names, becomes the session's; a message naming none keeps the session's language.
 */
export async function postVisitorMessage(
  deps: AppDeps,
  user: StoredUser | undefined,
  id: string,
  text: string,
  limited: Limited,
  lang?: SiteLanguage,
) {
  const { kv } = deps;
  const existing = await getChatSession(kv, id);
  const owner = existing ? existing.userId : sessionOwnerId(id);
  if (owner && owner !== user?.id) throw notFound(CHAT_TEXTS.sessionNotFound);
  const { session, message } = await limited(() =>
    appendChatMessage(kv, id, { text, role: "user", author: "visitor" }, {
      create: sessionOwnerId(id) && user ? { userId: user.id, userName: user.name, userEmail: user.email } : "anonymous",
      language: lang,
      // No automatic answer in a conversation handed to staff: the message waits for a consultant,
      // and staff are told (at most once per conversation per CHAT_FOLLOW_RULES.staffToldEveryMinutes).
      staffNotice: items(staffChatWaitingPush()),
    })
  );
  deps.outbox.wake();
  const reply = (emit: (event: ReplyEvent) => Promise<void>) => answerVisitor(deps, id, session, emit);
  return { message, reply, handler: session.handler };
}

async function answerVisitor(
  deps: AppDeps,
  id: string,
  session: StoredChatSession,
  emit: (event: ReplyEvent) => Promise<void>,
): Promise<VisitorReply> {
  if (session.handler === "consultant") return { reply: null };
  const { kv, ai } = deps;
  const messages = await listChatMessages(kv, id);
  const draft = await produceReply({ ai, kv, messages, lang: session.language }, emit);
  const { notice: _notice, ...stored } = draft;
  try {
    const saved = await appendChatMessage(kv, id, { ...stored, role: "model" });
    return { reply: saved.message, draft };
  } catch (err) {
    // Deleted by staff while answering: the visitor still sees the answer.
    if (isErrorOf(err, "not_found")) {
      return { reply: { ...stored, role: "model", id: crypto.randomUUID(), timestamp: new Date().toISOString() }, draft };
    }
    throw err;
  }
}

/** A consultant's reply (staff only, in an existing session): the session is handed to staff, and the reply audited. */
export async function postStaffReply(deps: AppDeps, user: StoredUser | undefined, id: string, text: string, audit?: AuditContext) {
  if (!user?.isAdmin) throw forbidden(CHAT_TEXTS.notModel);
  const { message } = await appendChatMessage(deps.kv, id, {
    text,
    role: "model",
    author: "consultant",
    authorName: consultantName(user),
  }, {
    audit,
    outbox: (session) => items(chatAnsweredPush({ id, userId: session.userId })),
  });
  deps.outbox.wake();
  return { message, reply: null };
}

/** What staff answers show of a conversation's state once changed. */
const stateAnswer = (session: StoredChatSession) => ({
  status: session.status,
  handler: session.handler,
  lastActivityTimestamp: session.lastActivityTimestamp,
});

/** Staff set the conversation's status (any). */
export async function setChatStatus(deps: AppDeps, id: string, status: ChatStatus, audit?: AuditContext) {
  const { session } = await changeChatState(deps.kv, id, { type: "staff-set-status", status }, { audit, always: true });
  return stateAnswer(session);
}

/** Hands the session to a consultant (the AI stops answering; a new one needs review) or back to the AI. */
export async function setChatHandler(deps: AppDeps, id: string, handler: ChatHandler, audit?: AuditContext) {
  const { session } = await changeChatState(deps.kv, id, { type: "staff-set-handler", handler }, { audit, always: true });
  return stateAnswer(session);
}

/**
 * Staff read the conversation: its unread count ends; `opened` (they have just opened it on the
 * desk) may change its state by the rule. Answers the state as stored.
 */
export async function readChat(deps: AppDeps, id: string, opened: boolean, audit?: AuditContext) {
  return { sessionId: id, read: true as const, ...stateAnswer(await readByStaff(deps.kv, id, opened, audit)) };
}

/** Deletes a conversation; its messages go next, or, should that fail, at the next sweep (kv/purges.ts). */
export async function deleteChat(deps: AppDeps, id: string, audit?: AuditContext) {
  await deleteChatSession(deps.kv, id, audit);
  await purgeChat(deps.kv, id).catch((error) => log.error("chat deleted; the sweep removes its messages", { sessionId: id, error }));
  return { sessionId: id, deleted: true };
}
