/**
 * What lets a conversation follow its visitor: an anonymous session kept by the visitor who logs in
 * (the member becomes its owner, and an index finds it among theirs), the member's open
 * conversation, its hand-over to the consultants (and whether staff are told), and when a
 * consultant last used the chat desk.
 */
import { CHAT_TEXTS } from "../../../contract/chat/session.ts";
import { CHAT_FOLLOW_RULES } from "../../../contract/chat/rules.ts";
import { notFound } from "../../errors.ts";
import { getChatTranscript, listChatSessionsOfUser, putChatSession, type SessionOwner, type StoredChatSession } from "./sessions.ts";
import { KEYS } from "../keys.ts";
import { transact } from "../records.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { changeChatState } from "./state.ts";
import { addAllToOutbox, type OutboxItem } from "../outbox.ts";
import { writeChatLead } from "./lead.ts";
import type { LeadOrigin } from "../../../contract/lead-facts.ts";

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
    const op = putChatSession(markDeskChanged(kv.atomic().check(entry), "chats"), session, next)
      .set(KEYS.chatClaimed(owner.userId, id), true);
    writeChatLead(op, session, next);
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

/** How often staff may be told of one conversation waiting for a consultant. */
const STAFF_TOLD_EVERY_MS = CHAT_FOLLOW_RULES.staffToldEveryMinutes * 60_000;

/**
 * Whether staff may be told of conversation `id` now, given `told` (its KEYS.chatStaffTold entry);
 * when so, adds to `op` the new time, checked against `told` so that of racing commits only one tells.
 */
export function claimStaffNotice(op: Deno.AtomicOperation, id: string, told: Deno.KvEntryMaybe<number>, now: number): boolean {
  op.check(told);
  if (told.value !== null && now - told.value < STAFF_TOLD_EVERY_MS) return false;
  op.set(KEYS.chatStaffTold(id), now, { expireIn: STAFF_TOLD_EVERY_MS });
  return true;
}

/**
 * The visitor asks for a person: the rule's `visitor-asked-for-consultant` (the AI stops answering;
 * AI-Active and Resolved become Needs Review; an ended conversation is refused, 409). `tellStaff`,
 * decided in the same commit: the conversation passed from the AI to a consultant, and staff were
 * not told of it in the last `staffToldEveryMinutes`; so repeated or concurrent requests tell staff
 * once. A request that changes nothing writes nothing.
 */
export async function handToConsultant(
  kv: Deno.Kv,
  id: string,
  staffNotice: OutboxItem[],
  now = Date.now(),
  origin?: LeadOrigin,
): Promise<{ session: StoredChatSession; tellStaff: boolean }> {
  let tellStaff = false;
  const { session, changed } = await changeChatState(kv, id, { type: "visitor-asked-for-consultant" }, {
    now,
    origin,
    also: async (op, { before }) => {
      tellStaff = before.handler === "ai" && claimStaffNotice(op, id, await kv.get<number>(KEYS.chatStaffTold(id)), now);
      // Staff's notice is written in the hand-over's own commit (the outbox delivers it).
      if (tellStaff) addAllToOutbox(op, staffNotice);
    },
  });
  // `also` ran in the commit that landed only if that one changed the state.
  return { session, tellStaff: changed && tellStaff };
}

