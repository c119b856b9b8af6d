import assert from "node:assert/strict";
import { AppError } from "../../server/errors.ts";
import { consume, countHit, retryAfter, sweepRateWindows } from "../../server/http/rate-limit.ts";

Deno.test("a fixed window allows max hits, then refuses with 429 and Retry-After, and resets after the window", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    const limit = { bucket: "test", max: 3, windowMs: 400 };
    // Windows are aligned to the clock: start just after a window begins, so all hits share it.
    await new Promise((r) => setTimeout(r, limit.windowMs - (Date.now() % limit.windowMs) + 5));
    await Promise.all([consume(kv, limit, "a"), consume(kv, limit, "a"), consume(kv, limit, "a")]);
    const refused = await consume(kv, limit, "a").catch((e) => e);
    assert.ok(refused instanceof AppError);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers?.["retry-after"]) >= 1);
    await consume(kv, limit, "b"); // another subject is independent
    await new Promise((r) => setTimeout(r, limit.windowMs));
    assert.equal(await retryAfter(kv, limit, "a"), 0, "window over");
    assert.equal(await countHit(kv, limit, "a"), 1, "a new window starts at 1");
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("concurrent hits are all counted", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    const limit = { bucket: "test", max: 1000, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 25 }, () => countHit(kv, limit, "x")));
    assert.equal(await countHit(kv, limit, "x"), 26);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the sweep removes ended windows of every bucket and keeps the current ones", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    const short = { bucket: "short", max: 5, windowMs: 1_000 };
    const long = { bucket: "long", max: 5, windowMs: 3_600_000 };
    await countHit(kv, short, "a");
    await countHit(kv, long, "a");
    assert.equal(await sweepRateWindows(kv), 0, "nothing has ended yet");
    assert.equal(await sweepRateWindows(kv, Date.now() + 2_000), 1, "the short window ended");
    assert.equal(await countHit(kv, long, "a"), 2, "the current long window is kept");
    assert.equal(await sweepRateWindows(kv, Date.now() + 3_600_001), 1, "then the long one too");
    const left = [];
    for await (const entry of kv.list({ prefix: ["rate"] })) left.push(entry.key);
    assert.deepEqual(left, []);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
