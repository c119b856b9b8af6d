/**
 * Scheduled jobs on the outbox's lease (services/outbox.ts `runExclusive`): of several instances on
 * one database, one runs a job at a time; a job that ran is not run again before its interval; an
 * instance killed mid-run holds the job only until its lease ends. Instances are stood in for by
 * owners on one real KV file.
 */
import assert from "node:assert/strict";
import { runExclusive } from "../../server/services/outbox.ts";
import { withKv } from "../helpers/kv.ts";

Deno.test("of several instances one runs a job at a time, and not again before its interval", async () => {
  await withKv(async (kv) => {
    let runs = 0;
    let running = 0;
    const job = async () => {
      runs++;
      running++;
      assert.equal(running, 1, "never two at once");
      await new Promise((resolve) => setTimeout(resolve, 50));
      running--;
    };
    const ran = await Promise.all(
      Array.from({ length: 5 }, (_, i) => runExclusive(kv, "sweeps", job, { leaseMs: 60_000, everyMs: 3_600_000, owner: `instance-${i}` })),
    );
    assert.equal(ran.filter(Boolean).length, 1, "one instance ran it");
    assert.equal(runs, 1);
    assert.equal(await runExclusive(kv, "sweeps", job, { leaseMs: 60_000, everyMs: 3_600_000, owner: "instance-9" }), false, "not again within the hour");
    assert.equal(await runExclusive(kv, "sweeps", job, { leaseMs: 60_000, everyMs: 3_600_000, owner: "instance-9", now: () => Date.now() + 3_600_001 }), true, "again after it");
  });
});

Deno.test("an instance killed while it runs a job holds it only until its lease ends", async () => {
  await withKv(async (kv) => {
    let now = Date.now();
    const clock = () => now;
    // The first instance takes the job and never comes back (its process killed mid-run).
    const killed = runExclusive(kv, "publishing", () => new Promise(() => {}), { leaseMs: 60_000, owner: "killed", now: clock });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let ran = 0;
    const job = () => Promise.resolve(void ran++);
    assert.equal(await runExclusive(kv, "publishing", job, { leaseMs: 60_000, owner: "other", now: clock }), false, "held while the lease lasts");
    now += 60_001;
    assert.equal(await runExclusive(kv, "publishing", job, { leaseMs: 60_000, owner: "other", now: clock }), true, "taken after it");
    assert.equal(ran, 1);
    void killed;
  });
});
