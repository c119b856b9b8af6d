import assert from "node:assert/strict";
import { isErrorOf } from "../../server/errors.ts";
import { withKv } from "../helpers/kv.ts";
import { MAX_TRANSACTION_ATTEMPTS, transact } from "../../server/kv/records.ts";

const COUNTER: Deno.KvKey = ["test_counter"];

/** One read-check-write: reads the counter and writes it plus one, checked unchanged. */
function increment(kv: Deno.Kv) {
  return transact(async () => {
    const entry = await kv.get<number>(COUNTER);
    return { op: kv.atomic().check(entry).set(COUNTER, (entry.value ?? 0) + 1), result: entry.value };
  });
}

Deno.test("transact: a burst of writers on one record all commit, none lost or refused", async () => {
  await withKv(async (kv) => {
    const writers = 40;
    const outcomes = await Promise.allSettled(Array.from({ length: writers }, () => increment(kv)));
    const refused = outcomes.filter((o) => o.status === "rejected");
    assert.equal(refused.length, 0, `refused ${refused.length} of ${writers}`);
    assert.equal((await kv.get<number>(COUNTER)).value, writers);
    const seen = outcomes.map((o) => (o as PromiseFulfilledResult<number | null>).value ?? 0).sort((a, b) => a - b);
    assert.deepEqual(seen, Array.from({ length: writers }, (_, i) => i), "each writer saw a different count");
  });
});

Deno.test("transact: a record that never stops changing ends in 409 after the bounded rounds", async () => {
  await withKv(async (kv) => {
    let attempts = 0;
    const error = await transact(async () => {
      attempts++;
      const entry = await kv.get<number>(COUNTER);
      await kv.set(COUNTER, (entry.value ?? 0) + 1); // another writer commits between read and commit
      return { op: kv.atomic().check(entry).set(COUNTER, 0), result: null };
    }).then(() => null, (e) => e);
    assert.ok(isErrorOf(error, "conflict"), String(error));
    assert.equal(attempts, MAX_TRANSACTION_ATTEMPTS);
  });
});
