/**
 * The private links to a trip (`/trips/{token}`), by the same rules as proposals' and threads'
 * links (thread-links.ts): 32 random bytes, only the SHA-256 stored. A link is the traveller's
 * own (full access) or a co-traveller's (read-only, shared by the traveller, revocable alone).
 */
import { THREAD_TOKEN_PATTERN } from "../../contract/inquiry-thread.ts";
import { TRIP_TEXTS } from "../../contract/trips/model.ts";
import { notFound } from "../errors.ts";
import type { WriteTarget } from "./group-commit.ts";
import type { SubscriptionCondition } from "./push-subscriptions.ts";
import { KEYS } from "./keys.ts";
import { listIndexIds } from "./records.ts";
import { hashToken, mintThreadLink } from "./thread-links.ts";

export type TripAccess = "traveller" | "co-traveller";
/** What a token's hash points to. */
export type TripLink = { tripId: string; access: TripAccess; createdAt: string };

/** A new token (to put in an email or a page, never stored) and its hash (to store). */
export const mintTripLink = mintThreadLink;

/** Adds a new link of `tripId` to a commit (raising the trip's links counter, which a revoke checks). */
export function addTripLink<W extends WriteTarget>(op: W, tripId: string, hash: string, access: TripAccess, now: string): W {
  const link: TripLink = { tripId, access, createdAt: now };
  return op.check({ key: KEYS.tripToken(hash), versionstamp: null })
    .set(KEYS.tripToken(hash), link)
    .set(KEYS.tripTokenOf(tripId, hash), true)
    .sum(KEYS.tripLinksChanged(tripId), 1n);
}

/** The link a token is; 404 "not valid" for a malformed, unknown or revoked token. */
export async function tripLinkOfToken(kv: Deno.Kv, token: string): Promise<TripLink & { hash: string }> {
  if (!THREAD_TOKEN_PATTERN.test(token)) throw notFound(TRIP_TEXTS.linkNotFound);
  const hash = hashToken(token);
  const link = (await kv.get<TripLink>(KEYS.tripToken(hash))).value;
  if (!link) throw notFound(TRIP_TEXTS.linkNotFound);
  return { ...link, hash };
}

/** The hashes of a trip's live links. */
export function tripLinkHashes(kv: Deno.Kv, tripId: string): Promise<string[]> {
  return listIndexIds(kv, KEYS.tripTokensOf(tripId));
}

/** Removes links from a commit (revoked, or the trip deleted). */
export function dropTripLinks(op: Deno.AtomicOperation, tripId: string, hashes: string[]): Deno.AtomicOperation {
  for (const hash of hashes) op.delete(KEYS.tripTokenOf(tripId, hash)).delete(KEYS.tripToken(hash));
  return op;
}

/** For a write that holds only while the trip link `token` is live (its push subscription): revoked meanwhile, not found. */
export function tripLinkStaysLive(token: string): SubscriptionCondition {
  return {
    key: KEYS.tripToken(hashToken(token)),
    valid: (value) => value !== null,
    refused: () => notFound(TRIP_TEXTS.linkNotFound),
  };
}
