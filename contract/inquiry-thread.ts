/**
 * An inquiry's thread: consultants' replies and the traveller's messages (what the traveller sees
 * through their private link), staff's internal notes (desk only), the assignee, and the texts of
 * the traveller's thread page.
 */
import { z } from "zod";
import type { InquiryStatus } from "./enums.ts";
import { INQUIRY_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";

/**
 * How a message was delivered by email: stored first, mailed afterwards; `skipped` when the member
 * turned such emails off in their notification settings (the message is still in the thread).
 */
const MESSAGE_MAIL_STATES = ["pending", "sent", "failed", "skipped"] as const;

/** `reply`: a consultant to the traveller; `traveller`: the traveller to the desk; `note`: staff only. */
export const THREAD_MESSAGE_KINDS = ["reply", "traveller", "note"] as const;
export type ThreadMessageKind = (typeof THREAD_MESSAGE_KINDS)[number];

export const deskMessage = z.object({
  id: z.string(),
  kind: z.enum(THREAD_MESSAGE_KINDS),
  /** The consultant's name on replies and notes (their display name, else first name); the traveller's name on theirs. */
  authorName: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The email that carried it (replies to the traveller, travellers' messages to the desk); notes have none. */
  mail: z.enum(MESSAGE_MAIL_STATES).optional(),
});
export type DeskMessage = z.infer<typeof deskMessage>;

/** A message as the traveller sees it: never a note, never the mail state. */
export const travellerMessage = deskMessage.omit({ mail: true }).extend({ kind: z.enum(["reply", "traveller"]) });
export type TravellerMessage = z.infer<typeof travellerMessage>;

/** What the desk reads of one inquiry's thread (oldest first). */
export const deskThread = z.object({
  inquiryId: z.string(),
  messages: z.array(deskMessage),
  /** How many private links to the traveller's page are live (0 after staff revoked them). */
  activeLinks: z.number().int(),
});
export type DeskThread = z.infer<typeof deskThread>;

/** Where an inquiry stands, as the traveller reads it. */
export const THREAD_PROGRESS = ["received", "being reviewed", "answered"] as const;
export type ThreadProgress = (typeof THREAD_PROGRESS)[number];

export function progressOf(status: InquiryStatus): ThreadProgress {
  return status === "New" ? "received" : status === "Viewed" ? "being reviewed" : "answered";
}

/** The traveller's page: what they asked, where it stands, and the conversation (oldest first). */
export const travellerThread = z.object({
  inquiry: z.object({
    id: z.string(),
    type: z.enum(INQUIRY_TYPES),
    itemName: z.string(),
    userName: z.string(),
    submissionDate: z.string(),
    specialRequests: z.string(),
  }),
  progress: z.enum(THREAD_PROGRESS),
  messages: z.array(travellerMessage),
});
export type TravellerThread = z.infer<typeof travellerThread>;

const messageText = z.string({ error: "Please write a message." }).trim().min(1, "Please write a message.")
  .max(LIMITS.longText, `A message can be at most ${LIMITS.longText} characters.`);

/** A consultant's reply, an internal note, or a traveller's message: the text only. */
export const threadTextInput = z.object({ text: messageText });
export type ThreadTextInput = z.input<typeof threadTextInput>;

/** An administrator's id, or null for nobody. */
export const assigneeInput = z.object({
  assigneeId: z.string({ error: "Choose a consultant or nobody." }).trim().min(1).max(64).nullable(),
});

/** The private link's token: 43 base64url characters (32 random bytes). */
export const THREAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const THREAD_TEXTS = {
  notFound: "This conversation link is not valid. It may have been replaced by a newer link in a later email.",
  deleted: "This inquiry has been deleted, so its conversation is no longer available.",
  inquiryNotFound: "Inquiry not found.",
  notAdmin: "The assignee must be an administrator.",
  /** A thread holds at most LIMITS.threadMessages messages ({max}). */
  full: "This conversation has reached its limit of {max} messages, so no more can be added. Please continue by phone or email.",
} as const;
