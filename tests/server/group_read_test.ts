/**
 * Group read: reads started while one is running share database round trips, at most ten keys
 * each; every caller gets exactly its own entries, in order, from one getMany; alone, a read goes
 * at once.
 */
import assert from "node:assert/strict";
import { withKv } from "../helpers/kv.ts";
import { getManyGrouped } from "../../server/kv/group-read.ts";

/** `kv` with the keys of each getMany recorded. */
function recordingReads(kv: Deno.Kv) {
  const reads: Deno.KvKey[][] = [];
  const handle = new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (name === "getMany") return (keys: Deno.KvKey[]) => (reads.push(keys), value.call(target, keys));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: handle, reads };
}

Deno.test("reads of the same moment share round trips; each caller gets its own entries from one getMany", async () => {
  await withKv(async (raw) => {
    for (let i = 0; i < 12; i++) await raw.set(["item", i], `value ${i}`);
    const { kv, reads } = recordingReads(raw);
    // Twelve callers of three keys each (the third never stored).
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => getManyGrouped(kv, [["item", i], ["item", (i + 1) % 12], ["none", i]])));
    answers.forEach((entries, i) => {
      assert.deepEqual(entries.map((e) => e.value), [`value ${i}`, `value ${(i + 1) % 12}`, null], `caller ${i}`);
      assert.deepEqual(entries.map((e) => e.key), [["item", i], ["item", (i + 1) % 12], ["none", i]]);
    });
    assert.equal(reads[0].length, 3, "the first read went alone, at once");
    assert.ok(reads.length < 12, `12 reads in ${reads.length} round trips`);
    assert.ok(reads.every((keys) => keys.length <= 10 && keys.length % 3 === 0), "at most ten keys, no caller's keys split");
  });
});

Deno.test("a read with a key the database refuses fails alone; the reads that shared its round trip are read again", async () => {
  await withKv(async (raw) => {
    await raw.set(["item", 1], "one");
    const { kv, reads } = recordingReads(raw);
    const [busy, honest, refused] = await Promise.allSettled([
      getManyGrouped(kv, [["item", 1]]),
      getManyGrouped(kv, [["item", 1]]),
      getManyGrouped(kv, [["item", "x".repeat(3_000)]]),
    ]);
    assert.equal(busy.status, "fulfilled");
    assert.deepEqual(honest.status === "fulfilled" && honest.value.map((e) => e.value), ["one"]);
    assert.equal(refused.status, "rejected");
    assert.match(String((refused as PromiseRejectedResult).reason), /too large/i);
    assert.deepEqual(reads.map((keys) => keys.length), [1, 2, 1, 1], "alone, shared (refused), then each alone");
  });
});

Deno.test("a failed round trip fails the reads that shared it; more than ten keys are refused as getMany refuses them", async () => {
  await withKv(async (raw) => {
    await assert.rejects(getManyGrouped(raw, Array.from({ length: 11 }, (_, i) => ["k", i])), /Too many ranges/);
    const calls: number[] = [];
    const failing = new Proxy(raw, {
      get(target, name) {
        if (name === "getMany") return (keys: Deno.KvKey[]) => (calls.push(keys.length), Promise.reject(new Error("injected: the database is unavailable")));
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    // The first goes at once; the two that arrive meanwhile share the next round trip, then each is read alone.
    const results = await Promise.allSettled([getManyGrouped(failing, [["a"]]), getManyGrouped(failing, [["b"]]), getManyGrouped(failing, [["c"]])]);
    assert.deepEqual(results.map((r) => r.status), ["rejected", "rejected", "rejected"]);
    assert.deepEqual(calls, [1, 2, 1, 1]);
  });
});
