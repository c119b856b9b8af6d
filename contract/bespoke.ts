/**
 * Bespoke trip ideas: the form, its texts, the stored request and the API payload. The server
 * generates the idea from the member's preferences (`POST /api/bespoke` without `generatedIdea`)
 * and saves it for staff review.
 */
import { z } from "zod";
import { BESPOKE_STATUSES, PRICE_TIERS, TRIP_DURATIONS } from "./enums.ts";
import { requiredText } from "./fields.ts";
import { LIMITS } from "./limits.ts";
import { leadOrigin } from "./lead-facts.ts";

/** Bespoke form budgets: the price tiers, the middle one by default (docs/decisions/001-price-tiers.md). */
export const BESPOKE_BUDGETS = PRICE_TIERS;
export const DEFAULT_BESPOKE_BUDGET = "Premium Comfort";

export const BESPOKE_LIMITS = {
  /** Ideas a member may generate per day (UTC). */
  perUserPerDay: 10,
  titleMaxWords: 10,
  descriptionMinSentences: 2,
  descriptionMaxSentences: 4,
} as const;

export const BESPOKE_TEXTS = {
  heading: "Design Your Dream Journey",
  loginRequired: "Please login to generate and save your bespoke idea.",
  notLoggedIn: "You must be logged in to generate and save a bespoke idea.",
  failedTitle: "Process Failed",
  unparsedTitle: "Suggestion Received",
  curatedNotice:
    "Our AI designer is unavailable right now, so here is one of our curated ideas. It has been saved, and a " +
    "consultant will review your preferences and contact you within 24 hours.",
  saveFailed:
    "Your idea could not be saved. Please contact our team directly so we can design your journey with you.",
  rateLimited: "Our AI designer is receiving many requests right now. Please wait a few minutes and try again.",
  unavailable:
    "Our AI designer is unavailable at the moment. Please try again later, or contact our team and a consultant " +
    "will design your journey with you.",
  unknown: "An unknown error occurred. Please contact our team for assistance.",
  dailyLimit:
    `You have reached today's limit of ${BESPOKE_LIMITS.perUserPerDay} bespoke ideas. Our consultants will be ` +
    "glad to design more with you: please contact us.",
  saved: "Your bespoke idea has been saved. A consultant will review it and contact you within 24 hours.",
} as const;

export const requestDetails = z.object({
  destinationType: requiredText("Destination type is required."),
  travelStyle: requiredText("Travel style is required."),
  interests: requiredText("Interests are required.", LIMITS.longText),
  duration: z.enum(TRIP_DURATIONS, { error: "Please choose a trip duration." }).default("1 week"),
  budget: z.string().trim().max(LIMITS.shortText).default(DEFAULT_BESPOKE_BUDGET),
});
export type RequestDetails = z.infer<typeof requestDetails>;
export type RequestDetailsInput = z.input<typeof requestDetails>;

export const generatedIdea = z.object({
  title: requiredText("The idea needs a title."),
  description: requiredText("The idea needs a description.", LIMITS.longText),
});
export type GeneratedIdea = z.infer<typeof generatedIdea>;

/**
 * A client may also send {userId, userName, userEmail, requestDetails, generatedIdea}: the identity
 * fields are ignored (taken from the token). Without `generatedIdea` the server generates it.
 * `origin`: the visit's first page's UTM parameters and referrer (the lead's source).
 */
export const bespokeInput = z.object({ requestDetails, generatedIdea: generatedIdea.optional(), origin: leadOrigin.optional() });

/** Where the saved idea came from: the AI, a curated idea (AI unavailable), or the member's client. */
const IDEA_SOURCES = ["ai", "curated", "client"] as const;

export const bespokeSubmission = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  submissionDate: z.string(),
  status: z.enum(BESPOKE_STATUSES),
  requestDetails,
  generatedIdea,
  ideaSource: z.enum(IDEA_SOURCES).optional(),
});
export type BespokeSubmission = z.infer<typeof bespokeSubmission>;

/**
 * A request as the staff desk reads it: the consultant it is assigned to, and the member's phone
 * read from their account at the time of the list. Staff only: a member's own answers have neither.
 */
export const bespokeDeskItem = bespokeSubmission.extend({
  assignee: z.object({ id: z.string(), name: z.string() }).optional(),
  userPhone: z.string().optional(),
});
export type BespokeDeskItem = z.infer<typeof bespokeDeskItem>;

/** What `POST /api/bespoke` answers: the saved submission and, for a curated idea, the notice. */
export const bespokeResult = z.object({
  submission: bespokeSubmission,
  source: z.enum(IDEA_SOURCES),
  notice: z.string().optional(),
});
export type BespokeResult = z.infer<typeof bespokeResult>;

export const bespokeStatusInput = z.object({ status: z.enum(BESPOKE_STATUSES, { error: "Unknown bespoke status." }) });
