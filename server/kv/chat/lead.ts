/**
 * A conversation handed to a person is a lead: from the moment a consultant has it (the visitor
 * asked for one, staff took it over, or a consultant replied) the session keeps its lead (`lead`:
 * its own time-ordered id, when it arrived, where the visitor came from, its facts and value), and
 * every commit that changes the session writes its row (`chatLeadRow`) through `writeLeadRow`.
 */
import type { LeadLost, LeadOrigin, RecordLead } from "../../../contract/lead-facts.ts";
import type { LeadRow } from "../../../contract/leads.ts";
import { notFound } from "../../errors.ts";
import type { AuditContext } from "../audit.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { newId } from "../ids.ts";
import { KEYS } from "../keys.ts";
import { auditLeadMove, factsWithLost, type LeadEvent, recordLeadAfter, sourceOf, writeLeadRow } from "../leads.ts";
import { transact } from "../records.ts";
import { putChatSession } from "./session-record.ts";

export const CHAT_LEAD_NOT_FOUND = "Chat session not found.";

/** A handed-over conversation's lead, kept on its session (staff only). */
export type ChatLead = RecordLead & { id: string; arrivedAt: string; origin?: LeadOrigin };

/** What a lead is made of in a stored session. */
export type LeadSession = {
  sessionId: string;
  lastActivityTimestamp: string;
  status: string;
  handler: string;
  userName?: string;
  userEmail?: string;
  awaitingSince?: string;
  lead?: ChatLead;
};

/** The conversation's lead row; null while it is not a lead. Awaiting our reply once a consultant answered. */
export function chatLeadRow(session: LeadSession): LeadRow | null {
  if (!session.lead) return null;
  const { id, arrivedAt, origin, value, ...facts } = session.lead;
  return {
    id,
    kind: "chat",
    recordId: session.sessionId,
    name: session.userName ?? "",
    email: session.userEmail ?? "",
    phone: "",
    item: "",
    arrivedAt,
    source: sourceOf(origin),
    ...(facts.respondedAt && session.awaitingSince ? { awaitingSince: session.awaitingSince } : {}),
    facts,
    ...(value ? { value } : {}),
  };
}

/**
 * The session with its lead after a change at `at`: a lead from when a consultant has it (with the
 * visitor's `origin`, when the hand-over sent one), responded at a consultant's first reply.
 */
export function withChatLead<T extends LeadSession>(session: T, at: string, change: { consultantReplied?: boolean; origin?: LeadOrigin } = {}): T {
  let lead = session.lead;
  if (!lead && session.handler === "consultant") lead = { id: newId(Date.parse(at)), arrivedAt: at, ...(change.origin ? { origin: change.origin } : {}) };
  if (lead && change.consultantReplied && !lead.respondedAt) lead = { ...lead, respondedAt: at };
  return lead === session.lead ? session : { ...session, lead };
}

/** Adds a conversation's lead change (its session as read and as written; null for none) to `op`. */
export function writeChatLead(op: Deno.AtomicOperation, before: LeadSession | null, after: LeadSession | null): Deno.AtomicOperation {
  return writeLeadRow(op, before && chatLeadRow(before), after && chatLeadRow(after));
}

/** The conversation follows a proposal made from it, in the proposal's commit (`op`): it becomes a lead if it was not. */
export async function chatFollowsProposal(kv: Deno.Kv, op: Deno.AtomicOperation, id: string, event: LeadEvent): Promise<void> {
  const entry = await kv.get<LeadSession>(KEYS.chatSession(id));
  if (!entry.value) return;
  const current = entry.value.lead ?? { id: newId(Date.parse(event.now)), arrivedAt: event.now };
  const next = { ...entry.value, lead: { ...current, ...recordLeadAfter(current, event) } };
  markDeskChanged(writeChatLead(putChatSession(op.check(entry), entry.value, next), entry.value, next), "chats");
}

/** Staff mark a conversation's lead Lost (a reason, a note) or bring it back; 404 when it is gone or no lead. */
export async function setChatLost(kv: Deno.Kv, id: string, lost: Omit<LeadLost, "at"> | null, audit?: AuditContext): Promise<LeadSession> {
  return await transact(async () => {
    const entry = await kv.get<LeadSession>(KEYS.chatSession(id));
    if (!entry.value?.lead) throw notFound(CHAT_LEAD_NOT_FOUND);
    const next = { ...entry.value, lead: factsWithLost(entry.value.lead, lost) };
    const op = markDeskChanged(writeChatLead(putChatSession(kv.atomic().check(entry), entry.value, next), entry.value, next), "chats");
    auditLeadMove(op, audit, { entity: "chat", id, was: entry.value.lead.lost }, lost);
    return { op, result: next };
  });
}
