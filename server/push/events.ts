/**
 * The moments the server sends a push, one function each, so the code where they happen reads as
 * what it does. Each answers the outbox messages of its moment (kv/outbox.ts), written in the
 * commit of the change or just after it, and delivered by the outbox worker. Each payload is a fixed
 * title and a link (PUSH_NOTIFICATIONS): nothing personal. A traveller's or a member's is in their
 * language (server/push/texts.ts; notify.ts finds it for each device); the staff's is English.
 */
import { type LeadKind, leadScreenPath, type LeadRow } from "../../contract/leads.ts";
import { PUSH_NOTIFICATIONS, type PushPayload } from "../../contract/push.ts";
import type { OutboxMessage } from "../kv/outbox.ts";
import type { Audience, PushMessage } from "./message.ts";

const push = (audience: Audience, message: PushMessage): OutboxMessage => ({ kind: "push", audience, push: message });

/** A consultant answered a chat: the conversation's devices and its member's. */
export function chatAnsweredPush(session: { id: string; userId?: string }): OutboxMessage[] {
  return [push({ chat: session.id, ...(session.userId ? { user: session.userId } : {}) }, { traveller: "chatAnswered" })];
}

/** Staff marked a member's bespoke request Contacted. */
export function bespokeContactedPush(userId: string): OutboxMessage[] {
  return [push({ user: userId }, { traveller: "bespokeContacted" })];
}

/** A member's membership was approved. */
export function membershipApprovedPush(userId: string): OutboxMessage[] {
  return [push({ user: userId }, { traveller: "membershipApproved" })];
}

/**
 * A consultant answered an inquiry: its member's devices (when it has one) with the thread in "My
 * journeys", and the devices turned on from the thread's private page with `threadPath`, the private
 * link of the reply (the one its email carries: such a device may open the thread already). Both
 * paths are unprefixed: each device gets them under its owner's language.
 */
export function inquiryAnsweredPush(inquiry: { id: string; userId?: string }, paths: { member: string; thread: string }): OutboxMessage[] {
  return [
    ...(inquiry.userId ? [push({ user: inquiry.userId }, { traveller: "inquiryAnswered", path: paths.member })] : []),
    push({ thread: inquiry.id }, { traveller: "inquiryAnswered", path: paths.thread }),
  ];
}

/** A new inquiry arrived: the staff who turned push on. */
export function staffNewInquiryPush(): OutboxMessage[] {
  return [push({ staff: true }, PUSH_NOTIFICATIONS.staffNewInquiry)];
}

/** A visitor's message waits for a consultant (the conversation is handed to staff): the staff who turned push on. */
export function staffChatWaitingPush(): OutboxMessage[] {
  return [push({ staff: true }, PUSH_NOTIFICATIONS.staffChatWaiting)];
}

const OVERDUE_PUSHES = {
  inquiry: PUSH_NOTIFICATIONS.staffResponseOverdue,
  bespoke: PUSH_NOTIFICATIONS.staffBespokeOverdue,
  chat: PUSH_NOTIFICATIONS.staffChatOverdue,
} as const satisfies Record<LeadKind, PushPayload>;

/**
 * A lead passed its first-response target unanswered: its assignee's devices, or every staff
 * member's when nobody is assigned, with its kind's title and a link to its record's screen.
 */
export function staffResponseOverduePush(lead: Pick<LeadRow, "kind" | "id" | "recordId">, assigneeId: string | undefined): OutboxMessage[] {
  return [push(assigneeId ? { staffMember: assigneeId } : { staff: true }, { title: OVERDUE_PUSHES[lead.kind].title, url: leadScreenPath(lead) })];
}

/** A traveller accepted, declined or asked for changes to a proposal: the staff who turned push on. */
export function staffProposalAnsweredPush(): OutboxMessage[] {
  return [push({ staff: true }, PUSH_NOTIFICATIONS.staffProposalAnswered)];
}

/**
 * Staff changed a trip the traveller sees: the devices turned on from its links, each hearing with
 * a new link of the same access (`paths`: a co-traveller's device never gets a traveller's link),
 * and the traveller's member devices with the traveller's.
 */
export function tripChangedPush(
  trip: { traveller: { userId?: string } },
  audiences: { traveller: string[]; coTraveller: string[] },
  paths: { traveller: string; coTraveller: string },
): OutboxMessage[] {
  return [
    ...(trip.traveller.userId ? [push({ user: trip.traveller.userId }, { traveller: "tripChanged", path: paths.traveller })] : []),
    ...(audiences.traveller.length ? [push({ tripLinks: audiences.traveller }, { traveller: "tripChanged", path: paths.traveller })] : []),
    ...(audiences.coTraveller.length ? [push({ tripLinks: audiences.coTraveller }, { traveller: "tripChanged", path: paths.coTraveller })] : []),
  ];
}

/** A trip departs soon with a booking still pending (told once a booking): the staff who turned push on. */
export function staffTripPendingPush(): OutboxMessage[] {
  return [push({ staff: true }, PUSH_NOTIFICATIONS.staffTripPending)];
}
