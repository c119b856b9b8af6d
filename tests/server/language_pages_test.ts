/**
 * The public pages in every site language: `/ar/packages/{id}` is rendered by the server in Arabic
 * (the item's translation and the interface's texts), with `<html lang="ar" dir="rtl">`, a canonical
 * address of its own and `hreflang` alternates for all seven languages and `x-default`; an unknown
 * item under a prefix answers 404 in that language; the languages' sitemap lists every language's
 * address with its alternates. Over HTTP with the real app on the demo catalogue (translated).
 */
import assert from "node:assert/strict";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { rendererSite } from "../helpers/test-site.ts";

const SITE_URL = "https://www.aurumvoyages.example";
const LANGUAGES = ["en", "ar", "es", "fr", "de", "it", "pt"];

/** One build of the renderer for the whole file, removed when the tests end. */
const buildSite = rendererSite("lang-site-");

const withSite = async (fn: (t: TestApp) => Promise<void>) => withSeededApp(fn, { WEB_DIST: await buildSite(), PUBLIC_URL: SITE_URL });

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

Deno.test("/ar/packages/{id} is the package in Arabic, right to left, with its alternates in every language", async () => {
  await withSite(async (t) => {
    const [pkg] = (await t.call("GET", "/api/packages?lang=ar")).json.data.packages as { id: string; name: string }[];
    const english = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data as { name: string };
    assert.notEqual(pkg.name, english.name, "the demo package has an Arabic name");

    const res = await t.call("GET", `/ar/packages/${pkg.id}`);
    assert.equal(res.status, 200);
    const html = res.text;
    assert.match(html, /<html lang="ar" dir="rtl">/);
    const root = html.slice(html.indexOf('<div id="root">'));
    assert.ok(root.includes(escaped(pkg.name)), "the Arabic name is rendered");
    assert.ok(root.includes("أبرز امتيازات VIP"), "the interface speaks Arabic");
    assert.ok(root.includes(`href="/ar/packages"`), "links keep the language");
    assert.ok(html.includes(`<title>${escaped(pkg.name)} | Aurum Voyages</title>`));
    assert.ok(html.includes(`<link rel="canonical" href="${SITE_URL}/ar/packages/${pkg.id}">`));
    assert.ok(html.includes(`<meta property="og:locale" content="ar_AE">`));
    for (const lang of LANGUAGES) {
      const href = `${SITE_URL}${lang === "en" ? "" : `/${lang}`}/packages/${pkg.id}`;
      assert.ok(html.includes(`<link rel="alternate" hreflang="${lang}" href="${href}">`), lang);
    }
    assert.ok(html.includes(`<link rel="alternate" hreflang="x-default" href="${SITE_URL}/packages/${pkg.id}">`));
    assert.ok(html.includes(`"/packages/${pkg.id}?lang=ar":`), "the data block holds the Arabic answer under the address the app asks for");

    const home = await t.call("GET", "/fr/");
    assert.equal(home.status, 200);
    assert.match(home.text, /<html lang="fr" dir="ltr">/);
    assert.ok(home.text.includes("Le monde, avec raffinement."));
    assert.ok(home.text.includes(`<link rel="canonical" href="${SITE_URL}/fr/">`));
    assert.match((await t.call("GET", "/")).text, /<html lang="en" dir="ltr">/);
  });
});

Deno.test("an unknown package under /fr/ answers 404 with the French not-found text", async () => {
  await withSite(async (t) => {
    const res = await t.call("GET", "/fr/packages/unknown");
    assert.equal(res.status, 404);
    assert.match(res.text, /<html lang="fr" dir="ltr">/);
    assert.ok(res.text.includes(escaped("Séjour introuvable. Il a peut-être été retiré, ou le lien est incorrect.")), res.text.slice(0, 400));
    assert.ok(res.text.includes(`<meta name="robots" content="noindex">`));
    const member = await t.call("GET", "/fr/profile");
    assert.equal(member.status, 200);
    assert.ok(member.text.includes(`<meta name="robots" content="noindex">`), "a private page under a prefix stays out of search results");
  });
});

Deno.test("the languages' sitemap (its old address) lists every page in every language with its alternates", async () => {
  await withSite(async (t) => {
    const res = await t.call("GET", "/sitemap-languages.xml");
    assert.equal(res.status, 200);
    const [pkg] = (await t.call("GET", "/api/packages")).json.data.packages as { id: string }[];
    for (const lang of LANGUAGES) {
      const loc = `${SITE_URL}${lang === "en" ? "" : `/${lang}`}/packages/${pkg.id}`;
      assert.ok(res.text.includes(`<loc>${loc}</loc>`), loc);
      assert.ok(res.text.includes(`<xhtml:link rel="alternate" hreflang="${lang}" href="${loc}"/>`), lang);
    }
    assert.ok(res.text.includes(`<loc>${SITE_URL}/ar/</loc>`));
  });
});
