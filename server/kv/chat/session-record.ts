/** The one writer of a chat session's record, apart so the session and its lead (lead.ts) share it. */
import { KEYS } from "../keys.ts";

type SessionKeys = { sessionId: string; lastActivityTimestamp: string };

/**
 * Writes a session's record and its copy in the desk's order (moved when its last activity changes)
 * into `op`, the commit that changes it: every write of a session goes through here.
 */
export function putChatSession<S extends SessionKeys>(op: Deno.AtomicOperation, before: SessionKeys | null, after: S): Deno.AtomicOperation {
  if (before && before.lastActivityTimestamp !== after.lastActivityTimestamp) {
    op.delete(KEYS.chatByActivity(before.lastActivityTimestamp, before.sessionId));
  }
  return op.set(KEYS.chatSession(after.sessionId), after).set(KEYS.chatByActivity(after.lastActivityTimestamp, after.sessionId), after);
}
