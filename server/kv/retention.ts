/**
 * The daily retention sweep's finds (issue #34): trip documents some days after the return, and
 * deletes leads (inquiries, bespoke requests, member chats) that never became a trip, some time after
 * their last activity. Each delete is the store's own (with its purge marker where it has one).
 */
import { KEYS } from "./keys.ts";
import { idTimePrefix } from "./ids.ts";
import { listIndexIds } from "./records.ts";
import { deleteInquiry, purgeInquiry } from "./inquiries.ts";
import { deleteChatSession, purgeChat, type StoredChatSession } from "./chat/sessions.ts";
import { markDeskChanged } from "./desk-changes.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import { bespokeLeadRow, type StoredBespoke } from "./bespoke.ts";
import { moveStatusCount } from "./status-counts.ts";
import { writeLeadRow } from "./leads.ts";
import { isErrorOf } from "../errors.ts";

const DAY_MS = 24 * 3_600_000;

/** The documents of trips that ended `days` ago or more (the sweep deletes them: services/privacy.ts). */
export async function endedTripDocuments(kv: Deno.Kv, days: number, now = Date.now()): Promise<{ tripId: string; documentId: string }[]> {
  const lastEnd = new Date(now - days * DAY_MS).toISOString().slice(0, 10);
  const found: { tripId: string; documentId: string }[] = [];
  for await (const entry of kv.list<{ id: string; endDate?: string }>({ prefix: KEYS.trips() })) {
    const end = entry.value.endDate;
    if (!end || end > lastEnd) continue;
    for (const documentId of await listIndexIds(kv, KEYS.tripDocuments(entry.value.id))) found.push({ tripId: entry.value.id, documentId });
  }
  return found;
}

/** Whether a lead (`kind`, `id`) led to a trip: one of its proposals was accepted. */
async function becameTrip(kv: Deno.Kv, kind: "inquiry" | "bespoke" | "chat", id: string): Promise<boolean> {
  for (const proposal of await listIndexIds(kv, KEYS.proposalsOfSource(kind, id))) {
    if ((await kv.get(KEYS.tripByProposal(proposal))).value !== null) return true;
  }
  return false;
}

const lastMessageId = async (kv: Deno.Kv, prefix: Deno.KvKey) => {
  for await (const entry of kv.list({ prefix }, { reverse: true, limit: 1 })) return String(entry.key[entry.key.length - 1]);
  return "";
};

/** Deletes leads whose last activity is `days` old or more and that never became a trip; answers counts. */
export async function sweepOldLeads(kv: Deno.Kv, days: number, now = Date.now()): Promise<{ inquiries: number; bespoke: number; chats: number }> {
  const cutoffIso = new Date(now - days * DAY_MS).toISOString();
  const cutoffId = idTimePrefix(now - days * DAY_MS);
  const counts = { inquiries: 0, bespoke: 0, chats: 0 };
  const gone = (error: unknown) => {
    if (!isErrorOf(error, "not_found")) throw error;
  };

  for await (const entry of kv.list<Inquiry>({ prefix: KEYS.inquiries() })) {
    const inquiry = entry.value;
    const last = [inquiry.submissionDate, inquiry.statusChangedAt ?? ""].sort().at(-1)!;
    if (last >= cutoffIso || (await lastMessageId(kv, KEYS.inquiryMessages(inquiry.id))) >= cutoffId) continue;
    if (await becameTrip(kv, "inquiry", inquiry.id)) continue;
    try {
      await deleteInquiry(kv, inquiry.id);
      await purgeInquiry(kv, inquiry.id);
      counts.inquiries++;
    } catch (error) {
      gone(error);
    }
  }

  for await (const entry of kv.list<StoredBespoke>({ prefix: KEYS.bespokeAll() })) {
    const bespoke = entry.value;
    if (bespoke.submissionDate >= cutoffIso || (await lastMessageId(kv, KEYS.bespokeNotes(bespoke.id))) >= cutoffId) continue;
    if (await becameTrip(kv, "bespoke", bespoke.id)) continue;
    const op = writeLeadRow(moveStatusCount(kv.atomic(), "bespoke", bespoke.status, null).check(entry).delete(entry.key).delete(KEYS.bespokeByUser(bespoke.userId, bespoke.id)), bespokeLeadRow(bespoke), null);
    for await (const note of kv.list({ prefix: KEYS.bespokeNotes(bespoke.id) })) op.delete(note.key);
    if ((await markDeskChanged(op, "bespoke").commit()).ok) counts.bespoke++;
  }

  for await (const entry of kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() })) {
    const session = entry.value;
    if (!session.userId || session.lastActivityTimestamp >= cutoffIso) continue;
    if (await becameTrip(kv, "chat", session.sessionId)) continue;
    try {
      await deleteChatSession(kv, session.sessionId);
      await purgeChat(kv, session.sessionId);
      counts.chats++;
    } catch (error) {
      gone(error);
    }
  }
  return counts;
}
