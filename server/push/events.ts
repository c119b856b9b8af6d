/**
 * The moments the server sends a push, one function each, so the code where they happen reads as
 * what it does. Each payload is a fixed title and a link (PUSH_NOTIFICATIONS): nothing personal.
 * A traveller's or a member's is in their language (server/push/texts.ts; notify.ts finds it for
 * each device); the staff's is English.
 */
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import type { Push } from "./notify.ts";
import { travellerPush } from "./texts.ts";

/** A consultant answered a chat: the conversation's devices and its member's. */
export function notifyChatAnswered(push: Push, session: { id: string; userId?: string }) {
  push.notify({ chat: session.id, user: session.userId }, travellerPush("chatAnswered"));
}

/** Staff marked a member's bespoke request Contacted. */
export function notifyBespokeContacted(push: Push, userId: string) {
  push.notify({ user: userId }, travellerPush("bespokeContacted"));
}

/** A member's membership was approved. */
export function notifyMembershipApproved(push: Push, userId: string) {
  push.notify({ user: userId }, travellerPush("membershipApproved"));
}

/**
 * A consultant answered an inquiry: its member's devices (when it has one) with the thread in "My
 * journeys", and the devices turned on from the thread's private page with `threadPath`, the private
 * link of the reply (the one its email carries: such a device may open the thread already). Both
 * paths are unprefixed: each device gets them under its owner's language.
 */
export function notifyInquiryAnswered(push: Push, inquiry: { id: string; userId?: string }, paths: { member: string; thread: string }) {
  if (inquiry.userId) push.notify({ user: inquiry.userId }, travellerPush("inquiryAnswered", paths.member));
  push.notify({ thread: inquiry.id }, travellerPush("inquiryAnswered", paths.thread));
}

/** A new inquiry arrived: the staff who turned push on. */
export function notifyStaffNewInquiry(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffNewInquiry);
}

/** A visitor's message waits for a consultant (the conversation is handed to staff): the staff who turned push on. */
export function notifyStaffChatWaiting(push: Push) {
  push.notify({ staff: true }, PUSH_NOTIFICATIONS.staffChatWaiting);
}
