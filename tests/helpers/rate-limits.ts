/**
 * Helpers for tests of the rate limits: a window filled as if requests had been counted, and a
 * frozen clock, so a burst of requests lands in one window however long it takes.
 */
import { type Limit, type Window, windowOf } from "../../server/kv/rate-windows.ts";
import { INQUIRY_LIMIT } from "../../server/services/inquiries.ts";

/** Sets the current window of `limit` for `subject` to `count` hits (key layout: server/kv/keys.ts). */
export async function fillWindow(kv: Deno.Kv, limit: Limit, subject: string | string[], count = limit.max): Promise<void> {
  const parts = (typeof subject === "string" ? [subject] : subject).map((part) => part.toLowerCase());
  const endsAt = (Math.floor(Date.now() / limit.windowMs) + 1) * limit.windowMs;
  await kv.set(["rate", limit.bucket, ...parts, endsAt], new Deno.KvU64(BigInt(count)));
}

/** Stops `Date.now()` at the current time until disposed (`using clock = freezeClock()`). */
export function freezeClock(): Disposable {
  const real = Date.now;
  const now = real();
  Date.now = () => now;
  return { [Symbol.dispose]: () => void (Date.now = real) };
}

/** A rate window of its own, for inquiries a test stores directly (each call: a fresh subject). */
export function seedWindow(): Window {
  return windowOf(INQUIRY_LIMIT, `test-seed-${crypto.randomUUID()}`);
}
