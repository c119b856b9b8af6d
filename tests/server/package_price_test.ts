/**
 * A package's optional "from" price per person (US dollars, the rules of an activity's price):
 * staff set, change and clear it, drafts and versions carry it like the other fields, bad values are
 * refused with the field's error, and every public read answers it (in every language: a number is
 * not translated). The package page says "From USD 4,500 per person" where it is set, in the page's
 * language, and its structured data offers it in US dollars; a package without one shows no price.
 */
import assert from "node:assert/strict";
import type { CatalogueVersion } from "../../contract/audit.ts";
import { type TestApp, withAdminApp, withSeededApp } from "../helpers/app.ts";
import { destinationBody, packageBody } from "../helpers/fixtures.ts";
import { rendererSite } from "../helpers/test-site.ts";

async function newDestination(t: TestApp, admin: string): Promise<string> {
  const res = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() });
  assert.equal(res.status, 201, res.text);
  return res.json.data.id;
}

/** The price per person of the package in every public read: the item (English, French, Arabic) and the list. */
async function publicPrices(t: TestApp, id: string): Promise<unknown[]> {
  const prices: unknown[] = [];
  for (const lang of ["", "?lang=fr", "?lang=ar"]) {
    prices.push((await t.call("GET", `/api/packages/${id}${lang}`)).json.data.pricePerPerson);
    const list = (await t.call("GET", `/api/packages${lang}`)).json.data.packages as { id: string; pricePerPerson?: number }[];
    prices.push(list.find((p) => p.id === id)?.pricePerPerson);
  }
  return prices;
}

Deno.test("staff set, change and clear a package's price per person; every public read answers it", () =>
  withAdminApp(async (t, admin) => {
    const destinationId = await newDestination(t, admin);
    // A numeric text is a number, rounded to cents, as an activity's price.
    const created = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destinationId, { pricePerPerson: "4500.555" }) });
    assert.equal(created.status, 201, created.text);
    const { id } = created.json.data;
    assert.equal(created.json.data.pricePerPerson, 4500.56);
    assert.deepEqual(await publicPrices(t, id), Array(6).fill(4500.56));

    const changed = await t.call("PUT", `/api/packages/${id}`, {
      token: admin,
      body: packageBody(destinationId, { pricePerPerson: 5200, version: created.json.data.version }),
    });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(await publicPrices(t, id), Array(6).fill(5200));
    assert.equal((await t.call("GET", `/api/admin/catalogue/packages/${id}`, { token: admin })).json.data.pricePerPerson, 5200);

    // A draft of a change keeps the published price public until it is published.
    const draft = await t.call("PUT", `/api/packages/${id}`, {
      token: admin,
      body: { ...packageBody(destinationId, { pricePerPerson: 6100 }), status: "draft", version: changed.json.data.version },
    });
    assert.equal(draft.status, 200, draft.text);
    assert.equal(draft.json.data.pricePerPerson, 6100);
    assert.deepEqual(await publicPrices(t, id), Array(6).fill(5200));
    const published = await t.call("POST", `/api/packages/${id}/publish`, { token: admin, body: { version: draft.json.data.version } });
    assert.equal(published.status, 200, published.text);
    assert.deepEqual(await publicPrices(t, id), Array(6).fill(6100));

    // Left empty, or left out, the package has no price: the field is gone, not kept as null.
    for (const pricePerPerson of ["", undefined]) {
      const current = (await t.call("GET", `/api/packages/${id}`)).json.data;
      const cleared = await t.call("PUT", `/api/packages/${id}`, {
        token: admin,
        body: packageBody(destinationId, { pricePerPerson, version: current.version }),
      });
      assert.equal(cleared.status, 200, cleared.text);
      assert.ok(!("pricePerPerson" in cleared.json.data), JSON.stringify(cleared.json.data));
      assert.deepEqual(await publicPrices(t, id), Array(6).fill(undefined));
      await t.call("PUT", `/api/packages/${id}`, { token: admin, body: packageBody(destinationId, { pricePerPerson: 100, version: cleared.json.data.version }) });
    }

    // The item's history keeps each version's price, and a restore brings it back.
    const versions = (await t.call("GET", `/api/packages/${id}/versions`, { token: admin })).json.data as CatalogueVersion[];
    assert.deepEqual(versions.map((v) => v.record.pricePerPerson).reverse(), [4500.56, 5200, 6100, 6100, undefined, 100, undefined, 100]);
    const latest = (await t.call("GET", `/api/packages/${id}`)).json.data;
    const restored = await t.call("POST", `/api/packages/${id}/versions/${versions.at(-1)!.id}/restore`, { token: admin, body: { version: latest.version } });
    assert.equal(restored.status, 200, restored.text);
    assert.equal((await t.call("GET", `/api/packages/${id}`)).json.data.pricePerPerson, 4500.56);
  }));

Deno.test("a bad price per person is refused with the field's error, on create and on update, and writes nothing", () =>
  withAdminApp(async (t, admin) => {
    const destinationId = await newDestination(t, admin);
    const created = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destinationId, { pricePerPerson: 4500 }) });
    const { id, version } = created.json.data;
    const cases: [unknown, string][] = [
      [-1, "Price must be at least 0."],
      ["abc", "Price must be a number."],
      ["1e400", "Price must be a number."],
      [10_000_001, "Price is too large."],
      [{ amount: 5 }, "Price must be a number."],
    ];
    for (const [pricePerPerson, message] of cases) {
      for (const [method, path, body] of [
        ["POST", "/api/packages", packageBody(destinationId, { name: "Refused", pricePerPerson })],
        ["PUT", `/api/packages/${id}`, packageBody(destinationId, { name: "Refused", pricePerPerson, version })],
      ] as const) {
        const res = await t.call(method, path, { token: admin, body });
        assert.equal(res.status, 400, `${method} ${JSON.stringify(pricePerPerson)}: ${res.text}`);
        assert.equal(res.json.code, "validation");
        assert.equal(res.json.message, message);
        assert.deepEqual(res.json.issues.map((issue: { path: string }) => issue.path), ["pricePerPerson"]);
      }
    }
    // The field's error in the staff member's language, from the answers' texts.
    const french = await t.call("POST", "/api/packages", {
      token: admin,
      body: packageBody(destinationId, { pricePerPerson: -1 }),
      headers: { "accept-language": "fr" },
    });
    assert.equal(french.status, 400);
    const answers = JSON.parse(await Deno.readTextFile(new URL("../../locales/fr/answers.json", import.meta.url)));
    assert.equal(french.json.message, answers["Price must be at least 0."]);

    const packages = (await t.call("GET", "/api/packages")).json.data.packages;
    assert.deepEqual(packages.map((p: { name: string; pricePerPerson?: number }) => [p.name, p.pricePerPerson]), [["Desert Palace Escape", 4500]]);
  }));

/** One build of the renderer for the page test, removed when the tests end. */
const buildSite = rendererSite("package-price-site-");

/** The HTML inside the page's #root, and its JSON-LD. */
async function page(t: TestApp, path: string) {
  const res = await t.call("GET", path);
  assert.equal(res.status, 200, path);
  const start = res.text.indexOf('<div id="root">');
  const root = res.text.slice(start, res.text.indexOf("<script", start));
  const jsonLd = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  return { root, trip: jsonLd[0] };
}

Deno.test("the package page says its from price per person in the page's language and offers it in its structured data", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    const put = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, pricePerPerson: 4500 } });
    assert.equal(put.status, 200, put.text);

    const english = await page(t, `/packages/${pkg.id}`);
    assert.ok(english.root.includes("From USD\u00a04,500 per person"), english.root.slice(0, 3000));
    assert.deepEqual(english.trip.offers, { "@type": "Offer", price: "4500.00", priceCurrency: "USD", url: english.trip.url });
    // Arabic: the amount with Western digits and the code, in the Arabic sentence.
    assert.ok((await page(t, `/ar/packages/${pkg.id}`)).root.includes("ابتداءً من \u200f4,500\u00a0USD للشخص"));
    assert.ok((await page(t, `/fr/packages/${pkg.id}`)).root.includes("À partir de 4\u202f500\u00a0USD par personne"));
    // The list's card says it too.
    assert.ok((await page(t, "/packages")).root.includes("From USD\u00a04,500 per person"));

    const { pricePerPerson: _cleared, ...without } = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.equal((await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: without })).status, 200);
    const unpriced = await page(t, `/packages/${pkg.id}`);
    assert.ok(!unpriced.root.includes("per person"), "no price, no from price");
    assert.equal(unpriced.trip.offers, undefined);
  }, { WEB_DIST: await buildSite() });
});
