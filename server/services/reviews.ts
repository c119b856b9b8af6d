/**
 * Reviews of trips (issue #33): the request emailed some days after a trip's return (the hourly
 * sweep; once per trip), the traveller's review through their own trip link (a returned trip
 * only; a co-traveller's read-only link cannot), and the staff's moderation, after which the
 * catalogue's answers (the package's reviews, its page and structured data) are rebuilt.
 */
import { addDays } from "../../contract/agency-time.ts";
import { TRIP_TEXTS, type StoredTrip } from "../../contract/trips/model.ts";
import { tripPhase, tripToday } from "../../contract/trips/phase.ts";
import { firstNameOf, REVIEW_TEXTS, type Review, reviewInput, type ReviewModeration } from "../../contract/trips/reviews.ts";
import { conflict, forbidden } from "../errors.ts";
import { reviewRequestMail } from "../mail/review-mail.ts";
import type { AuditContext } from "../kv/audit.ts";
import * as store from "../kv/reviews.ts";
import { addTripLink, mintTripLink, tripLinkOfToken } from "../kv/trip-links.ts";
import { getTrip, listTrips } from "../kv/trips.ts";
import { getUser } from "../kv/users.ts";
import { consultantName } from "../../contract/user.ts";
import type { TripDeps } from "./trips.ts";
import type { z } from "zod";
import type { Config } from "../config.ts";

type ReviewDeps = Omit<TripDeps, "config"> & {
  config: TripDeps["config"] & Pick<Config, "REVIEW_REQUEST_DAYS">;
  catalogue?: { invalidate(): Promise<void> };
};

/** Whether a trip's traveller is due the review request at `now`: back at least REVIEW_REQUEST_DAYS days (on the trip's calendar). */
export function reviewDue(trip: StoredTrip, days: number, now: number): boolean {
  if (!trip.endDate || tripPhase(trip, now) !== "returned") return false;
  return tripToday(trip.timeZone, now) >= addDays(trip.endDate, days);
}

/**
 * Emails each traveller due a review request (run by the hourly sweep; `now` for tests): a new
 * traveller link, the email in their language and the once-marker in one commit, so of two runs
 * at once one asks. Answers how many were asked.
 */
export async function requestReviews(deps: ReviewDeps, now = Date.now()): Promise<number> {
  const due = (await listTrips(deps.kv)).filter((trip) => reviewDue(trip, deps.config.REVIEW_REQUEST_DAYS, now));
  const asked = await store.reviewRequested(deps.kv, due.map((trip) => trip.id));
  let count = 0;
  for (const trip of due) {
    if (asked.has(trip.id)) continue;
    const link = mintTripLink();
    const user = await getUser(deps.kv, trip.consultantId);
    const at = new Date(now).toISOString();
    const mail = reviewRequestMail(trip, link.token, user ? consultantName(user) : undefined, {
      baseUrl: deps.siteUrl,
      mailFrom: deps.config.MAIL_FROM,
      staffEmail: deps.config.STAFF_EMAIL,
    });
    const ok = await store.requestReview(deps.kv, trip.id, at, (op) => addTripLink(op, trip.id, link.hash, "traveller", at), { kind: "mail", mail });
    if (ok) count++;
  }
  if (count > 0) deps.outbox.wake();
  return count;
}

/** What the review page shows of a trip link: the trip's title, whether it can be reviewed, and its review if written. */
export async function reviewPageOf(deps: Pick<TripDeps, "kv">, token: string, now = Date.now()): Promise<{
  trip: StoredTrip;
  readOnly: boolean;
  returned: boolean;
  review: Review | null;
}> {
  const link = await tripLinkOfToken(deps.kv, token);
  const entry = await getTrip(deps.kv, link.tripId);
  if (!entry) throw conflict(TRIP_TEXTS.linkNotFound);
  return {
    trip: entry.value,
    readOnly: link.access !== "traveller",
    returned: tripPhase(entry.value, now) === "returned",
    review: await store.getReview(deps.kv, link.tripId),
  };
}

/**
 * The traveller reviews their trip through its link: 403 for a co-traveller's link, 409 before the
 * trip is over or when it has a review. Stored pending, for staff to publish.
 */
export async function submitReview(deps: Pick<TripDeps, "kv">, token: string, input: z.output<typeof reviewInput>, now = Date.now()): Promise<Review> {
  const link = await tripLinkOfToken(deps.kv, token);
  if (link.access !== "traveller") throw forbidden(REVIEW_TEXTS.readOnly);
  const at = new Date(now).toISOString();
  return await store.addReview(deps.kv, link.tripId, (trip) => {
    if (tripPhase(trip, now) !== "returned") throw conflict(REVIEW_TEXTS.notReturned);
    const packageId = store.tripPackageId(trip);
    return {
      tripId: trip.id,
      ...(packageId ? { packageId } : {}),
      tripTitle: trip.title,
      travellerName: trip.traveller.name,
      firstName: firstNameOf(trip.traveller.name),
      month: (trip.endDate ?? at).slice(0, 7),
      language: trip.traveller.language,
      rating: input.rating,
      text: input.text,
      status: "pending",
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** Every review, for staff (newest first). */
export function listReviews(deps: Pick<TripDeps, "kv">): Promise<Review[]> {
  return store.listReviews(deps.kv);
}

/** Staff publish, hide or reply; the package's page and structured data follow at once. */
export async function moderateReview(deps: Pick<ReviewDeps, "kv" | "catalogue">, tripId: string, change: ReviewModeration, audit: AuditContext): Promise<Review> {
  const review = await store.moderateReview(deps.kv, tripId, change, audit);
  if (review.packageId) await deps.catalogue?.invalidate();
  return review;
}
