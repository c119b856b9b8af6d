/**
 * Reviews of trips (issue #33): one per trip under `["reviews", tripId]`, written by its traveller
 * through their own trip link once the trip is over (the commit checks the trip as read, and the
 * review absent: one review per trip). Staff publish, hide and reply; each moderation's commit
 * also rewrites the package's published index and its summary (`["package_reviews", packageId]`:
 * count, mean rating, the newest shown), checked against what it read, so the page and its
 * structured data never count a hidden review or miss a published one.
 */
import { conflict, notFound } from "../errors.ts";
import { type PackageReviews, type PublicReview, REVIEW_LIMITS, REVIEW_TEXTS, type Review, type ReviewModeration } from "../../contract/trips/reviews.ts";
import { type StoredTrip, TRIP_TEXTS } from "../../contract/trips/model.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { KEYS } from "./keys.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { listIndexIds, listValues, transact } from "./records.ts";

/** The catalogue package a trip is of: its first package item's catalogue id, if any. */
export function tripPackageId(trip: Pick<StoredTrip, "stay" | "days">): string | undefined {
  return [...trip.stay, ...trip.days.flatMap((day) => day.items)].find((item) => item.kind === "package" && item.refId)?.refId;
}

/**
 * Stores the traveller's review of trip `tripId`, as `build` makes it of the trip read (it throws
 * when the trip cannot be reviewed): one commit checked against that trip and the review absent,
 * so a trip has one review. 409 when it has one already.
 */
export async function addReview(kv: Deno.Kv, tripId: string, build: (trip: StoredTrip) => Review): Promise<Review> {
  return await transact(async () => {
    const [trip, existing] = await kv.getMany<[StoredTrip, Review]>([KEYS.trip(tripId), KEYS.review(tripId)]);
    if (!trip.value) throw notFound(TRIP_TEXTS.notFound);
    if (existing.value) throw conflict(REVIEW_TEXTS.already);
    const review = build(trip.value);
    const op = kv.atomic().check(trip).check(existing).set(KEYS.review(tripId), review);
    return { op, result: review };
  });
}

/** A trip's review, if any. */
export async function getReview(kv: Deno.Kv, tripId: string): Promise<Review | null> {
  return (await kv.get<Review>(KEYS.review(tripId))).value;
}

/** Every review, newest first. */
export async function listReviews(kv: Deno.Kv): Promise<Review[]> {
  return (await listValues<Review>(kv, KEYS.reviews())).map((entry) => entry.value)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A review as the public sees it: its place in the list as its id (never the trip's). */
const shown = (review: Review, index: number): PublicReview => ({
  id: `r${index + 1}`,
  firstName: review.firstName,
  month: review.month,
  rating: review.rating,
  text: review.text,
  language: review.language,
  ...(review.reply ? { reply: review.reply } : {}),
});

/** The summary of a package's published reviews (newest trips first). */
export function summaryOf(published: Review[]): PackageReviews {
  const sorted = [...published].sort((a, b) => b.month.localeCompare(a.month) || b.createdAt.localeCompare(a.createdAt));
  const sum = sorted.reduce((total, review) => total + review.rating, 0);
  return {
    count: sorted.length,
    average: sorted.length ? Math.round((sum / sorted.length) * 10) / 10 : 0,
    items: sorted.slice(0, REVIEW_LIMITS.shown).map((review, i) => shown(review, i)),
  };
}

/**
 * Staff moderate a review: publish or hide it, reply (an empty reply removes it). One commit with
 * the review, the package's published index and summary (both checked as read) and the audit entry.
 * Answers the review as written.
 */
export async function moderateReview(kv: Deno.Kv, tripId: string, change: ReviewModeration, audit: AuditContext, now = new Date().toISOString()): Promise<Review> {
  return await transact(async () => {
    const entry = await kv.get<Review>(KEYS.review(tripId));
    const current = entry.value;
    if (!current) throw notFound(REVIEW_TEXTS.notFound);
    const reply = change.reply === undefined ? current.reply : change.reply.trim() || undefined;
    const { reply: _old, ...rest } = current;
    const written: Review = { ...rest, status: change.status ?? current.status, ...(reply ? { reply } : {}), updatedAt: now };
    const op = kv.atomic().check(entry).set(KEYS.review(tripId), written);
    if (current.packageId) {
      const packageId = current.packageId;
      const summary = await kv.get(KEYS.packageReviews(packageId));
      const ids = (await listIndexIds(kv, KEYS.reviewsOfPackage(packageId))).filter((id) => id !== tripId);
      const others: Review[] = [];
      for (let i = 0; i < ids.length; i += 10) {
        const entries = await kv.getMany<Review[]>(ids.slice(i, i + 10).map((id) => KEYS.review(id)));
        for (const other of entries) if (other.value?.status === "published") others.push(other.value);
      }
      const published = written.status === "published" ? [...others, written] : others;
      op.check(summary).set(KEYS.packageReviews(packageId), summaryOf(published));
      if (written.status === "published") op.set(KEYS.reviewByPackage(packageId, tripId), true);
      else op.delete(KEYS.reviewByPackage(packageId, tripId));
    }
    const action = change.status === "published" ? "publish" : change.status === "hidden" ? "unpublish" : "reply";
    addAudit(op, audit, {
      entity: "review",
      entityId: tripId,
      action,
      before: { status: current.status, ...(current.reply ? { reply: current.reply } : {}) },
      after: { status: written.status, ...(written.reply ? { reply: written.reply } : {}) },
    });
    return { op, result: written };
  });
}

/** The published reviews of packages (by id; none for a package without any). */
export async function packageReviews(kv: Deno.Kv, packageIds: string[]): Promise<Map<string, PackageReviews>> {
  const out = new Map<string, PackageReviews>();
  for (let i = 0; i < packageIds.length; i += 10) {
    const ids = packageIds.slice(i, i + 10);
    const entries = await kv.getMany<PackageReviews[]>(ids.map((id) => KEYS.packageReviews(id)));
    entries.forEach((entry, j) => {
      if (entry.value && entry.value.count > 0) out.set(ids[j], entry.value);
    });
  }
  return out;
}

/**
 * Asks a trip's traveller for a review, once: the once-marker (checked empty), their new link and
 * the email in one commit. Answers whether this call asked (false: asked before, or meanwhile).
 */
export async function requestReview(
  kv: Deno.Kv,
  tripId: string,
  now: string,
  addLink: (op: Deno.AtomicOperation) => Deno.AtomicOperation,
  mail: OutboxMessage,
): Promise<boolean> {
  const op = kv.atomic()
    .check({ key: KEYS.reviewRequested(tripId), versionstamp: null })
    .check({ key: KEYS.review(tripId), versionstamp: null })
    .set(KEYS.reviewRequested(tripId), now);
  addLink(op);
  addToOutbox(op, mail);
  return (await op.commit()).ok;
}

/** Whether the trip's traveller was asked already. */
export async function reviewRequested(kv: Deno.Kv, tripIds: string[]): Promise<Set<string>> {
  const asked = new Set<string>();
  for (let i = 0; i < tripIds.length; i += 10) {
    const ids = tripIds.slice(i, i + 10);
    (await kv.getMany(ids.map((id) => KEYS.reviewRequested(id)))).forEach((entry, j) => {
      if (entry.value !== null) asked.add(ids[j]);
    });
  }
  return asked;
}
