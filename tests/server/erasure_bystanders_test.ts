/**
 * An erasure takes the person's records and every entry that names them, and nothing of anybody
 * else's: the counters the desks and reports keep, and other leads' index and search entries, have
 * keys made of words, sources and ids that may merely contain the person's name ("Mar" in "margin",
 * "Marco", "mare.example"). Those stay; the person's own lead entries are removed by their ids.
 */
import assert from "node:assert/strict";
import { erasePerson, needlesOf } from "../../server/kv/erasure.ts";
import { KEYS } from "../../server/kv/keys.ts";

Deno.test("an erasure leaves the counters and other people's lead entries that only contain the person's name", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const kv = await Deno.openKv(path);
  try {
    const bystanders: Deno.KvKey[] = [
      KEYS.reportStat("m", "2026-03", "margin", "EUR"),
      KEYS.leadStat("m", "2026-03", "source", "mare.example"),
      KEYS.leadCount("source", "mare.example"),
    ];
    for (const key of bystanders) await kv.set(key, new Deno.KvU64(5n));
    const other = { id: "lead-marco", name: "Marco Rossi", source: "mare.example" };
    const otherEntries: Deno.KvKey[] = [KEYS.leadWord("marco", other.id), KEYS.leadIndex("leads_by_source", "mare.example", other.id)];
    await kv.set(KEYS.leadWord("marco", other.id), true);
    await kv.set(KEYS.leadIndex("leads_by_source", "mare.example", other.id), other);
    // The person's own search entry goes (it names their lead's id).
    await kv.set(KEYS.leadWord("mar", "lead-mar"), true);

    await erasePerson(kv, { ids: ["lead-mar"], needles: needlesOf("mar@example.com", ["Mar"], []), contactNeedles: [], pseudonym: "Erased person", files: [] });

    for (const key of bystanders) assert.equal((await kv.get<Deno.KvU64>(key)).value?.value, 5n, `${JSON.stringify(key)} is kept`);
    for (const key of otherEntries) assert.notEqual((await kv.get(key)).value, null, `${JSON.stringify(key)} is kept`);
    assert.equal((await kv.get(KEYS.leadWord("mar", "lead-mar"))).value, null, "the person's own entry goes");
  } finally {
    kv.close();
    await Deno.remove(path);
  }
});
