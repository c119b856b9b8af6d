/**
 * Fixed-window rate limits kept in KV, so they hold across restarts and across instances sharing
 * one database. Windows are aligned to the epoch (so a day is a UTC day) and keyed by the time they
 * end, so `sweepRateWindows` (run hourly by main.ts) removes every ended window of every bucket.
 *
 *   ["rate", bucket, ...subject, windowEndsAt] -> Deno.KvU64 count
 *
 * A request takes its place in every window that limits it BEFORE it does its work, in one atomic
 * step: the windows are read, the new counts are committed with a check on each window's
 * versionstamp, and a commit that lost the race to another request reads again and retries. So of
 * N concurrent requests against a limit L exactly min(N, L) get a place. A place is given back
 * when the outcome does not count (a replayed inquiry, a sign-in that succeeded, work that failed).
 *
 * Why not KV's `sum`: it never conflicts, but no commit tells its resulting count, so "sum, then
 * read, then undo when over the limit" is not exact. The read also sees the sums of requests that
 * came later, so of 40 concurrent requests against 20 all 40 may read 40 and all be refused.
 */
import { type AppError, limitReached, unavailable } from "../errors.ts";

export type Limit = { bucket: string; max: number; windowMs: number; message?: string };

/** One limit's counter for one subject (an address, an account, or a tuple such as both). */
export type Window = { limit: Limit; key: Deno.KvKey; endsAt: number };

/** A request's place in some windows, to give back when its outcome does not count. */
export type Reservation = { release(): Promise<void> };

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";
const BUSY = "The server is busy right now. Please try again in a moment.";

/**
 * A request reads again only when another one changed a window it read, and places are few (the
 * largest window has 300), so this many rounds are never needed short of a flood; that gets 503.
 */
const MAX_ATTEMPTS = 500;

/** The window of `limit` for `subject` that contains `now`. Subjects are case-insensitive. */
export function windowOf(limit: Limit, subject: string | readonly string[], now = Date.now()): Window {
  const parts = (typeof subject === "string" ? [subject] : subject).map((part) => part.toLowerCase().slice(0, 200));
  const endsAt = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
  return { limit, key: ["rate", limit.bucket, ...parts, endsAt], endsAt };
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

/**
 * Changes the counts of `windows` in one atomic step. `plan` gets the current counts and answers
 * the change of each (or throws to refuse); the change is committed only if no window changed since
 * it was read, else the windows are read again and `plan` decides again. Counts never go below 0.
 */
export async function updateCounts(kv: Deno.Kv, windows: Window[], plan: (counts: number[]) => number[]): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const entries = await kv.getMany<Deno.KvU64[]>(windows.map((w) => w.key));
    const counts = entries.map((entry) => Number(entry.value?.value ?? 0n));
    const changes = plan(counts);
    if (changes.every((change) => change === 0)) return;
    const op = kv.atomic().check(...entries);
    windows.forEach((w, i) => {
      if (changes[i] !== 0) op.set(w.key, new Deno.KvU64(BigInt(Math.max(0, counts[i] + changes[i]))));
    });
    if ((await op.commit()).ok) return;
    // Another request changed a window first: wait a random moment, so the racers spread out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt + 1, 20)));
  }
  throw unavailable(BUSY);
}

/** A reservation whose release applies `changes` to `windows` (once, however often it is called). */
export function reservationOf(kv: Deno.Kv, windows: Window[], changes: (counts: number[]) => number[]): Reservation {
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await updateCounts(kv, windows, changes);
    },
  };
}

/**
 * Takes one place in each window, all or none: 429 with Retry-After when any window is full.
 * Answers the reservation, to release when the request's outcome does not count.
 */
export async function reserve(kv: Deno.Kv, windows: Window[]): Promise<Reservation> {
  await updateCounts(kv, windows, (counts) => {
    const full = fullWindows(windows, counts);
    if (full.length > 0) throw tooMany(full);
    return windows.map(() => 1);
  });
  // A window swept meanwhile (it ended) reads 0 and is left alone.
  return reservationOf(kv, windows, (counts) => counts.map((n) => (n > 0 ? -1 : 0)));
}

/**
 * Runs `work` holding `place`. The place is given back when `work` throws or when `counts` says
 * its result does not count; otherwise it stays taken.
 */
export async function holding<T>(place: Reservation, work: () => Promise<T>, counts: (result: T) => boolean = () => true): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await place.release();
    throw error;
  }
  if (!counts(result)) await place.release();
  return result;
}

/** Deletes every window that has ended, of every bucket. Cheap to run now and then (main.ts: hourly). */
export async function sweepRateWindows(kv: Deno.Kv, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const entry of kv.list({ prefix: ["rate"] })) {
    if (Number(entry.key[entry.key.length - 1]) <= now) {
      await kv.delete(entry.key);
      removed++;
    }
  }
  return removed;
}
