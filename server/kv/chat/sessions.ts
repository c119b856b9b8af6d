/**
 * Chat sessions on Deno KV. A transcript grows without bound, so each message is its own key under
 * its session (time-ordered ids keep them in order); the session record holds the state and is
 * rewritten with every message in the same atomic commit. Watching the session key is therefore a
 * "something changed" signal for live views (kv.watch reports the latest state, then we read).
 * Messages are added by messages.ts; the state is changed by state.ts.
 *
 *   ["chat_sessions", sessionId]            -> StoredChatSession
 *   ["chat_by_activity", lastActivity, sessionId] -> StoredChatSession (a copy in the desk's order, last activity first)
 *   ["chat_awaiting", awaitingSince, sessionId]   -> StoredChatSession (a copy while it awaits our reply, longest first)
 *   ["chat_messages", sessionId, messageId] -> ChatMessage
 */
import type { ChatMessage, ChatSession, ChatSummary } from "../../../contract/chat/session.ts";
import { CHAT_TEXTS } from "../../../contract/chat/session.ts";
import { notFound } from "../../errors.ts";
import { idTimePrefix } from "../ids.ts";
import { KEYS } from "../keys.ts";
import { listValues, transact } from "../records.ts";
import { addAudit, type AuditContext } from "../audit.ts";
import { deleteInBatches, endPurge, markPurge, purgeMarkedAt } from "../purges.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { planOf, readPage } from "../paging.ts";
import { type ChatListQuery, matchesSearch } from "../../../contract/list-queries.ts";
import type { Page } from "../../../contract/paging.ts";
import { type ChatLead, writeChatLead } from "./lead.ts";

import { dropChatSession } from "./session-record.ts";
import { moveAwaitingCount } from "../status-counts.ts";

export { putChatSession } from "./session-record.ts";

export type StoredChatSession = Omit<ChatSession, "messages"> & {
  /** The member who owns a `user_` session; absent for anonymous sessions. */
  userId?: string;
  messageCount: number;
  lastMessage?: string;
  lastAuthor?: ChatSummary["lastAuthor"];
  awaitingSince?: string;
  unread?: number;
  /** Its lead, once handed to a person (lead.ts; staff only). */
  lead?: ChatLead;
};

export type NewMessage = Omit<ChatMessage, "id" | "timestamp">;

/** Who wrote a message: a visitor's own role is "user"; any other role without an author is the AI. */
export const authorOfMessage = (message: NewMessage) => message.author ?? (message.role === "user" ? "visitor" : "ai");

/**
 * The session after a message, as far as it waits for us: the visitor's message is the one the desk
 * shows and makes it await an answer (since the first unanswered one), counting one unread; an
 * answer (the AI's, the catalogue's or a consultant's) ends both; a system notice (the AI failed)
 * leaves the visitor still waiting.
 */
export function chatFollowUpAfter(session: StoredChatSession, message: NewMessage, at: string): StoredChatSession {
  const author = authorOfMessage(message);
  if (author === "visitor") {
    return { ...session, lastAuthor: author, lastMessage: message.text.slice(0, 140), awaitingSince: session.awaitingSince ?? at, unread: (session.unread ?? 0) + 1 };
  }
  if (author === "system") return { ...session, lastAuthor: author };
  const { awaitingSince: _answered, unread: _read, ...rest } = session;
  return { ...rest, lastAuthor: author };
}

export type SessionOwner = { userId: string; userName: string; userEmail: string };

export async function getChatSession(kv: Deno.Kv, id: string): Promise<StoredChatSession | null> {
  return (await kv.get<StoredChatSession>(KEYS.chatSession(id))).value;
}

/** Messages in order; with `afterId`, only those added after it. */
export async function listChatMessages(kv: Deno.Kv, id: string, afterId?: string): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  const selector: Deno.KvListSelector = afterId
    ? { prefix: KEYS.chatMessages(id), start: KEYS.chatMessage(id, afterId) }
    : { prefix: KEYS.chatMessages(id) };
  for await (const entry of kv.list<ChatMessage>(selector)) {
    if (entry.key[2] !== afterId) messages.push(entry.value);
  }
  return messages;
}

export function toSummary(session: StoredChatSession): ChatSummary {
  const { userId: _userId, lead: _lead, ...summary } = session;
  return summary;
}

export async function getChatTranscript(kv: Deno.Kv, id: string): Promise<ChatSession | null> {
  const session = await getChatSession(kv, id);
  if (!session) return null;
  const { userId: _u, messageCount: _c, lastMessage: _l, lead: _lead, ...rest } = session;
  return { ...rest, messages: await listChatMessages(kv, id) };
}

/**
 * A member's own sessions: their `user_{userId}_{timestamp}` ids, read as one key range, and the
 * anonymous ones they kept on logging in (KEYS.chatClaimed).
 */
export async function listChatSessionsOfUser(kv: Deno.Kv, userId: string): Promise<StoredChatSession[]> {
  const sessions: StoredChatSession[] = [];
  const range = { start: KEYS.chatSession(`user_${userId}_0`), end: KEYS.chatSession(`user_${userId}_:`) };
  for await (const entry of kv.list<StoredChatSession>(range)) sessions.push(entry.value);
  for await (const claim of kv.list({ prefix: KEYS.chatClaimedOf(userId) })) {
    const session = await getChatSession(kv, String(claim.key[2]));
    if (session?.userId === userId) sessions.push(session);
  }
  return sessions;
}

/** Every session, last activity first (the staff list). */
export async function listChatSummaries(kv: Deno.Kv): Promise<ChatSummary[]> {
  const sessions = (await listValues<StoredChatSession>(kv, KEYS.chatSessions())).map((e) => toSummary(e.value));
  return sessions.sort((a, b) => b.lastActivityTimestamp.localeCompare(a.lastActivityTimestamp));
}

/**
 * One page of the desk's conversations, last activity first: a range read of their copies in that
 * order from the cursor on, keeping those of `status` that the search `q` finds (name, email, last
 * message). With `awaiting`, the copies of those awaiting our reply instead, longest waiting first.
 */
export async function chatSummariesPage(kv: Deno.Kv, query: ChatListQuery & { limit: number }): Promise<Page<ChatSummary>> {
  const awaiting = query.awaiting === true;
  return await readPage<StoredChatSession, ChatSummary>(kv, {
    plan: planOf("chats", { status: query.status, q: query.q, awaiting: awaiting || undefined }),
    selector: { prefix: awaiting ? KEYS.chatsAwaiting() : KEYS.chatsByActivity() },
    oldestFirst: awaiting,
    cursor: query.cursor,
    limit: query.limit,
    pick: ({ key, value }) =>
      key[1] === (awaiting ? value.awaitingSince : value.lastActivityTimestamp) && (!query.status || value.status === query.status) &&
        matchesSearch(query.q, value.userName, value.userEmail, value.lastMessage)
        ? toSummary(value)
        : undefined,
  });
}

const ORDER_BACKFILL = KEYS.setting("chat_activity_backfill");

/**
 * Gives each session stored before the desk's order was kept its copy there, one commit per
 * session checked against it as read; run once at start (remembered when done).
 */
export async function backfillChatOrder(kv: Deno.Kv): Promise<number> {
  if ((await kv.get(ORDER_BACKFILL)).value) return 0;
  let filled = 0;
  for await (const entry of kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() })) {
    const session = entry.value;
    const copy = KEYS.chatByActivity(session.lastActivityTimestamp, session.sessionId);
    if ((await kv.get(copy)).versionstamp) continue;
    // A session changed meanwhile already has its copy from that change.
    if ((await kv.atomic().check(entry).set(copy, session).commit()).ok) filled++;
  }
  await kv.set(ORDER_BACKFILL, true);
  return filled;
}

const AWAITING_BACKFILL = KEYS.setting("chat_awaiting_backfill");

/**
 * Gives each session that awaits our reply, stored before the awaiting order and count were kept,
 * its copy there and its place in the count: one commit per session, checked against it as read
 * and against its copy being absent (a session written since has both, and a second run counts
 * nothing twice); run once at start (remembered when done). Answers how many it filled.
 */
export async function backfillChatAwaiting(kv: Deno.Kv): Promise<number> {
  if ((await kv.get(AWAITING_BACKFILL)).value) return 0;
  let filled = 0;
  for await (const entry of kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() })) {
    const session = entry.value;
    if (!session.awaitingSince) continue;
    const copy = KEYS.chatAwaiting(session.awaitingSince, session.sessionId);
    const op = moveAwaitingCount(kv.atomic().check(entry).check({ key: copy, versionstamp: null }).set(copy, session), null, session);
    if ((await op.commit()).ok) filled++;
  }
  await kv.set(AWAITING_BACKFILL, true);
  return filled;
}

/** The session record as it changes: its current value first, then each change (null once deleted). */
export function watchChatSession(kv: Deno.Kv, id: string): ReadableStream<StoredChatSession | null> {
  return kv.watch([KEYS.chatSession(id)]).pipeThrough(
    new TransformStream<Deno.KvEntryMaybe<unknown>[], StoredChatSession | null>({
      transform: ([entry], out) => out.enqueue(entry.value as StoredChatSession | null),
    }),
  );
}

/**
 * Deletes the session record (watchers see it go) with its claim by a member and a purge marker;
 * its messages go after it in batches (`purgeChat`, which the caller runs next; a crash between is
 * finished by the sweep).
 */
export async function deleteChatSession(kv: Deno.Kv, id: string, audit?: AuditContext): Promise<void> {
  await transact(async () => {
    const entry = await kv.get<StoredChatSession>(KEYS.chatSession(id));
    if (entry.value === null) throw notFound(CHAT_TEXTS.sessionNotFound);
    const { status, handler, userId } = entry.value;
    const op = dropChatSession(markDeskChanged(markPurge(kv.atomic().check(entry), "chat", id), "chats"), entry.value);
    writeChatLead(op, entry.value, null);
    if (userId) op.delete(KEYS.chatClaimed(userId, id));
    addAudit(op, audit, { entity: "chat", entityId: id, action: "delete", before: { status, handler } });
    return { op, result: undefined };
  });
}

/**
 * Deletes a deleted session's messages in bounded batches, then its purge marker. Only those sent
 * by the time of the delete: a visitor who writes again under the same id starts a new session,
 * whose messages stay.
 */
export async function purgeChat(kv: Deno.Kv, id: string): Promise<void> {
  const at = await purgeMarkedAt(kv, "chat", id);
  if (at === null) return;
  await deleteInBatches(kv, { prefix: KEYS.chatMessages(id), end: KEYS.chatMessage(id, idTimePrefix(at + 1)) });
  await endPurge(kv, "chat", id);
}
