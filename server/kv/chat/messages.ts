/**
 * A conversation's messages on Deno KV: each is stored in one commit with its session, whose state
 * follows the message by the chat's rule (state.ts) and whose follow-up marks (awaiting our reply,
 * unread: `chatFollowUpAfter` in sessions.ts) follow who wrote it.
 */
import type { ChatMessage } from "../../../contract/chat/session.ts";
import { CHAT_TEXTS } from "../../../contract/chat/texts.ts";
import { type ChatEvent, NEW_CHAT_STATE } from "../../../contract/chat/state.ts";
import type { SiteLanguage } from "../../../contract/languages.ts";
import { notFound } from "../../errors.ts";
import { addAudit, type AuditContext } from "../audit.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { newId } from "../ids.ts";
import { KEYS } from "../keys.ts";
import { transact } from "../records.ts";
import { authorOfMessage, chatFollowUpAfter, type NewMessage, putChatSession, type SessionOwner, type StoredChatSession } from "./sessions.ts";
import { sessionAfter } from "./state.ts";
import { claimStaffNotice } from "./visitor-requests.ts";
import { withChatLead, writeChatLead } from "./lead.ts";
import { addAllToOutbox, type OutboxItem } from "../outbox.ts";

/** What a message is to the conversation's state: the traveller wrote, a consultant replied, or the concierge answered. */
function eventOf(message: NewMessage): ChatEvent {
  const author = authorOfMessage(message);
  if (author === "visitor") return { type: "visitor-wrote" };
  if (author === "consultant") return { type: "consultant-replied" };
  return { type: "concierge-answered" };
}

/**
 * Stores a message and updates the session in one commit. Creates the session when `create` is
 * given and it does not exist yet; otherwise a missing session is a 404. The session's state
 * follows the message by the rule (a consultant's reply hands it to them; a visitor's message in an
 * ended conversation is refused, 409), `language` becomes the session's, and `audit` records a
 * staff member's message in the same commit.
 */
export async function appendChatMessage(
  kv: Deno.Kv,
  id: string,
  data: NewMessage,
  options: {
    create?: SessionOwner | "anonymous";
    /** The language the visitor writes from: the concierge answers in it. */
    language?: SiteLanguage;
    /** A consultant's reply: its audit entry goes into the message's commit. */
    audit?: AuditContext;
    /** Emails and pushes the message causes (given the session it leaves), written in its commit. */
    outbox?: (session: StoredChatSession) => OutboxItem[];
    /**
     * Staff's notice that a visitor wrote in a conversation handed to a consultant: written in the
     * message's commit when that commit also claims the notice (at most one per
     * `staffToldEveryMinutes`, whoever races).
     */
    staffNotice?: OutboxItem[];
  } = {},
): Promise<{ session: StoredChatSession; message: ChatMessage }> {
  return await transact(async () => {
    const entry = await kv.get<StoredChatSession>(KEYS.chatSession(id));
    const now = new Date().toISOString();
    let session = entry.value;
    if (!session) {
      if (!options.create) throw notFound(CHAT_TEXTS.sessionNotFound);
      const owner = options.create === "anonymous" ? {} : options.create;
      session = {
        sessionId: id,
        ...NEW_CHAT_STATE,
        startTimestamp: now,
        lastActivityTimestamp: now,
        messageCount: 0,
        ...owner,
      };
    }
    const message: ChatMessage = { ...data, id: newId(), timestamp: now };
    const next: StoredChatSession = withChatLead(chatFollowUpAfter({
      ...sessionAfter(session, eventOf(data)),
      ...(options.language ? { language: options.language } : {}),
      lastActivityTimestamp: now,
      messageCount: session.messageCount + 1,
    }, data, now), now, { consultantReplied: authorOfMessage(data) === "consultant" });
    const op = putChatSession(markDeskChanged(kv.atomic().check(entry), "chats"), entry.value, next)
      .set(KEYS.chatMessage(id, message.id), message);
    writeChatLead(op, entry.value, next);
    addAudit(op, options.audit, {
      entity: "chat",
      entityId: id,
      action: "reply",
      before: { status: session.status, handler: session.handler },
      after: { status: next.status, handler: next.handler, messageId: message.id },
    });
    if (options.outbox) addAllToOutbox(op, options.outbox(next));
    if (options.staffNotice && data.author === "visitor" && next.handler === "consultant") {
      const told = await kv.get<number>(KEYS.chatStaffTold(id));
      if (claimStaffNotice(op, id, told, Date.parse(now))) addAllToOutbox(op, options.staffNotice);
    }
    return { op, result: { session: next, message } };
  });
}

