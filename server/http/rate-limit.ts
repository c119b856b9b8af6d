/**
 * Fixed-window rate limits kept in KV, so they hold across restarts and across instances sharing
 * one database. Each window has its own key and is counted with KV's atomic sum, so concurrent hits
 * never conflict and are all counted. Windows are aligned to the epoch and keyed by the time they
 * end, so `sweepRateWindows` (run hourly by main.ts) removes every ended window of every bucket.
 *
 *   ["rate", bucket, subject, windowEndsAt] -> Deno.KvU64 count
 */
import { AppError } from "../errors.ts";

export type Limit = { bucket: string; max: number; windowMs: number; message?: string };

function window(limit: Limit, subject: string, now = Date.now()) {
  const endsAt = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
  return { key: ["rate", limit.bucket, subject.toLowerCase().slice(0, 200), endsAt] as Deno.KvKey, endsAt };
}

/** Seconds until `subject` may try again, or 0 when under the limit. */
export async function retryAfter(kv: Deno.Kv, limit: Limit, subject: string): Promise<number> {
  const { key, endsAt } = window(limit, subject);
  const count = Number((await kv.get<Deno.KvU64>(key)).value?.value ?? 0n);
  if (count < limit.max) return 0;
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Throws 429 with Retry-After when `subject` is already at the limit. */
export async function assertUnderLimit(kv: Deno.Kv, limit: Limit, subject: string): Promise<void> {
  const wait = await retryAfter(kv, limit, subject);
  if (wait > 0) {
    throw new AppError(429, "rate_limited", limit.message ?? "Too many requests. Please wait a moment and try again.", undefined, {
      "retry-after": String(wait),
    });
  }
}

/** Counts one event for `subject` and returns the window's count so far. */
export async function countHit(kv: Deno.Kv, limit: Limit, subject: string): Promise<number> {
  const { key } = window(limit, subject);
  // Ended windows are never read again; sweepRateWindows removes them.
  await kv.atomic().sum(key, 1n).commit();
  return Number((await kv.get<Deno.KvU64>(key)).value?.value ?? 0n);
}

/** Check and count in one step: for limits on every attempt (not only failures). */
export async function consume(kv: Deno.Kv, limit: Limit, subject: string): Promise<void> {
  await assertUnderLimit(kv, limit, subject);
  await countHit(kv, limit, subject);
}

/** Forgets `subject`'s current window (e.g. failed logins after a successful one). */
export async function resetLimit(kv: Deno.Kv, limit: Limit, subject: string): Promise<void> {
  await kv.delete(window(limit, subject).key);
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
