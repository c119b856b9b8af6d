import assert from "node:assert/strict";
import { withKv } from "../helpers/kv.ts";
import { AppError } from "../../server/errors.ts";
import { appErrorAnswer, statusOf } from "../../server/http/errors.ts";
import { holding, reserve } from "../../server/http/rate-limit.ts";
import { type Limit, sweepRateWindows, windowOf } from "../../server/kv/rate-windows.ts";

const countOf = async (kv: Deno.Kv, limit: Limit, subject: string) =>
  Number((await kv.get<Deno.KvU64>(windowOf(limit, subject).key)).value?.value ?? 0n);

/** The error a reservation was refused with, or null when it got its place. */
const refusal = (place: Promise<unknown>) => place.then(() => null, (error) => error as AppError);

Deno.test("a fixed window gives max places, then refuses with 429 and Retry-After, and starts again after the window", async () => {
  await withKv(async (kv) => {
    const limit = { bucket: "test", max: 3, windowMs: 400, message: "Slow down." };
    // Windows are aligned to the clock: start just after a window begins, so all requests share it.
    await new Promise((r) => setTimeout(r, limit.windowMs - (Date.now() % limit.windowMs) + 5));
    for (let i = 0; i < 3; i++) await reserve(kv, [windowOf(limit, "a")]);
    const refused = await refusal(reserve(kv, [windowOf(limit, "a")]));
    assert.ok(refused instanceof AppError);
    assert.equal(statusOf(refused), 429);
    assert.equal(refused.message, "Slow down.");
    assert.ok(Number(appErrorAnswer(refused).headers["retry-after"]) >= 1);
    await reserve(kv, [windowOf(limit, "B")]); // another subject is independent
    assert.equal(await countOf(kv, limit, "b"), 1, "subjects are case-insensitive");
    await new Promise((r) => setTimeout(r, limit.windowMs));
    await reserve(kv, [windowOf(limit, "a")]);
    assert.equal(await countOf(kv, limit, "a"), 1, "a new window starts at 1");
  });
});

Deno.test("of N concurrent reservations against L places exactly L succeed, in every window at once or in none", async () => {
  await withKv(async (kv) => {
    const tight = { bucket: "tight", max: 7, windowMs: 60_000 };
    const loose = { bucket: "loose", max: 1000, windowMs: 60_000 };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => refusal(reserve(kv, [windowOf(loose, "x"), windowOf(tight, "x")]))),
    );
    assert.equal(outcomes.filter((o) => o === null).length, 7);
    assert.ok(outcomes.every((o) => o === null || statusOf(o) === 429));
    assert.equal(await countOf(kv, tight, "x"), 7);
    assert.equal(await countOf(kv, loose, "x"), 7, "a refused request took no place in the window that had room");
  });
});

Deno.test("a released place can be taken again; releasing twice gives back one place", async () => {
  await withKv(async (kv) => {
    const limit = { bucket: "test", max: 2, windowMs: 60_000 };
    const first = await reserve(kv, [windowOf(limit, "a")]);
    await reserve(kv, [windowOf(limit, "a")]);
    await Promise.all([first.release(), first.release()]);
    assert.equal(await countOf(kv, limit, "a"), 1);
    await reserve(kv, [windowOf(limit, "a")]);
    assert.ok(await refusal(reserve(kv, [windowOf(limit, "a")])), "full again");
  });
});

Deno.test("holding keeps the place when the outcome counts, gives it back when it does not or when the work throws", async () => {
  await withKv(async (kv) => {
    const limit = { bucket: "test", max: 5, windowMs: 60_000 };
    const place = () => reserve(kv, [windowOf(limit, "a")]);
    assert.equal(await holding(await place(), () => Promise.resolve("stored"), (r) => r === "stored"), "stored");
    assert.equal(await holding(await place(), () => Promise.resolve("replayed"), (r) => r === "stored"), "replayed");
    await assert.rejects(holding(await place(), () => Promise.reject(new Error("failed"))), /failed/);
    assert.equal(await countOf(kv, limit, "a"), 1, "only the counted outcome is left");
  });
});

Deno.test("the sweep removes ended windows of every bucket and keeps the current ones", async () => {
  await withKv(async (kv) => {
    const short = { bucket: "short", max: 5, windowMs: 1_000 };
    const long = { bucket: "long", max: 5, windowMs: 3_600_000 };
    const at = Date.UTC(2040, 0, 1, 12, 30); // windows of a fixed time: the short one ends at :30:01, the long one at 13:00
    await reserve(kv, [windowOf(short, "a", at)]);
    await reserve(kv, [windowOf(long, ["a", "b"], at)]);
    assert.equal(await sweepRateWindows(kv, at), 0, "nothing has ended yet");
    assert.equal(await sweepRateWindows(kv, at + 1_000), 1, "the short window ended");
    assert.equal(Number((await kv.get<Deno.KvU64>(windowOf(long, ["a", "b"], at).key)).value?.value), 1, "the long window is kept");
    assert.equal(await sweepRateWindows(kv, at + 1_800_000), 1, "then the long one too");
    const left = [];
    for await (const entry of kv.list({ prefix: ["rate"] })) left.push(entry.key);
    assert.deepEqual(left, []);
  });
});
