/** The one writer of a chat session's record, apart so the session and its lead (lead.ts) share it. */
import { KEYS } from "../keys.ts";
import { moveAwaitingCount, moveStatusCount } from "../status-counts.ts";

type SessionKeys = { sessionId: string; lastActivityTimestamp: string; status: string; awaitingSince?: string };

/**
 * Writes a session's record, its copy in the desk's order (moved when its last activity changes)
 * and, while it awaits our reply, its copy in the awaiting order (longest waiting first) into `op`,
 * the commit that changes it, and moves its status and awaiting counters (status-counts.ts): every
 * write of a session goes through here (`before` null: a new session).
 */
export function putChatSession<S extends SessionKeys>(op: Deno.AtomicOperation, before: SessionKeys | null, after: S): Deno.AtomicOperation {
  if (before && before.lastActivityTimestamp !== after.lastActivityTimestamp) {
    op.delete(KEYS.chatByActivity(before.lastActivityTimestamp, before.sessionId));
  }
  if (before?.awaitingSince && before.awaitingSince !== after.awaitingSince) op.delete(KEYS.chatAwaiting(before.awaitingSince, before.sessionId));
  if (after.awaitingSince) op.set(KEYS.chatAwaiting(after.awaitingSince, after.sessionId), after);
  moveStatusCount(op, "chats", before?.status ?? null, after.status);
  moveAwaitingCount(op, before, after);
  return op.set(KEYS.chatSession(after.sessionId), after).set(KEYS.chatByActivity(after.lastActivityTimestamp, after.sessionId), after);
}

/**
 * Deletes a session's record as read and its copies, and moves its counters, into `op`: every
 * delete of a session (staff, the idle sweep, an erasure) goes through here.
 */
export function dropChatSession(op: Deno.AtomicOperation, before: SessionKeys): Deno.AtomicOperation {
  op.delete(KEYS.chatSession(before.sessionId)).delete(KEYS.chatByActivity(before.lastActivityTimestamp, before.sessionId));
  if (before.awaitingSince) op.delete(KEYS.chatAwaiting(before.awaitingSince, before.sessionId));
  moveStatusCount(op, "chats", before.status, null);
  return moveAwaitingCount(op, before, null);
}
