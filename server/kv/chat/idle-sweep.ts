/**
 * Privacy: anonymous conversations idle for `CHAT_FOLLOW_RULES.anonymousIdleDays` are deleted with
 * their messages and their devices' push subscriptions; a member's (their own or one they kept on
 * logging in) are kept. main.ts runs the sweep at start and hourly; it keeps no state of its own,
 * so a restart loses nothing.
 */
import { CHAT_FOLLOW_RULES } from "../../../contract/chat/rules.ts";
import { purgeChat, type StoredChatSession } from "./sessions.ts";
import { markPurge } from "../purges.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { dropChatSession } from "./session-record.ts";
import { KEYS } from "../keys.ts";
import { writeChatLead } from "./lead.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every anonymous session idle since before `now` minus the idle days; answers how many. */
export async function sweepIdleChats(kv: Deno.Kv, now = Date.now()): Promise<number> {
  const before = new Date(now - CHAT_FOLLOW_RULES.anonymousIdleDays * DAY_MS).toISOString();
  let removed = 0;
  for await (const entry of kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() })) {
    const session = entry.value;
    if (session.userId || session.lastActivityTimestamp >= before) continue;
    // Checked unchanged since read: a message that arrived meanwhile keeps the session.
    const op = dropChatSession(kv.atomic().check(entry), session);
    markDeskChanged(markPurge(op.delete(KEYS.pushOwnerGuard("chat", session.sessionId)), "chat", session.sessionId), "chats");
    // Its copies in the desk's orders (dropChatSession) and, if it was handed to a person, its lead (counters moved) go with it.
    writeChatLead(op, session, null);
    const subscriptions = await Array.fromAsync(kv.list({ prefix: KEYS.pushSubscriptionsOf("chat", session.sessionId) }));
    for (const sub of subscriptions) {
      op.delete(sub.key).delete(KEYS.pushByEndpoint(String(sub.key[3]), "chat", session.sessionId));
    }
    if (!(await op.commit()).ok) continue;
    await purgeChat(kv, session.sessionId);
    removed++;
  }
  return removed;
}
