/**
 * Fixed-window rate limits kept in KV, so they hold across restarts and across instances sharing
 * one database. The windows themselves (keys, counts, the 429, the sweep) are data: see
 * server/kv/rate-windows.ts, re-exported here for the routes.
 *
 * A request takes its place in every window that limits it BEFORE it does its work, in one atomic
 * step: the windows are read, the new counts are committed with a check on each window's
 * versionstamp, and a commit that lost the race to another request reads again and retries. So of
 * N concurrent requests against a limit L exactly min(N, L) get a place. A place is given back
 * when the outcome does not count (a sign-in that succeeded, work that failed). A store that can
 * count the hit in its own commit does so instead (an inquiry: server/kv/inquiries.ts).
 *
 * Why not KV's `sum`: it never conflicts, but no commit tells its resulting count, so "sum, then
 * read, then undo when over the limit" is not exact. The read also sees the sums of requests that
 * came later, so of 40 concurrent requests against 20 all 40 may read 40 and all be refused.
 */
import { unavailable } from "../errors.ts";
import { backOff, countOf, fullWindows, MAX_WINDOW_ATTEMPTS, tooMany, type Window } from "../kv/rate-windows.ts";

/** A request's place in some windows, to give back when its outcome does not count. */
export type Reservation = { release(): Promise<void> };

const BUSY = "The server is busy right now. Please try again in a moment.";

/**
 * Changes the counts of `windows` in one atomic step. `plan` gets the current counts and answers
 * the change of each (or throws to refuse); the change is committed only if no window changed since
 * it was read, else the windows are read again and `plan` decides again. Counts never go below 0.
 */
export async function updateCounts(kv: Deno.Kv, windows: Window[], plan: (counts: number[]) => number[]): Promise<void> {
  for (let attempt = 0; attempt < MAX_WINDOW_ATTEMPTS; attempt++) {
    const entries = await kv.getMany<Deno.KvU64[]>(windows.map((w) => w.key));
    const counts = entries.map(countOf);
    const changes = plan(counts);
    if (changes.every((change) => change === 0)) return;
    const op = kv.atomic().check(...entries);
    windows.forEach((w, i) => {
      if (changes[i] !== 0) op.set(w.key, new Deno.KvU64(BigInt(Math.max(0, counts[i] + changes[i]))));
    });
    if ((await op.commit()).ok) return;
    await backOff(attempt);
  }
  // Short of a flood, never reached.
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
