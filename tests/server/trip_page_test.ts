/**
 * The traveller's trip page (`/trips/{token}`) is rendered by the server from the trip as its link
 * shows it: private (`private, no-store`, noindex), in the trip's language (a redirect to its
 * prefix), Arabic right to left, never a price, a cost or a staff-only document; a link that
 * opens nothing (unknown, revoked) is the page saying so with the API's 404. Over HTTP with the
 * real app, its renderer built into a private copy of the build.
 */
import assert from "node:assert/strict";
import { KEYS } from "../../server/kv/keys.ts";
import { dropTripLinks } from "../../server/kv/trip-links.ts";
import { hashToken } from "../../server/kv/thread-links.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { rendererSite } from "../helpers/test-site.ts";
import { plantTrip, tripRecord } from "../helpers/trips.ts";

const buildSite = rendererSite("trip-site-");
const withSite = async (fn: (t: TestApp) => Promise<void>) => withSeededApp(fn, { WEB_DIST: await buildSite() });
const texts = (lang: string, area = "trip") => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/${area}.json`, import.meta.url)));

Deno.test("the trip page is rendered by the server, private and never indexed, without a price or a cost", async () => {
  await withSite(async (t) => {
    const { token } = await plantTrip(t.kv);
    const res = await t.call("GET", `/trips/${token}`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.equal(res.headers.get("x-robots-tag"), "noindex");
    assert.match(res.text, /<meta name="robots" content="noindex">/);
    assert.match(res.text, /<title>Dubai in style \| Aurum Voyages<\/title>/);
    const root = res.text.slice(res.text.indexOf('<div id="root">'));
    for (const shown of ["Dubai in style", "Airport transfer", "Desert safari", "Palace, 2 nights", "Omar", "tel:+971500000001", texts("en")["days.title"]]) {
      assert.ok(root.includes(shown), `the server's HTML shows ${shown}`);
    }
    // The contract shows the traveller the supplier (who drives them), never a price or a cost.
    for (const secret of ["unitCost", "unitPrice", "\"quantity\""]) assert.ok(!res.text.includes(secret), `no ${secret} in the page`);
  });
});

Deno.test("a trip in Arabic opens under /ar/, right to left; its days are counted down before departure", async () => {
  await withSite(async (t) => {
    const record = tripRecord();
    const { token } = await plantTrip(t.kv, { traveller: { ...record.traveller, language: "ar" } });
    const bare = await t.call("GET", `/trips/${token}`);
    assert.equal(bare.status, 302);
    assert.equal(bare.headers.get("location"), `/ar/trips/${token}`);
    assert.equal(bare.headers.get("cache-control"), "private, no-store");
    const res = await t.call("GET", `/ar/trips/${token}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html[^>]*dir="rtl"/);
    assert.ok(res.text.includes(texts("ar")["days.title"]));
    assert.match(res.text, /data-testid="trip-countdown"/);
  });
});

Deno.test("a link that opens nothing, unknown or revoked, is the page saying so with a 404", async () => {
  await withSite(async (t) => {
    const unknown = await t.call("GET", `/trips/${"x".repeat(43)}`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get("cache-control"), "private, no-store");
    assert.ok(unknown.text.includes(texts("en")["missing.title"]));

    const { trip, token } = await plantTrip(t.kv);
    assert.ok((await dropTripLinks(t.kv.atomic(), trip.id, [hashToken(token)]).commit()).ok);
    assert.equal((await t.kv.get(KEYS.tripToken(hashToken(token)))).value, null);
    const revoked = await t.call("GET", `/fr/trips/${token}`);
    assert.equal(revoked.status, 404);
    assert.ok(revoked.text.includes(texts("fr")["missing.title"]));
    assert.ok(!revoked.text.includes("Dubai in style"));
  });
});
