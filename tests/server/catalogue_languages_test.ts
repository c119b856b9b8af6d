/**
 * The catalogue in seven languages: staff write one language's translation of an item (validated,
 * checked against stale edits, kept across English edits); the public reads answer in `?lang=` or
 * the `Accept-Language`'s language, field by field falling back to English, searched in the
 * language shown; staff read every record whole with the not-yet-translated counts.
 */
import assert from "node:assert/strict";
import { type TestApp, withAdminApp, withoutRequestId } from "../helpers/app.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";

async function createPackage(t: TestApp, admin: string) {
  const d = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() });
  assert.equal(d.status, 201, d.text);
  const p = await t.call("POST", "/api/packages", { token: admin, body: packageBody(d.json.data.id) });
  assert.equal(p.status, 201, p.text);
  return { destination: d.json.data, pkg: p.json.data };
}

const withoutVersion = ({ version: _version, ...rest }: Record<string, unknown>) => rest;

Deno.test("?lang=fr answers the French translation, field by field falling back to English", () =>
  withAdminApp(async (t, admin) => {
    const { pkg } = await createPackage(t, admin);
    const englishBefore = await t.call("GET", `/api/packages/${pkg.id}`);
    const saved = await t.call("PUT", `/api/packages/${pkg.id}/translations/fr`, {
      token: admin,
      body: { name: "  Évasion au palais du désert ", tags: ["Désert", " ", "Romance"], version: pkg.version },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.json.data.translations, { fr: { name: "Évasion au palais du désert", tags: ["Désert", "Romance"] } });

    const french = await t.call("GET", `/api/packages/${pkg.id}?lang=fr`);
    assert.equal(french.status, 200);
    assert.equal(french.json.data.name, "Évasion au palais du désert");
    assert.deepEqual(french.json.data.tags, ["Désert", "Romance"]);
    assert.equal(french.json.data.description, pkg.description, "an untranslated field shows the English text");
    assert.deepEqual(french.json.data.vipServices, pkg.vipServices);
    assert.equal(french.json.data.translations, undefined, "public answers carry one language");
    assert.equal(french.headers.get("content-language"), "fr");
    assert.match(french.headers.get("vary") ?? "", /Accept-Language/);

    // English is the record as before, without the translations.
    const english = await t.call("GET", `/api/packages/${pkg.id}`);
    assert.equal(english.headers.get("content-language"), "en");
    assert.deepEqual(withoutVersion(english.json.data), withoutVersion(englishBefore.json.data));
    assert.equal(english.text.includes("Évasion"), false);
    // A language without a translation answers English, labelled as that language.
    const german = await t.call("GET", `/api/packages/${pkg.id}?lang=de`);
    assert.deepEqual(german.json.data, english.json.data);
    assert.equal(german.headers.get("content-language"), "de");
    // Lists too.
    const list = await t.call("GET", "/api/packages?lang=fr");
    assert.equal(list.json.data.packages[0].name, "Évasion au palais du désert");
  }));

Deno.test("Accept-Language chooses the language when there is no ?lang; ?lang wins; garbage ?lang is refused", () =>
  withAdminApp(async (t, admin) => {
    const { destination } = await createPackage(t, admin);
    for (const [lang, name] of [["de", "Dubai (de)"], ["ar", "دبي"], ["es", "Dubái"]]) {
      const res = await t.call("PUT", `/api/destinations/${destination.id}/translations/${lang}`, { token: admin, body: { name } });
      assert.equal(res.status, 200, res.text);
    }
    const read = (headers: Record<string, string>, query = "") => t.call("GET", `/api/destinations/${destination.id}${query}`, { headers });
    const cases: [Record<string, string>, string, string, string][] = [
      [{ "accept-language": "de-CH,de;q=0.9,en;q=0.8" }, "", "de", "Dubai (de)"],
      [{ "accept-language": "en;q=0.4, ar-AE;q=0.9" }, "", "ar", "دبي"],
      [{ "accept-language": "zh-CN, ja;q=0.8" }, "", "en", "Dubai"],
      [{ "accept-language": "de;q=0, es" }, "", "es", "Dubái"],
      [{ "accept-language": ";;;,=q" }, "", "en", "Dubai"],
      [{}, "", "en", "Dubai"],
      [{ "accept-language": "de" }, "?lang=es", "es", "Dubái"],
      [{ "accept-language": "de" }, "?lang=en", "en", "Dubai"],
    ];
    for (const [headers, query, lang, name] of cases) {
      const res = await read(headers, query);
      assert.equal(res.status, 200, JSON.stringify(headers));
      assert.equal(res.headers.get("content-language"), lang, JSON.stringify(headers) + query);
      assert.equal(res.json.data.name, name, JSON.stringify(headers) + query);
      assert.equal(res.headers.get("vary"), "Accept-Encoding, Accept-Language");
    }
    for (const query of ["?lang=xx", "?lang=", "?lang=FR", "?lang=fr-FR"]) {
      for (const path of [`/api/destinations/${destination.id}${query}`, `/api/destinations${query}`]) {
        const res = await t.call("GET", path);
        assert.equal(res.status, 400, path);
        assert.deepEqual(withoutRequestId(res.json), { message: "Unknown language. Use one of: en, ar, es, fr, de, it, pt.", code: "validation" });
      }
    }
    // gzip answers per language too.
    const zipped = await t.app.request(`/api/destinations/${destination.id}?lang=ar`, { headers: { "accept-encoding": "gzip" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    const unzipped = JSON.parse(await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).text());
    assert.equal(unzipped.data.name, "دبي");
  }));

Deno.test("a staff translation write is validated, checked against stale edits, and kept across English edits", () =>
  withAdminApp(async (t, admin) => {
    const { pkg } = await createPackage(t, admin);
    const a = await t.call("POST", "/api/activities", { token: admin, body: activityBody() });
    const put = (path: string, body: unknown, token = admin) => t.call("PUT", path, { token, body });
    const path = `/api/packages/${pkg.id}/translations/it`;

    const refusals: [string, unknown, number, RegExp][] = [
      [path, { name: "x".repeat(201) }, 400, /at most 200/],
      [path, { description: "x".repeat(5001) }, 400, /at most 5000/],
      [path, { tags: Array(51).fill("tag") }, 400, /At most 50/],
      [path, { name: 42 }, 400, /./],
      [path, { nome: "Fuga nel deserto" }, 400, /nome/],
      [`/api/activities/${a.json.data.id}/translations/it`, { tags: ["x"] }, 400, /tags/],
      [`/api/packages/${pkg.id}/translations/en`, { name: "Desert" }, 400, /Unknown translation language/],
      [`/api/packages/${pkg.id}/translations/xx`, { name: "Desert" }, 400, /Unknown translation language/],
      ["/api/packages/no-such-package/translations/it", { name: "Fuga" }, 404, /Travel package not found/],
      [path, { name: "Fuga", version: "00000000000000000000" }, 409, /./],
    ];
    for (const [target, body, status, message] of refusals) {
      const res = await put(target, body);
      assert.equal(res.status, status, `${target} ${JSON.stringify(body).slice(0, 60)}: ${res.text}`);
      assert.match(res.json.message, message);
    }
    const member = await t.member();
    assert.equal((await put(path, { name: "Fuga" }, member.token)).status, 403);
    assert.equal((await put(path, { name: "Fuga" }, "")).status, 401, "no token");
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.version, pkg.version, "nothing was written");

    // Saved from the current version; then a save from the older copy is refused.
    const saved = await put(path, { name: "Fuga nel palazzo del deserto", duration: "5 giorni / 4 notti", version: pkg.version });
    assert.equal(saved.status, 200, saved.text);
    assert.equal((await put(path, { name: "Altro", version: pkg.version })).status, 409);
    assert.equal((await put(`/api/packages/${pkg.id}`, { ...packageBody(pkg.destinationId), version: pkg.version })).status, 409);

    // An English edit without `translations` keeps them; the Italian answer shows the new English where untranslated.
    const edited = await put(`/api/packages/${pkg.id}`, { ...packageBody(pkg.destinationId, { description: "New words." }), version: saved.json.data.version });
    assert.equal(edited.status, 200, edited.text);
    assert.deepEqual(edited.json.data.translations, { it: { name: "Fuga nel palazzo del deserto", duration: "5 giorni / 4 notti" } });
    const italian = (await t.call("GET", `/api/packages/${pkg.id}?lang=it`)).json.data;
    assert.equal(italian.name, "Fuga nel palazzo del deserto");
    assert.equal(italian.description, "New words.");

    // An empty translation removes the language; `translations` on an English write replaces them all.
    assert.deepEqual((await put(path, {})).json.data.translations, undefined);
    const replaced = await put(`/api/packages/${pkg.id}`, { ...packageBody(pkg.destinationId), translations: { pt: { name: "Fuga no deserto" } } });
    assert.deepEqual(replaced.json.data.translations, { pt: { name: "Fuga no deserto" } });
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}?lang=pt`)).json.data.name, "Fuga no deserto");
    const badLanguage = await put(`/api/packages/${pkg.id}`, { ...packageBody(pkg.destinationId), translations: { xx: { name: "?" } } });
    assert.equal(badLanguage.status, 400, badLanguage.text);
  }));

Deno.test("?q= searches the list in the language shown, with English where a field is untranslated", () =>
  withAdminApp(async (t, admin) => {
    const { pkg } = await createPackage(t, admin);
    await t.call("PUT", `/api/packages/${pkg.id}/translations/de`, { token: admin, body: { name: "Wüstenpalast-Auszeit" } });
    const names = async (query: string) =>
      ((await t.call("GET", `/api/packages${query}`)).json.data.packages as { name: string }[]).map((p) => p.name);
    assert.deepEqual(await names("?lang=de&q=wüstenPALAST"), ["Wüstenpalast-Auszeit"]);
    assert.deepEqual(await names("?lang=de&q=Desert Palace"), [], "the German list shows the German name");
    assert.deepEqual(await names("?lang=de&q=romance"), ["Wüstenpalast-Auszeit"], "untranslated tags are searched in English");
    assert.deepEqual(await names("?q=wüstenpalast"), []);
    assert.deepEqual(await names("?q=desert palace"), ["Desert Palace Escape"]);
    assert.deepEqual(await names("?q=%20%20"), ["Desert Palace Escape"], "a blank search is no search");
    const long = await t.call("GET", `/api/packages?q=${"x".repeat(201)}`);
    assert.equal(long.status, 400);
    assert.equal(long.json.message, "Search text must be at most 200 characters.");
    // Destinations are searched by country and continent too.
    const byCountry = await t.call("GET", "/api/destinations?q=emirates");
    assert.equal(byCountry.json.data.destinations.length, 1);
  }));

Deno.test("staff read every record with its translations and, per language, how many are not yet translated", () =>
  withAdminApp(async (t, admin) => {
    const { pkg } = await createPackage(t, admin);
    await t.call("POST", "/api/packages", { token: admin, body: packageBody(pkg.destinationId, { name: "Second" }) });
    const everyField = {
      name: "Fuga",
      location: "Dubai, EAU",
      duration: "5 giorni / 4 notti",
      description: "Un palazzo nel deserto.",
      vipServices: ["Maggiordomo"],
      tags: ["Deserto"],
    };
    await t.call("PUT", `/api/packages/${pkg.id}/translations/it`, { token: admin, body: everyField });
    await t.call("PUT", `/api/packages/${pkg.id}/translations/fr`, { token: admin, body: { name: "Évasion" } });
    const res = await t.call("GET", "/api/admin/catalogue/packages", { token: admin });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.items.length, 2);
    assert.deepEqual(res.json.data.items[0].translations.it, everyField);
    assert.deepEqual(res.json.data.untranslated, { ar: 2, es: 2, fr: 2, de: 2, it: 1, pt: 2 });
    const activities = await t.call("GET", "/api/admin/catalogue/activities", { token: admin });
    assert.deepEqual(activities.json.data, { items: [], untranslated: { ar: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 } });
    assert.equal((await t.call("GET", "/api/admin/catalogue/packages", { token: (await t.member()).token })).status, 403);
  }));

Deno.test("the demo catalogue answers in every language, Arabic included", () =>
  withAdminApp(async (t, admin) => {
    const english = (await t.call("GET", "/api/destinations")).json.data.destinations;
    const arabic = (await t.call("GET", "/api/destinations?lang=ar")).json.data.destinations;
    assert.equal(english[0].name, "Dubai");
    assert.equal(arabic[0].name, "دبي");
    assert.equal(arabic[0].imageUrl, english[0].imageUrl);
    const counts = (await t.call("GET", "/api/admin/catalogue/activities", { token: admin })).json.data.untranslated;
    assert.deepEqual(counts, { ar: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 });
  }, { seed: true }));

Deno.test("translations beyond what one record can hold are refused 413, and the item stays as it was", () =>
  withAdminApp(async (t, admin) => {
    const { pkg } = await createPackage(t, admin);
    const long = { description: "ع".repeat(5000), tags: Array(50).fill("ع".repeat(200)), vipServices: Array(50).fill("ع".repeat(200)) };
    const statuses: number[] = [];
    for (const lang of ["ar", "es", "fr", "de", "it", "pt"]) {
      statuses.push((await t.call("PUT", `/api/packages/${pkg.id}/translations/${lang}`, { token: admin, body: long })).status);
    }
    assert.equal(statuses[0], 200);
    assert.ok(statuses.includes(413), JSON.stringify(statuses));
    assert.ok(statuses.every((status) => status === 200 || status === 413), JSON.stringify(statuses));
    const refused = statuses.indexOf(413);
    const stored = (await t.call("GET", "/api/admin/catalogue/packages", { token: admin })).json.data.items[0];
    assert.equal(Object.keys(stored.translations).length, refused);
  }));
