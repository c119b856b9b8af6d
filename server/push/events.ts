/**
 * The moments the server sends a push, one function each, so the code where they happen reads as
 * what it does. Each payload is a fixed title and a link (PUSH_NOTIFICATIONS): nothing personal.
 */
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import type { Push } from "./notify.ts";

/** A consultant answered a chat: the conversation's devices and its member's. */
export function notifyChatAnswered(push: Push, session: { id: string; userId?: string }) {
  push.notify({ chat: session.id, user: session.userId }, PUSH_NOTIFICATIONS.chatAnswered);
}

/** Staff marked a member's bespoke request Contacted. */
export function notifyBespokeContacted(push: Push, userId: string) {
  push.notify({ user: userId }, PUSH_NOTIFICATIONS.bespokeContacted);
}

/** A member's membership was approved. */
export function notifyMembershipApproved(push: Push, userId: string) {
  push.notify({ user: userId }, PUSH_NOTIFICATIONS.membershipApproved);
}

/**
 * A consultant answered an inquiry: its traveller's devices (a member's, when the inquiry has one),
 * with a link to the inquiry's thread when there is a page for it.
 */
export function notifyInquiryAnswered(push: Push, inquiry: { userId?: string }, url: string = PUSH_NOTIFICATIONS.inquiryAnswered.url) {
  if (!inquiry.userId) return;
  push.notify({ user: inquiry.userId }, { title: PUSH_NOTIFICATIONS.inquiryAnswered.title, url });
}

/** A new inquiry arrived: the staff who turned push on. */
export function notifyStaffNewInquiry(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffNewInquiry);
}

/** A visitor's message waits for a consultant (the conversation is handed to staff): the staff who turned push on. */
export function notifyStaffChatWaiting(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffChatWaiting);
}
