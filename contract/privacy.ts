/**
 * Privacy: a person's requests for a copy of their data (export) or its erasure, the privacy desk's
 * view of them, consent records and the retention figures (issue #34).
 */
import { z } from "zod";
import { emailSchema } from "./fields.ts";
import { LIMITS } from "./limits.ts";

export const PRIVACY_REQUEST_KINDS = ["export", "erasure"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * awaiting_code: a traveller asked, the code is on its way; open: verified (or a member's), waiting
 * for staff or its due date; erasing: under way (finished by the daily sweep after a crash);
 * completed: done; expired: the code was never entered.
 */
export const PRIVACY_REQUEST_STATES = ["awaiting_code", "open", "erasing", "completed", "expired"] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

export const PRIVACY_RULES = {
  /** The law's deadline for answering a request (GDPR art. 12(3): one month). */
  dueDays: 30,
  codeTtlMs: 30 * 60_000,
  maxWrongTries: 5,
  requestsPerEmailPerHour: 3,
  requestsPerAddressPerHour: 10,
} as const;

/** The kinds of data an export holds, one JSON file each (`{kind}.json` in the ZIP). */
export const EXPORT_KINDS = [
  "profile",
  "inquiries",
  "chats",
  "bespoke",
  "proposals",
  "trips",
  "invoices",
  "payments",
  "push-subscriptions",
  "consents",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const privacyRequestInput = z.object({
  email: emailSchema().transform((e) => e.trim().toLowerCase()),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestInput>;

export const privacyVerifyInput = z.object({
  code: z.string({ error: "Please enter the code from your email." }).trim()
    .regex(new RegExp(`^\\d{${LIMITS.emailCodeDigits}}$`), "The code is the 6 digits from the email."),
});

/** What a traveller learns after asking: the request's id (the code goes to the address only). */
export const privacyRequestCreated = z.object({ id: z.string(), kind: z.enum(PRIVACY_REQUEST_KINDS) });

/** A request as the privacy desk reads it (the address is gone once an erasure is completed). */
export const privacyRequest = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  state: z.enum(PRIVACY_REQUEST_STATES),
  source: z.enum(["member", "traveller"]),
  email: z.string().optional(),
  /** Who the person is in the audit log after erasure. */
  pseudonym: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string().optional(),
  /** The law's deadline: 30 days after the request was verified. */
  dueAt: z.string().optional(),
  /** When an open erasure runs by itself if staff have not completed it. */
  runsAt: z.string().optional(),
  completedAt: z.string().optional(),
  completedBy: z.enum(["staff", "automatic", "person"]).optional(),
  /** What an erasure removed, per store. */
  counts: z.record(z.string(), z.number()).optional(),
});
export type PrivacyRequest = z.infer<typeof privacyRequest>;
export const privacyRequestList = z.array(privacyRequest);

export const CONSENT_KINDS = ["marketing", "newsletter"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One choice, as made: when, through what, and the wording shown. */
export const consentRecord = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  given: z.boolean(),
  at: z.string(),
  /** settings: the account's settings; unsubscribe: an email's one-click link. */
  via: z.enum(["settings", "unsubscribe", "registration"]),
  wording: z.string(),
  language: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** The wording a consent record keeps (English; the screen shows its translation of the same key). */
export const CONSENT_WORDING: Record<ConsentKind, string> = {
  marketing: "Marketing emails: offers and journeys we think you will like.",
  newsletter: "The newsletter: news from Aurum Voyages, at most once a month.",
};

export const PRIVACY_TEXTS = {
  requestNotFound: "This privacy request was not found.",
  wrongCode: "That code is not right, or it has expired. Ask for a new one.",
  tooManyTries: "Too many wrong codes. Ask for a new one.",
  notOpen: "This privacy request is already completed.",
  staffAccount: "A staff account is removed by an administrator, not by a privacy request.",
  badUnsubscribe: "This unsubscribe link is not valid.",
} as const;
