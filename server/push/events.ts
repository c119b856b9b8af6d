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
 * A consultant answered an inquiry: its member's devices (when it has one) with the thread in "My
 * journeys", and the devices turned on from the thread's private page with `threadUrl`, the private
 * link of the reply (the one its email carries: such a device may open the thread already).
 */
export function notifyInquiryAnswered(push: Push, inquiry: { id: string; userId?: string }, urls: { member: string; thread: string }) {
  const { title } = PUSH_NOTIFICATIONS.inquiryAnswered;
  if (inquiry.userId) push.notify({ user: inquiry.userId }, { title, url: urls.member });
  push.notify({ thread: inquiry.id }, { title, url: urls.thread });
}

/** A new inquiry arrived: the staff who turned push on. */
export function notifyStaffNewInquiry(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffNewInquiry);
}

/** A visitor's message waits for a consultant (the conversation is handed to staff): the staff who turned push on. */
export function notifyStaffChatWaiting(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffChatWaiting);
}
