/**
 * What lets a conversation follow its visitor: an anonymous session kept by the visitor who logs in
 * (the member becomes its owner, and an index finds it among theirs), the member's open
 * conversation, and when a consultant last used the chat desk.
 */
import { CHAT_TEXTS } from "../../contract/chat.ts";
import { notFound } from "../errors.ts";
import { getChatTranscript, listChatSessionsOfUser, type SessionOwner, type StoredChatSession } from "./chat.ts";
import { KEYS } from "./keys.ts";
import { transact } from "./records.ts";
import { markDeskChanged } from "./desk-changes.ts";

/**
 * Makes the member `owner` the owner of the anonymous session `id`, in one commit with its index.
 * Keeping it again is a no-op; a session another member kept is "not found".
 */
export async function claimChatSession(kv: Deno.Kv, id: string, owner: SessionOwner): Promise<StoredChatSession> {
  return await transact(async () => {
    const entry = await kv.get<StoredChatSession>(KEYS.chatSession(id));
    const session = entry.value;
    if (!session || (session.userId && session.userId !== owner.userId)) throw notFound(CHAT_TEXTS.sessionNotFound);
    const next: StoredChatSession = { ...session, ...owner };
    const op = markDeskChanged(kv.atomic().check(entry), "chats")
      .set(KEYS.chatSession(id), next)
      .set(KEYS.chatClaimed(owner.userId, id), true);
    return { op, result: next };
  });
}

/** The member's open conversation: their latest one (by last activity) that was not ended; null when none. */
export async function openChatOfMember(kv: Deno.Kv, userId: string) {
  const open = (await listChatSessionsOfUser(kv, userId)).filter((s) => s.status !== "User-Ended");
  const latest = open.sort((a, b) => b.lastActivityTimestamp.localeCompare(a.lastActivityTimestamp))[0];
  return latest ? await getChatTranscript(kv, latest.sessionId) : null;
}

/** When each database was last told a consultant is at the desk (writes at most every 30 s). */
const lastMarked = new WeakMap<Deno.Kv, number>();
const MARK_EVERY_MS = 30_000;

/** Records that a consultant is using the chat desk now. */
export async function markDeskActive(kv: Deno.Kv, now = Date.now()): Promise<void> {
  if (now - (lastMarked.get(kv) ?? 0) < MARK_EVERY_MS) return;
  lastMarked.set(kv, now);
  await kv.set(KEYS.chatDeskActive(), new Date(now).toISOString());
}

/** When a consultant last used the chat desk, in ms since the epoch; 0 when never. */
export async function deskActiveAt(kv: Deno.Kv): Promise<number> {
  const value = (await kv.get<string>(KEYS.chatDeskActive())).value;
  return value ? Date.parse(value) : 0;
}
