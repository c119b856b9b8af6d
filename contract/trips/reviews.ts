/**
 * Reviews of trips (issue #33, "Reviews"): some days after a trip's return its traveller is asked,
 * through their private trip link, for a rating (1-5) and a few words. Staff moderate each review
 * (publish, hide, reply); the package's page shows the published ones with the traveller's first
 * name and the month of the trip, and its structured data rates the package from them alone. A
 * review exists only of a completed (returned) trip: there is no other way to write one.
 */
import { z } from "zod";

export const REVIEW_LIMITS = {
  /** Longest review text, in characters. */
  text: 2_000,
  /** Longest staff reply, in characters. */
  reply: 1_000,
  /** Published reviews a package's page shows (the newest); the rating counts them all. */
  shown: 10,
} as const;

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const RATING = "Choose a rating from 1 to 5.";

/** What the traveller writes (`POST /api/trip-links/{token}/review`, or the review page's form). */
export const reviewInput = z.object({
  rating: z.coerce.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  text: z.string().trim().min(1, "Please write a few words about your trip.").max(REVIEW_LIMITS.text, `A review can be at most ${REVIEW_LIMITS.text} characters.`),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** What staff change (`PATCH /api/reviews/{tripId}`): the status, the reply (empty removes it), or both. */
export const reviewModeration = z.object({
  status: z.enum(["published", "hidden"]).optional(),
  reply: z.string().trim().max(REVIEW_LIMITS.reply, `A reply can be at most ${REVIEW_LIMITS.reply} characters.`).optional(),
}).refine((value) => value.status !== undefined || value.reply !== undefined, "Give a status, a reply or both.");
export type ReviewModeration = z.input<typeof reviewModeration>;

/** The record under `["reviews", tripId]`: one review per trip. */
export const review = z.object({
  tripId: z.string(),
  /** The catalogue package the trip was of, if any (only those show on a page). */
  packageId: z.string().optional(),
  tripTitle: z.string(),
  travellerName: z.string(),
  /** The traveller's first name, as the page shows it. */
  firstName: z.string(),
  /** The month the trip ended (YYYY-MM), as the page shows it. */
  month: z.string(),
  language: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reply: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** One review as a package's page shows it: no name beyond the first, no trip. */
export const publicReview = review.pick({ firstName: true, month: true, rating: true, text: true, reply: true, language: true })
  .extend({ id: z.string() });
export type PublicReview = z.infer<typeof publicReview>;

/** A package's published reviews: how many, their mean rating, and the newest REVIEW_LIMITS.shown. */
export const packageReviews = z.object({
  count: z.number().int(),
  average: z.number(),
  items: z.array(publicReview),
});
export type PackageReviews = z.infer<typeof packageReviews>;

export const REVIEW_TEXTS = {
  notFound: "Review not found.",
  notReturned: "You can review this trip once you are back from it.",
  already: "You have already reviewed this trip. Thank you!",
  readOnly: "Only the traveller's own link can review this trip.",
} as const;

/** The traveller's first name (the first word of their name). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The review page of a trip link: `/trips/{token}/review`. */
export const REVIEW_PAGE_PATH = /^\/trips\/([A-Za-z0-9_-]{43})\/review\/?$/;
