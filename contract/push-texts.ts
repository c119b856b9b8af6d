/**
 * Web Push's texts and bounds, without zod (the web app reads them before it loads the schemas):
 * the notifications (a title and a link inside the site, nothing personal; English, the other
 * languages' titles in locales/{lang}/push-titles.json), the server's answers, and how many subscriptions an
 * owner may keep. What the screens say is in the web app's message areas (the switch's own texts in
 * locales/{lang}/push-switch.json).
 */

/** What a push message holds: a title and a link inside the site. */
export type PushPayload = { title: string; url: string };

/**
 * Who a subscription belongs to: a member, a staff member, a visitor's chat conversation, or an
 * inquiry's thread (a traveller without an account, by the thread's private link), or one private
 * link of a trip (its hash: a revoked link's devices hear nothing more).
 */
export const PUSH_OWNER_KINDS = ["user", "staff", "chat", "thread", "trip"] as const;
export type PushOwnerKind = (typeof PUSH_OWNER_KINDS)[number];

export const PUSH_LIMITS = {
  /** A push service's endpoint address, at most (real ones are 150-500 characters). */
  endpointMax: 1024,
  /** Devices a member or a staff member may have notifications on. */
  perUser: 10,
  /** Devices one visitor's chat conversation, or one inquiry's thread, may notify. */
  perChat: 5,
  /** Subscriptions written per client address per hour. */
  writesPerAddressPerHour: 30,
} as const;

/** The notifications' titles and links. */
export const PUSH_NOTIFICATIONS = {
  chatAnswered: { title: "A consultant has answered your message", url: "/?chat=open" },
  bespokeContacted: { title: "A consultant is in touch about your bespoke journey", url: "/bespoke-experiences" },
  membershipApproved: { title: "Your Aurum Voyages membership is approved", url: "/vip-services" },
  inquiryAnswered: { title: "A consultant has answered your inquiry", url: "/" },
  tripChanged: { title: "Your trip has been updated", url: "/" },
  staffNewInquiry: { title: "A new inquiry has arrived", url: "/admin/inquiries" },
  staffChatWaiting: { title: "A chat is waiting for a consultant", url: "/admin/live-chats" },
  staffProposalAnswered: { title: "A traveller has answered a proposal", url: "/admin/proposals" },
  staffTripPending: { title: "A booking is still pending close to departure", url: "/admin/trips" },
  staffResponseOverdue: { title: "An inquiry has passed its first-response target", url: "/admin/inquiries?overdue=true" },
  staffBespokeOverdue: { title: "A bespoke request has passed its first-response target", url: "/admin/bespoke-requests" },
  staffChatOverdue: { title: "A live chat has passed its first-response target", url: "/admin/live-chats" },
} as const satisfies Record<string, PushPayload>;

/** The server's answers about subscriptions. */
export const PUSH_TEXTS = {
  tooMany: "This account already has the most devices with notifications. Turn them off on a device you no longer use.",
  notAllowed: "Push endpoints must be https addresses of a push service.",
} as const;
