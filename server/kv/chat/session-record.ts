/** The one writer of a chat session's record, apart so the session and its lead (lead.ts) share it. */
import { KEYS } from "../keys.ts";
import { moveStatusCount } from "../status-counts.ts";

type SessionKeys = { sessionId: string; lastActivityTimestamp: string; status: string };

/**
 * Writes a session's record and its copy in the desk's order (moved when its last activity changes)
 * into `op`, the commit that changes it, and moves its status counters (status-counts.ts): every
 * write of a session goes through here (`before` null: a new session).
 */
export function putChatSession<S extends SessionKeys>(op: Deno.AtomicOperation, before: SessionKeys | null, after: S): Deno.AtomicOperation {
  if (before && before.lastActivityTimestamp !== after.lastActivityTimestamp) {
    op.delete(KEYS.chatByActivity(before.lastActivityTimestamp, before.sessionId));
  }
  moveStatusCount(op, "chats", before?.status ?? null, after.status);
  return op.set(KEYS.chatSession(after.sessionId), after).set(KEYS.chatByActivity(after.lastActivityTimestamp, after.sessionId), after);
}
