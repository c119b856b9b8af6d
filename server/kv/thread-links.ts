/**
 * The traveller's private links to their inquiry's thread (`/threads/{token}`). A token is 32
 * random bytes (base64url); only its SHA-256 is stored, so the database never holds a working
 * link. An inquiry may have several live links (each email carries a new one); staff revoke them
 * all at once. Deleting the inquiry turns each link into a tombstone that expires, so the link says
 * the inquiry was deleted instead of "not valid".
 */
import { createHash } from "node:crypto";
import { THREAD_TEXTS, THREAD_TOKEN_PATTERN } from "../../contract/inquiry-thread.ts";
import { notFound } from "../errors.ts";
import { encodeBase64Url } from "../util/base64.ts";
import { KEYS } from "./keys.ts";
import type { WriteTarget } from "./group-commit.ts";
import type { SubscriptionCondition } from "./push-subscriptions.ts";
import { listIndexIds } from "./records.ts";

/** What a token's hash points to. */
export type ThreadLink = { inquiryId: string; createdAt: string; deleted?: true };

/**
 * Links dropped in one commit (two mutations each): every link of a thread within
 * `LIMITS.threadMessages` (one per reply, and the inquiry's own) fits in one.
 */
export const LINKS_PER_COMMIT = 250;

/** How long a deleted inquiry's links still say so. */
const TOMBSTONE_TTL_MS = 90 * 24 * 3_600_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token (to put in an email, never stored) and its hash (to store). */
export function mintThreadLink(): { token: string; hash: string } {
  const token = encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: hashToken(token) };
}

/** Adds a new link of `inquiryId` to a commit (the inquiry's own, or a reply's). */
export function addThreadLink<W extends WriteTarget>(op: W, inquiryId: string, hash: string, now: string): W {
  const link: ThreadLink = { inquiryId, createdAt: now };
  return op.check({ key: KEYS.threadToken(hash), versionstamp: null })
    .set(KEYS.threadToken(hash), link)
    .set(KEYS.threadTokenOf(inquiryId, hash), true);
}

/** The inquiry a token opens; 404 with "not valid" for an unknown or revoked token, or "deleted". */
export async function inquiryOfToken(kv: Deno.Kv, token: string): Promise<string> {
  if (!THREAD_TOKEN_PATTERN.test(token)) throw notFound(THREAD_TEXTS.notFound);
  const link = (await kv.get<ThreadLink>(KEYS.threadToken(hashToken(token)))).value;
  if (!link) throw notFound(THREAD_TEXTS.notFound);
  if (link.deleted) throw notFound(THREAD_TEXTS.deleted);
  return link.inquiryId;
}

/** The hashes of an inquiry's live links; with `limit`, the first that many. */
export function threadLinkHashes(kv: Deno.Kv, inquiryId: string, limit?: number): Promise<string[]> {
  return listIndexIds(kv, KEYS.threadTokensOf(inquiryId), limit);
}

/** Removes links from a commit: revoked (gone), or with `tombstone` marked as a deleted inquiry's. */
export function dropThreadLinks(op: Deno.AtomicOperation, inquiryId: string, hashes: string[], tombstone: boolean): Deno.AtomicOperation {
  for (const hash of hashes) {
    op.delete(KEYS.threadTokenOf(inquiryId, hash));
    if (tombstone) {
      const link: ThreadLink = { inquiryId, createdAt: new Date().toISOString(), deleted: true };
      op.set(KEYS.threadToken(hash), link, { expireIn: TOMBSTONE_TTL_MS });
    } else op.delete(KEYS.threadToken(hash));
  }
  return op;
}

/** For a write that holds only while the link `token` is live (a thread's push subscription): revoked or deleted meanwhile, not found. */
export function linkStaysLive(token: string): SubscriptionCondition {
  return {
    key: KEYS.threadToken(hashToken(token)),
    valid: (value) => value !== null && !(value as ThreadLink).deleted,
    refused: () => notFound(THREAD_TEXTS.notFound),
  };
}
