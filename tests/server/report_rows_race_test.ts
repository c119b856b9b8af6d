/**
 * The reports' sums move from a row exactly as read: a trip's save that read its row before a lead's
 * delete rewrote it (dropping the package) cannot commit, so the package's revenue is taken away
 * once, not twice. The save's lead read is where the delete is made to land.
 */
import assert from "node:assert/strict";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { dropLeadPackage, moveTripRow, tripRowOf } from "../../server/kv/report-rows.ts";
import { countRows } from "../../server/kv/report-stats.ts";

Deno.test("a trip's save that read its report row before a lead's delete rewrote it does not commit", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const kv = await Deno.openKv(path);
  try {
    const lead = "inq_1", proposal = "prop_1";
    const trip = { id: "trip_1", proposalId: proposal, createdAt: "2026-03-10T10:00:00.000Z", currency: "EUR", total: 1000, days: [], stay: [], source: { kind: "inquiry", id: lead } } as unknown as StoredTrip;
    const row = tripRowOf(trip, "pkg_a");
    const setup = kv.atomic().set(KEYS.trip(trip.id), trip).set(KEYS.tripByProposal(proposal), trip.id)
      .set(KEYS.proposalBySource("inquiry", lead, proposal), true).set(KEYS.lead(lead), { id: lead, itemId: "pkg_a" })
      .set(KEYS.reportTrip(trip.createdAt, trip.id), row);
    for (const { key, value } of countRows([{ kind: "trip", at: trip.createdAt, row }])) setup.set(key, value);
    assert.ok((await setup.commit()).ok);

    // The save reads the trip, then its row, then the lead: the lead's delete lands just before that read.
    const entry = await kv.get<StoredTrip>(KEYS.trip(trip.id));
    let deleted = false;
    const racing = new Proxy(kv, {
      get(target, name) {
        if (name === "get") {
          return async (key: Deno.KvKey) => {
            if (!deleted && key[0] === KEYS.lead(lead)[0]) {
              deleted = true;
              const op = kv.atomic().delete(KEYS.lead(lead));
              await dropLeadPackage(kv, op, lead);
              assert.ok((await op.commit()).ok, "the lead's delete commits");
            }
            return await target.get(key);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const written = { ...entry.value!, total: 1200 };
    const op = kv.atomic().check(entry).set(KEYS.trip(trip.id), written);
    await moveTripRow(racing, op, entry.value, written);
    assert.equal((await op.commit()).ok, false, "the save read a row that changed: it must read again");

    const sums: Record<string, bigint> = {};
    for await (const e of kv.list<Deno.KvU64>({ prefix: ["report_stats", "m"] })) sums[e.key.slice(3).join(" ")] = e.value.value;
    for (const [name, value] of Object.entries(sums)) assert.ok(value < 1n << 63n, `${name} never goes below zero (${value})`);
  } finally {
    kv.close();
    await Deno.remove(path);
  }
});
