/**
 * Exchange rates: everyone reads them (cacheable, with the rates' version as ETag); only staff
 * save them, each rate within its currency's bounds and dated no later than today; a save from an
 * older copy is refused; currencies not given keep their rates.
 */
import assert from "node:assert/strict";
import { latestRateDate } from "../../contract/exchange-rates.ts";
import { RATE_CURRENCIES } from "../../contract/money.ts";
import { DEMO_RATES } from "../../server/seed/exchange-rates.ts";
import { makeTestApp } from "../helpers/app.ts";

Deno.test("GET /api/exchange-rates answers the stored rates to anyone, cacheable and versioned", async () => {
  const t = await makeTestApp();
  try {
    const res = await t.call("GET", "/api/exchange-rates");
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(Object.keys(res.json.data.rates).sort(), [...RATE_CURRENCIES].sort());
    assert.equal(res.json.data.base, "USD");
    assert.deepEqual(res.json.data.rates, DEMO_RATES);
    assert.equal(res.headers.get("etag"), `"${res.json.data.version}"`);
    assert.equal(res.headers.get("cache-control"), "public, max-age=300");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    const again = await t.app.request("/api/exchange-rates", { headers: { "if-none-match": res.headers.get("etag")! } });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), "");
    const head = await t.app.request("/api/exchange-rates", { method: "HEAD" });
    assert.equal(head.status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("PUT /api/exchange-rates: staff only, validated, stale edits refused, other currencies kept", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const member = await t.member();
    const before = (await t.call("GET", "/api/exchange-rates")).json.data;
    const body = { rates: { EUR: { rate: 0.95, date: "2026-11-21" } } };
    assert.equal((await t.call("PUT", "/api/exchange-rates", { body })).status, 401);
    const refused = await t.call("PUT", "/api/exchange-rates", { token: member.token, body });
    assert.equal(refused.status, 403, refused.text);

    const tomorrow = latestRateDate(Date.now() + 24 * 3_600_000);
    const invalid: [unknown, RegExp][] = [
      [{ rates: { EUR: { rate: -1, date: "2026-11-21" } } }, /more than 0/],
      [{ rates: { EUR: { rate: 0, date: "2026-11-21" } } }, /more than 0/],
      [{ rates: { EUR: { rate: 95, date: "2026-11-21" } } }, /EUR rate must be between 0.2 and 5/],
      [{ rates: { JPY: { rate: 1.54, date: "2026-11-21" } } }, /JPY rate must be between 10 and 1000/],
      [{ rates: { AED: { rate: "3.67", date: "2026-11-21" } } }, /Rate must be a number/],
      [{ rates: { EUR: { rate: 0.95, date: tomorrow } } }, /not be in the future/],
      [{ rates: { EUR: { rate: 0.95, date: "2026-02-30" } } }, /real day/],
      [{ rates: { EUR: { rate: 0.95, date: "21/11/2026" } } }, /YYYY-MM-DD/],
      [{ rates: { EUR: { rate: 0.95 } } }, /Date is required/],
      [{ rates: { CHF: { rate: 0.88, date: "2026-11-21" } } }, /CHF/],
      [{ rates: {} }, /at least one rate/],
      [{}, /Rates are required/],
    ];
    for (const [bad, message] of invalid) {
      const res = await t.call("PUT", "/api/exchange-rates", { token: admin, body: bad });
      assert.equal(res.status, 400, `${JSON.stringify(bad)}: ${res.text}`);
      assert.match(res.json.message + JSON.stringify(res.json.issues ?? []), message, JSON.stringify(bad));
    }
    assert.deepEqual((await t.call("GET", "/api/exchange-rates")).json.data, before, "nothing was written");

    const saved = await t.call("PUT", "/api/exchange-rates", { token: admin, body: { ...body, version: before.version } });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.json.data.rates, { ...before.rates, EUR: { rate: 0.95, date: "2026-11-21" } });
    assert.notEqual(saved.json.data.version, before.version);
    const stale = await t.call("PUT", "/api/exchange-rates", { token: admin, body: { ...body, version: before.version } });
    assert.equal(stale.status, 409, stale.text);
    const read = await t.call("GET", "/api/exchange-rates");
    assert.deepEqual(read.json.data, saved.json.data);
    assert.equal(read.headers.get("etag"), `"${saved.json.data.version}"`);
    const today = latestRateDate(Date.now() - 14 * 3_600_000);
    const now = await t.call("PUT", "/api/exchange-rates", { token: admin, body: { rates: { JPY: { rate: 150, date: today } } } });
    assert.equal(now.status, 200, "today (UTC) is a valid date");
  } finally {
    await t.close();
  }
});
