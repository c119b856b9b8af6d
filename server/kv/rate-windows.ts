/**
 * The data of the fixed-window rate limits: which window a request falls in, its key and its count.
 * Windows are aligned to the epoch (so a day is a UTC day) and keyed by the time they end
 * (KEYS.rateWindow), so `sweepRateWindows` removes every ended window of every bucket.
 *
 * A store that counts a hit in its own commit (an inquiry: the hit and the inquiry together) reads
 * the window with its other keys, refuses with `tooMany` when it is full, and adds `countHit` to its
 * commit; the check on the window's versionstamp makes a concurrent hit conflict and read again.
 */
import { type AppError, limitReached } from "../errors.ts";
import { KEYS } from "./keys.ts";
import type { WriteTarget } from "./group-commit.ts";

export type Limit = { bucket: string; max: number; windowMs: number; message?: string };

/** One limit's counter for one subject (an address, an account, or a tuple such as both). */
export type Window = { limit: Limit; key: Deno.KvKey; endsAt: number };

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";

/** The window of `limit` for `subject` that contains `now`. Subjects are case-insensitive. */
export function windowOf(limit: Limit, subject: string | readonly string[], now = Date.now()): Window {
  const parts = (typeof subject === "string" ? [subject] : subject).map((part) => part.toLowerCase().slice(0, 200));
  const endsAt = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
  return { limit, key: KEYS.rateWindow(limit.bucket, parts, endsAt), endsAt };
}

/** The hits a window entry holds (0 when absent). */
export function countOf(entry: Deno.KvEntryMaybe<Deno.KvU64>): number {
  return Number(entry.value?.value ?? 0n);
}

/** The 429 for requests refused by `full`: the first one's message, Retry-After when all have ended. */
export function tooMany(full: Window[], now = Date.now()): AppError {
  const endsAt = Math.max(...full.map((w) => w.endsAt));
  const wait = Math.max(1, Math.ceil((endsAt - now) / 1000));
  return limitReached(full[0].limit.message ?? TOO_MANY_REQUESTS, wait);
}

/** The windows of `counts` that have no place left. */
export function fullWindows(windows: Window[], counts: number[]): Window[] {
  return windows.filter((w, i) => counts[i] >= w.limit.max);
}

/** Adds to `op` one hit on `window`, as read in `entry`: checked unchanged, so a racing hit conflicts. */
export function countHit<W extends WriteTarget>(op: W, window: Window, entry: Deno.KvEntryMaybe<Deno.KvU64>): W {
  return op.check(entry).set(window.key, new Deno.KvU64(BigInt(countOf(entry) + 1)));
}

/**
 * A commit that checks a window reads again only when another one changed it, and places are few
 * (the largest window has 300), so this many rounds are never needed short of a flood.
 */
export const MAX_WINDOW_ATTEMPTS = 500;

/** After losing a window to another request: wait a random moment, so the racers spread out. */
export function backOff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt + 1, 20)));
}

/** Deletes every window that has ended, of every bucket. Cheap to run now and then (main.ts: hourly). */
export async function sweepRateWindows(kv: Deno.Kv, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const entry of kv.list({ prefix: KEYS.rateWindows() })) {
    if (Number(entry.key[entry.key.length - 1]) <= now) {
      await kv.delete(entry.key);
      removed++;
    }
  }
  return removed;
}
