/**
 * Group commit: writes started together share one commit and each resolves once it is durable; a
 * group refused by one write's check is committed again write by write, so only that write fails.
 * The inquiry fingerprint (stored with idempotency keys) keeps its value across the sync hash.
 */
import assert from "node:assert/strict";
import { withKv } from "../helpers/kv.ts";
import { commitGrouped } from "../../server/kv/group-commit.ts";
import { fingerprintOf } from "../../server/kv/inquiries.ts";
import type { InquiryData } from "../../contract/inquiry.ts";

/** `kv` with its commits counted. */
function countingCommits(kv: Deno.Kv) {
  const counts = { commits: 0 };
  const handle = new Proxy(kv, {
    get(target, name) {
      if (name !== "atomic") {
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return () => {
        const op = target.atomic();
        const commit = op.commit.bind(op);
        op.commit = () => (counts.commits++, commit());
        return op;
      };
    },
  });
  return { kv: handle, counts };
}

Deno.test("writes started together share one commit, each durable when it resolves", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => commitGrouped(kv, { sets: [{ key: ["g", i], value: { i } }] })));
    assert.ok(results.every((r) => r.ok));
    assert.equal(counts.commits, 1);
    const stored = await raw.getMany(Array.from({ length: 10 }, (_, i) => ["g", i]));
    assert.deepEqual(stored.map((e) => e.value), Array.from({ length: 10 }, (_, i) => ({ i })));
  });
});

Deno.test("a failed check fails only its own write: the group is committed again one by one", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    await raw.set(["taken"], 1);
    const [first, stale, last] = await Promise.all([
      commitGrouped(kv, { sets: [{ key: ["a"], value: 1 }] }),
      commitGrouped(kv, { checks: [{ key: ["taken"], versionstamp: null }], sets: [{ key: ["taken"], value: 2 }] }),
      commitGrouped(kv, { sets: [{ key: ["b"], value: 3 }], checks: [{ key: ["b"], versionstamp: null }] }),
    ]);
    assert.deepEqual([first.ok, stale.ok, last.ok], [true, false, true]);
    assert.equal(counts.commits, 4, "the group, then each write alone");
    assert.deepEqual((await raw.getMany([["a"], ["taken"], ["b"]])).map((e) => e.value), [1, 1, 3]);
  });
});

Deno.test("more writes than one commit holds go in several groups, all durable", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    const big = "x".repeat(30_000);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => commitGrouped(kv, { sets: [{ key: ["big", i], value: big }] })));
    assert.ok(results.every((r) => r.ok));
    assert.ok(counts.commits >= 4 && counts.commits < 30, `grouped under the size limit (${counts.commits} commits)`);
    let stored = 0;
    for await (const _ of raw.list({ prefix: ["big"] })) stored++;
    assert.equal(stored, 30);
  });
});

Deno.test("writes with many counters (a lead's) go in groups under Deno KV's 1000 mutations, never committed one by one", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    // 40 writes of 5 sets and 30 sums each: 1400 mutations in one group would be refused.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      commitGrouped(kv, {
        sets: Array.from({ length: 5 }, (_, j) => ({ key: ["row", i, j], value: j })),
        sums: Array.from({ length: 30 }, (_, j) => ({ key: ["count", j], n: 1n })),
      })
    ));
    assert.ok(results.every((r) => r.ok));
    assert.ok(counts.commits <= 3, `grouped under the mutation limit, not retried alone (${counts.commits} commits)`);
    assert.equal((await raw.get<Deno.KvU64>(["count", 7])).value?.value, 40n);
  });
});

Deno.test("a closed database rejects every waiting write", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  const pending = [commitGrouped(kv, { sets: [{ key: ["x"], value: 1 }] }), commitGrouped(kv, { sets: [{ key: ["y"], value: 1 }] })];
  kv.close();
  for (const result of await Promise.allSettled(pending)) assert.equal(result.status, "rejected");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the inquiry fingerprint keeps its value (stored with idempotency keys)", () => {
  const data = {
    type: "package", itemId: "pkg-1", itemName: "Maldives", userName: "Layla Haddad", userEmail: "layla@example.com",
    userPhone: "+971 50 123 4567", numPeople: "2", preferredDates: "March", specialRequests: "Sea view", ignored: undefined,
  } as unknown as InquiryData;
  // SHA-256 of the fields sorted by name, as the earlier crypto.subtle version computed it.
  assert.equal(fingerprintOf(data), "10202310f0e32a9877c1f873ea1c219c3eafacdd0d79edc4b44844026b3f5010");
  const reordered = Object.fromEntries(Object.entries(data).reverse()) as InquiryData;
  assert.equal(fingerprintOf(reordered), fingerprintOf(data));
});

Deno.test("writes touching one key never share a group: the second is checked against the first", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    // Two hits on one empty window, each checked absent as it read it: only one may count.
    const hit = () => commitGrouped(kv, { checks: [{ key: ["window"], versionstamp: null }], sets: [{ key: ["window"], value: 1 }] });
    const others = Array.from({ length: 5 }, (_, i) => commitGrouped(kv, { sets: [{ key: ["other", i], value: i }] }));
    const [first, second] = await Promise.all([hit(), hit()]);
    assert.ok((await Promise.all(others)).every((r) => r.ok));
    assert.deepEqual([first.ok, second.ok], [true, false]);
    assert.equal(counts.commits, 1, "the first group holds the first hit and the others; the second, outdated by it, fails without a commit");
    // Writes to one key keep their order, also behind a write that waits.
    const order = await Promise.all([
      commitGrouped(kv, { sets: [{ key: ["k"], value: "a" }] }),
      commitGrouped(kv, { sets: [{ key: ["k"], value: "b" }, { key: ["j"], value: "b" }] }),
      commitGrouped(kv, { sets: [{ key: ["j"], value: "c" }] }),
    ]);
    assert.ok(order.every((r) => r.ok));
    assert.deepEqual((await raw.getMany([["k"], ["j"]])).map((e) => e.value), ["b", "c"]);
  });
});

Deno.test("a write outdated by the commit before it fails alone and never costs its group a commit", async () => {
  await withKv(async (raw) => {
    const { kv, counts } = countingCommits(raw);
    const hit = () => commitGrouped(kv, { checks: [{ key: ["window"], versionstamp: null }], sets: [{ key: ["window"], value: 1 }] });
    const other = (i: number) => commitGrouped(kv, { sets: [{ key: ["other", i], value: i }] });
    // The first hit and 39 others fill a group; the second hit and 5 more wait for the next.
    const first = [hit(), ...Array.from({ length: 39 }, (_, i) => other(i))];
    const second = hit();
    const rest = Array.from({ length: 5 }, (_, i) => other(100 + i));
    const results = await Promise.all([...first, second, ...rest]);
    assert.equal((await second).ok, false, "the second hit lost to the first");
    assert.equal(results.filter((r) => r.ok).length, 45);
    assert.equal(counts.commits, 2, "two groups, no write committed alone");
  });
});
