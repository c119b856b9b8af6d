/**
 * A conversation's state on Deno KV: who answers it and its status change only here and in a
 * message's commit (messages.ts), each time by the one rule (`nextChatState`,
 * contract/chat/state.ts) applied to the session as read in the change's own commit and checked
 * unchanged at commit. A change that arrives meanwhile makes the commit fail and the rule run again
 * on the new state, so no change is ever written over.
 */
import { CHAT_TEXTS } from "../../../contract/chat/texts.ts";
import { type ChatEvent, nextChatState, sameChatState } from "../../../contract/chat/state.ts";
import { conflict, notFound } from "../../errors.ts";
import { addAudit, type AuditContext } from "../audit.ts";
import { markDeskChanged } from "../desk-changes.ts";
import { KEYS } from "../keys.ts";
import { transact } from "../records.ts";
import { putChatSession, type StoredChatSession } from "./sessions.ts";
import { withChatLead, writeChatLead } from "./lead.ts";
import type { LeadOrigin } from "../../../contract/lead-facts.ts";

/** The session after `event` by the rule; an event an ended conversation refuses is a 409. */
export function sessionAfter(session: StoredChatSession, event: ChatEvent): StoredChatSession {
  const next = nextChatState(session, event);
  if (!next.ok) throw conflict(CHAT_TEXTS.ended);
  return { ...session, ...next.state };
}

/** A staff event's audit entry: the fields it may change, before and after. */
function auditChange(op: Deno.AtomicOperation, audit: AuditContext | undefined, id: string, event: ChatEvent, before: StoredChatSession, after: StoredChatSession) {
  const handover = event.type === "staff-set-handler";
  const fields = (s: StoredChatSession) => (handover ? { handler: s.handler, status: s.status } : { status: s.status });
  addAudit(op, audit, { entity: "chat", entityId: id, action: handover ? "handover" : "status", before: fields(before), after: fields(after) });
}

export type StateChange = { before: StoredChatSession; session: StoredChatSession; changed: boolean };

/**
 * Applies `event` to conversation `id` in one commit, with `audit`'s entry for a staff member's
 * change. A change that leaves the state as it was writes nothing, unless `always` (staff setting a
 * status or handler: the last activity moves, so the desk's list re-sorts, and the entry is kept).
 * `also` adds to the same commit what goes with the change (it may read more first).
 */
export async function changeChatState(
  kv: Deno.Kv,
  id: string,
  event: ChatEvent,
  options: {
    audit?: AuditContext;
    always?: boolean;
    now?: number;
    also?: (op: Deno.AtomicOperation, change: StateChange) => Promise<void> | void;
    /** Where the visitor came from (the hand-over's): kept on the lead the change starts. */
    origin?: LeadOrigin;
  } = {},
): Promise<StateChange> {
  return await transact(async () => {
    const entry = await kv.get<StoredChatSession>(KEYS.chatSession(id));
    const before = entry.value;
    if (!before) throw notFound(CHAT_TEXTS.sessionNotFound);
    const next = sessionAfter(before, event);
    const op = kv.atomic().check(entry);
    const changed = !sameChatState(before, next);
    if (!changed && !options.always) return { op, result: { before, session: before, changed } };
    const at = new Date(options.now ?? Date.now()).toISOString();
    const session: StoredChatSession = withChatLead({ ...next, lastActivityTimestamp: at }, at, { origin: options.origin });
    markDeskChanged(writeChatLead(putChatSession(op, before, session), before, session), "chats");
    auditChange(op, options.audit, id, event, before, session);
    const result = { before, session, changed };
    await options.also?.(op, result);
    return { op, result };
  });
}

/**
 * Staff read the conversation on the desk: its unread count ends. `opened`: they have just opened
 * it, which is the rule's `staff-opened` (an AI-Active one needs review; audited when it changes).
 * Nothing is written when nothing changes. Answers the session as stored.
 */
export async function readByStaff(kv: Deno.Kv, id: string, opened: boolean, audit?: AuditContext): Promise<StoredChatSession> {
  return await transact(async () => {
    const entry = await kv.get<StoredChatSession>(KEYS.chatSession(id));
    const before = entry.value;
    if (!before) throw notFound(CHAT_TEXTS.sessionNotFound);
    const op = kv.atomic().check(entry);
    const event: ChatEvent = { type: "staff-opened" };
    const next = opened ? sessionAfter(before, event) : before;
    const changed = !sameChatState(before, next);
    if (!changed && !before.unread) return { op, result: before };
    const at = new Date().toISOString();
    const { unread: _read, ...session } = changed ? withChatLead({ ...next, lastActivityTimestamp: at }, at) : next;
    markDeskChanged(writeChatLead(putChatSession(op, before, session), before, session), "chats");
    if (changed) auditChange(op, audit, id, event, before, session);
    return { op, result: session };
  });
}
