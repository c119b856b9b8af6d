/**
 * Every public page speaks for itself in its first HTML answer (server/seo): its own title,
 * description, canonical address, Open Graph and Twitter card, read back by a link-preview library
 * of the kind chat apps use (open-graph-scraper); a 1200x630 JPEG preview; JSON-LD; 404 for unknown
 * items; noindex on private pages; the sitemap and robots.txt. Over HTTP with the real app on the
 * demo catalogue and the web app's index.html and demo art.
 */
import assert from "node:assert/strict";
import ogs from "open-graph-scraper";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { imagesSite } from "../helpers/test-site.ts";
import * as samples from "../helpers/media-samples.ts";
import decodeJpeg from "@jsquash/jpeg/decode.js";
import { readImageSize } from "../../server/media/image-size.ts";
import { SITE } from "../../contract/site.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { DOMParser, type Element } from "@xmldom/xmldom";

const SITE_URL = "https://www.aurumvoyages.example";

/** One site for the whole file (the shell and the demo art), removed when the tests end. */
const buildSite = imagesSite("seo-site-");
const withSite = async (fn: (t: TestApp) => Promise<void>) => withSeededApp(fn, { WEB_DIST: await buildSite(), PUBLIC_URL: SITE_URL });

type Item = { id: string; name: string; description: string; imageUrl?: string; price?: number; pricePerPerson?: number; packageId?: string; destinationId?: string; tags?: string[] };
const list = async (t: TestApp, name: string) => (await t.call("GET", `/api/${name}`)).json.data[name] as Item[];

/** The page's HTML, what open-graph-scraper reads from it, and its JSON-LD blocks. */
async function read(t: TestApp, path: string) {
  const res = await t.call("GET", path);
  assert.equal(res.status, 200, path);
  const { result } = await ogs({ html: res.text });
  const jsonLd = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  return { html: res.text, og: result, jsonLd };
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, "g"))].length;

Deno.test("each kind of public page has its own title, description, canonical, Open Graph and Twitter card", async () => {
  await withSite(async (t) => {
    const [destination, pkg, activity] = [(await list(t, "destinations"))[0], (await list(t, "packages"))[0], (await list(t, "activities"))[0]];
    const pages: [string, string, "website" | "article", string | null][] = [
      ["/", "Aurum Voyages | Luxury Travel from Dubai", "website", null],
      ["/destinations", "Destinations | Aurum Voyages", "website", null],
      ["/packages", "Travel Packages | Aurum Voyages", "website", null],
      ["/activities", "Activities | Aurum Voyages", "website", null],
      ["/contact", "Get in Touch | Aurum Voyages", "website", null],
      [`/destinations/${destination.id}`, `${destination.name} | Aurum Voyages`, "article", destination.description],
      [`/packages/${pkg.id}`, `${pkg.name} | Aurum Voyages`, "article", pkg.description],
      [`/activities/${activity.id}`, `${activity.name} | Aurum Voyages`, "article", activity.description],
    ];
    for (const [path, title, type, description] of pages) {
      const { html, og } = await read(t, path);
      assert.equal(count(html, /<title>/), 1, `${path}: one title`);
      assert.equal(count(html, /<meta name="description"/), 1, `${path}: one description`);
      assert.equal(og.ogTitle, title, path);
      assert.equal(og.twitterTitle, title, path);
      assert.equal(og.ogType, type, path);
      assert.equal(og.ogSiteName, SITE.brand, path);
      assert.equal(og.ogLocale, "en_US", path);
      assert.equal(og.ogUrl, `${SITE_URL}${path}`, path);
      assert.ok(html.includes(`<link rel="canonical" href="${SITE_URL}${path}">`), path);
      assert.equal(og.twitterCard, "summary_large_image", path);
      const meta = /<meta name="description" content="([^"]*)">/.exec(html)![1];
      assert.equal(og.ogDescription, og.twitterDescription, path);
      assert.ok(og.ogDescription!.length <= 160, `${path}: ${og.ogDescription}`);
      if (description) {
        // The item's own description, cut at a word.
        const shown = og.ogDescription!.replace(/…$/, "");
        assert.ok(description.replace(/\s+/g, " ").startsWith(shown), `${path}: ${shown}`);
        assert.ok(description.length <= 160 ? og.ogDescription === description : /\S…$/.test(og.ogDescription!), path);
        assert.ok(!meta.includes("<"), path);
      }
      const image = og.ogImage?.[0];
      assert.ok(image, `${path}: og:image`);
      assert.match(image.url, new RegExp(`^${SITE_URL}/previews/[0-9a-f]{32}\\.jpg$`), path);
      assert.equal(String(image.width), "1200", path);
      assert.equal(String(image.height), "630", path);
      assert.equal(og.twitterImage?.[0]?.url, image.url, path);
      assert.ok(/<meta property="og:image:alt" content="[^"]+">/.test(html), path);
    }
    // A detail page shows its own picture; list pages show the site's.
    const own = (await read(t, `/packages/${pkg.id}`)).og.ogImage![0].url;
    const site = (await read(t, "/packages")).og.ogImage![0].url;
    assert.notEqual(own, site);
  });
});

Deno.test("the preview image is a 1200x630 JPEG, cached for a year, drawn again when the item's picture changes", async () => {
  await withSite(async (t) => {
    const pkg = (await list(t, "packages"))[0];
    const before = (await read(t, `/packages/${pkg.id}`)).og.ogImage![0].url;
    const check = async (url: string) => {
      const res = await t.app.request(new URL(url).pathname);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get("content-type"), "image/jpeg");
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await res.arrayBuffer());
      assert.deepEqual(readImageSize("image/jpeg", bytes), { width: 1200, height: 630 });
      return bytes;
    };
    const drawn = await check(before); // the demo SVG art, rasterised
    assert.deepEqual(await check(before), drawn, "the second answer is the kept file");
    assert.equal((await t.app.request("/previews/0123456789abcdef0123456789abcdef.jpg")).status, 404);
    assert.equal((await t.app.request("/previews/..%2Fapp.kv")).status, 404);

    // An uploaded photo: the preview is drawn from its largest copy and gets a new address.
    const admin = await t.adminToken();
    const form = new FormData();
    form.append("file", new File([await samples.jpeg(1000, 1000)], "square.jpg", { type: "image/jpeg" }));
    const uploaded = await t.app.request("/api/media/upload", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    assert.equal(uploaded.status, 201);
    const photo = (await uploaded.json()).data.url as string;
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.equal((await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, imageUrl: photo } })).status, 200);
    const after = (await read(t, `/packages/${pkg.id}`)).og.ogImage![0].url;
    assert.notEqual(after, before);
    const fromPhoto = await check(after);
    assert.notDeepEqual(fromPhoto, drawn);
    // A remote picture is never fetched by the server: the page shows the site's preview.
    await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, version: undefined, imageUrl: "https://images.example/x.jpg" } });
    assert.equal((await read(t, `/packages/${pkg.id}`)).og.ogImage![0].url, (await read(t, "/")).og.ogImage![0].url);
  });
});

Deno.test("an uploaded picture's focal point moves the preview's crop (and gives it a new address)", async () => {
  await withSite(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await list(t, "packages"))[0];
    // A wide photo whose red grows from left to right: the preview shows a window of it.
    const form = new FormData();
    form.append("file", new File([await samples.jpeg(2000, 500)], "wide.jpg", { type: "image/jpeg" }));
    const uploaded = await t.app.request("/api/media/upload", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    assert.equal(uploaded.status, 201);
    const { url: photo, filename } = (await uploaded.json()).data as { url: string; filename: string };
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.equal((await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, imageUrl: photo } })).status, 200);

    /** The preview's address, and the red of its left edge's middle pixel. */
    const leftRed = async () => {
      const url = (await read(t, `/packages/${pkg.id}`)).og.ogImage![0].url;
      const res = await t.app.request(new URL(url).pathname);
      assert.equal(res.status, 200, url);
      const frame = await decodeJpeg(await res.arrayBuffer());
      assert.deepEqual([frame.width, frame.height], [1200, 630]);
      return { url, red: frame.data[(315 * frame.width + 2) * 4] };
    };
    const focusOn = async (x: number) => {
      const res = await t.call("PATCH", `/api/media/${filename}`, { token: admin, body: { focus: { x, y: 50 } } });
      assert.equal(res.status, 200, res.text);
      return await leftRed();
    };
    const centre = await leftRed();
    const left = await focusOn(0);
    const right = await focusOn(100);
    assert.ok(left.red + 40 < centre.red, `the left edge shows the photo's left end: ${left.red} < ${centre.red}`);
    assert.ok(right.red > centre.red + 40, `the right edge shows the photo's right end: ${right.red} > ${centre.red}`);
    assert.equal(new Set([centre.url, left.url, right.url]).size, 3, "each crop has its own address");
  });
});

Deno.test("the JSON-LD of each page parses and has its types and fields", async () => {
  await withSite(async (t) => {
    const [destinations, packages, activities] = [await list(t, "destinations"), await list(t, "packages"), await list(t, "activities")];
    for (const path of ["/", "/contact"]) {
      const [agency] = (await read(t, path)).jsonLd;
      assert.equal(agency["@context"], "https://schema.org");
      assert.equal(agency["@type"], "TravelAgency", path);
      assert.equal(agency.name, SITE.brand);
      assert.equal(agency.address.addressLocality, "Dubai");
      assert.equal(agency.address.addressCountry, "AE");
      assert.equal(agency.telephone, "+97145550123");
      assert.equal(agency.email, SITE.contact.email);
      assert.deepEqual(agency.openingHoursSpecification.dayOfWeek.length, 6);
      assert.equal(agency.openingHoursSpecification.opens, "09:00");
      assert.deepEqual(agency.sameAs, SITE.social.map((s) => s.href));
    }
    for (const [path, items] of [["/destinations", destinations], ["/packages", packages], ["/activities", activities]] as const) {
      const [itemList] = (await read(t, path)).jsonLd;
      assert.equal(itemList["@type"], "ItemList", path);
      assert.equal(itemList.numberOfItems, items.length);
      assert.deepEqual(itemList.itemListElement.map((e: { url: string }) => e.url), items.map((i) => `${SITE_URL}${path}/${i.id}`));
    }

    const pkg = packages.find((p) => activities.some((a) => a.packageId === p.id))!;
    const [trip, trail] = (await read(t, `/packages/${pkg.id}`)).jsonLd;
    assert.equal(trip["@type"], "TouristTrip");
    assert.equal(trip.name, pkg.name);
    assert.deepEqual(trip.touristType, pkg.tags);
    assert.equal(trip.provider["@type"], "TravelAgency");
    // The demo packages have a "from" price per person: offered in US dollars.
    assert.deepEqual(trip.offers, { "@type": "Offer", price: pkg.pricePerPerson!.toFixed(2), priceCurrency: "USD", url: `${SITE_URL}/packages/${pkg.id}` });
    assert.deepEqual(
      trip.itinerary.itemListElement.map((e: { item: { name: string } }) => e.item.name),
      activities.filter((a) => a.packageId === pkg.id).map((a) => a.name),
    );
    assert.equal(trail["@type"], "BreadcrumbList");
    assert.deepEqual(trail.itemListElement.map((e: { name: string }) => e.name), ["Home", "Travel Packages", pkg.name]);
    assert.equal(trail.itemListElement[2].item, `${SITE_URL}/packages/${pkg.id}`);

    const destination = destinations.find((d) => packages.some((p) => p.destinationId === d.id))!;
    const [place, placeTrail] = (await read(t, `/destinations/${destination.id}`)).jsonLd;
    assert.equal(place["@type"], "TouristDestination");
    assert.equal(place.name, destination.name);
    const itsPackages = new Set(packages.filter((p) => p.destinationId === destination.id).map((p) => p.id));
    assert.deepEqual(place.includesAttraction.map((a: { name: string }) => a.name), activities.filter((a) => itsPackages.has(a.packageId!)).map((a) => a.name));
    assert.deepEqual(placeTrail.itemListElement.map((e: { name: string }) => e.name), ["Home", "Destinations", destination.name]);

    const priced = activities.find((a) => a.price !== undefined)!;
    const [attraction] = (await read(t, `/activities/${priced.id}`)).jsonLd;
    assert.deepEqual(attraction["@type"], ["TouristAttraction", "Product"]);
    assert.equal(attraction.offers["@type"], "Offer");
    assert.equal(attraction.offers.priceCurrency, "USD");
    assert.equal(Number(attraction.offers.price), priced.price);
    const free = activities.find((a) => a.price === undefined)!;
    const [unpriced, unpricedTrail] = (await read(t, `/activities/${free.id}`)).jsonLd;
    assert.equal(unpriced["@type"], "TouristAttraction");
    assert.equal(unpriced.offers, undefined);
    assert.deepEqual(unpricedTrail.itemListElement.map((e: { name: string }) => e.name), ["Home", "Activities", free.name]);
  });
});

Deno.test("names and descriptions are escaped in the head and cannot end the JSON-LD script", async () => {
  await withSite(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await list(t, "packages"))[0];
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    const name = `Dunes "quoted" </script><script>alert(1)</script> & <!-- more`;
    assert.equal((await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, name, description: `${name} ${"word ".repeat(60)}` } })).status, 200);
    const { html, og, jsonLd } = await read(t, `/packages/${pkg.id}`);
    assert.ok(!html.includes("<script>alert(1)"), "nothing the staff typed opens an element");
    assert.equal(og.ogTitle, `${name} | Aurum Voyages`);
    assert.equal(jsonLd[0].name, name);
    assert.ok(og.ogDescription!.length <= 160 && og.ogDescription!.endsWith("…"));
  });
});

Deno.test("an unknown destination, package or activity answers 404; private pages are noindex; other paths unchanged", async () => {
  await withSite(async (t) => {
    for (const path of ["/destinations/nope", "/packages/01m854rs8y0zg2bwkd5aydrkbx", "/activities/nope", "/packages/not%20an%20id"]) {
      const res = await t.call("GET", path);
      assert.equal(res.status, 404, path);
      assert.match(res.text, /<div id="root"><\/div>/, "the app shows its not-found content");
      assert.ok(res.text.includes('<meta name="robots" content="noindex">'), path);
      assert.ok(!res.text.includes("og:title"), path);
    }
    for (const path of ["/login", "/register", "/profile", "/vip-services", "/bespoke-experiences", "/pending-inquiries", "/admin", "/admin/packages/edit/x"]) {
      const res = await t.call("GET", path);
      assert.equal(res.status, 200, path);
      assert.ok(res.text.includes('<meta name="robots" content="noindex">'), path);
    }
    const unknownPath = await t.call("GET", "/no/such/page");
    assert.equal(unknownPath.status, 404, "an unknown path is no page: the app says so");
    assert.ok(unknownPath.text.includes('<meta name="robots" content="noindex">') && !unknownPath.text.includes("og:title"));
    const home = await t.call("GET", "/");
    assert.ok(!home.text.includes("noindex"));
  });
});

/** Each page's `lastmod` in the English sitemap, by path. */
async function lastmods(t: TestApp) {
  const xml = (await t.call("GET", "/sitemap-en.xml")).text;
  return new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g)].map((m) => [m[1].slice(SITE_URL.length), m[2]]));
}

Deno.test("the sitemap gives each page the time its items last changed; an update moves only its package's and the lists'", async () => {
  await withSite(async (t) => {
    const before = await lastmods(t);
    assert.ok(before.size > 5);
    for (const [path, lastmod] of before) {
      assert.match(lastmod ?? "", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, `${path} has a W3C lastmod`);
    }
    const latest = (prefix: string) => [...before].filter(([path]) => path.startsWith(prefix)).map(([, lastmod]) => lastmod!).sort().at(-1);
    assert.equal(before.get("/packages"), latest("/packages/"), "a list carries the latest of its items");
    assert.equal(before.get("/"), [...before.values()].sort().at(-1), "the home page carries the latest of all");
    assert.equal(before.get("/contact"), before.get("/"));

    const [pkg, other] = await list(t, "packages");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const admin = await t.adminToken();
    const full = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    const { id: _id, version: _version, ...body } = full;
    const saved = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...body, name: "Sitemap Renamed" } });
    assert.equal(saved.status, 200, saved.text);
    assert.ok(!("changedAt" in saved.json.data) && !Object.keys(saved.json.data).some((key) => /changed/i.test(key)), "no answer shows the change time");

    const after = await lastmods(t);
    const moved = (path: string) => after.get(path)! > before.get(path)!;
    assert.ok(moved(`/packages/${pkg.id}`), "the updated package's lastmod moves forward");
    assert.ok(moved("/packages") && moved("/"), "its list's and the home page's too");
    assert.equal(after.get(`/packages/${other.id}`), before.get(`/packages/${other.id}`), "another package's stays");
    assert.equal(after.get("/destinations"), before.get("/destinations"), "another collection's list stays");
    assert.equal(after.get(`/packages/${pkg.id}`), after.get("/packages"));

    await new Promise((resolve) => setTimeout(resolve, 5));
    const translated = await t.call("PUT", `/api/packages/${other.id}/translations/fr`, { token: admin, body: { name: "Traduit" } });
    assert.equal(translated.status, 200, translated.text);
    assert.ok((await lastmods(t)).get(`/packages/${other.id}`)! > before.get(`/packages/${other.id}`)!, "a translation write moves it too");

    const beforeDelete = await lastmods(t);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await t.call("DELETE", `/api/packages/${pkg.id}`, { token: admin })).status, 200);
    assert.equal((await t.kv.get(KEYS.catalogueChanged("packages", pkg.id))).versionstamp, null, "its change time goes with the item");
    const afterDelete = await lastmods(t);
    assert.ok(afterDelete.get("/packages")! > beforeDelete.get("/packages")!, "a delete moves its list's lastmod forward");
    assert.ok(afterDelete.get("/")! > beforeDelete.get("/")!, "and the home page's");
    assert.ok((await t.kv.get(KEYS.catalogueChanged("packages", other.id))).value, "another's stays");
  });
});

Deno.test("the English sitemap lists exactly the public pages of the live catalogue; robots.txt names the index", async () => {
  await withSite(async (t) => {
    const locs = async () => {
      const res = await t.call("GET", "/sitemap-en.xml");
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type")!, /^application\/xml/);
      return new Set([...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    };
    const expected = async () => {
      const paths = ["/", "/destinations", "/packages", "/activities", "/contact"];
      for (const name of ["destinations", "packages", "activities"]) paths.push(...(await list(t, name)).map((i) => `/${name}/${i.id}`));
      return new Set(paths.map((p) => `${SITE_URL}${p}`));
    };
    assert.deepEqual(await locs(), await expected());

    const admin = await t.adminToken();
    const destinationId = (await list(t, "destinations"))[0].id;
    const created = await t.call("POST", "/api/packages", {
      token: admin,
      body: { name: "Sitemap Test", destinationId, location: "Dubai", duration: "2 days", priceRange: "Premium Comfort", description: "A test.", imageUrl: "/images/catalogue/dubai-skyline.svg", vipServices: [], tags: [] },
    });
    assert.equal(created.status, 201, created.text);
    const id = created.json.data.id;
    assert.ok((await locs()).has(`${SITE_URL}/packages/${id}`), "a new package appears");
    assert.deepEqual(await locs(), await expected());
    // Its lists changed now: they carry the time of that write.
    assert.match((await t.call("GET", "/sitemap-en.xml")).text, /<loc>[^<]+\/packages<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    assert.equal((await t.call("DELETE", `/api/packages/${id}`, { token: admin })).status, 200);
    assert.ok(!(await locs()).has(`${SITE_URL}/packages/${id}`), "a deleted package disappears");
    assert.equal((await t.call("GET", `/packages/${id}`)).status, 404);

    const robots = await t.call("GET", "/robots.txt");
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get("content-type")!, /^text\/plain/);
    const lines = robots.text.split("\n");
    assert.ok(lines.includes("User-agent: *") && lines.includes("Allow: /"));
    for (const path of ["/admin", "/api", "/login", "/register", "/profile", "/vip-services", "/bespoke-experiences", "/pending-inquiries"]) {
      assert.ok(lines.includes(`Disallow: ${path}`), path);
    }
    assert.ok(lines.includes(`Sitemap: ${SITE_URL}/sitemap.xml`));
  });
});

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const W3C_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The document of an XML answer, parsed strictly (a malformed file throws). */
async function xmlOf(t: TestApp, path: string) {
  const res = await t.call("GET", path);
  assert.equal(res.status, 200, path);
  assert.match(res.headers.get("content-type")!, /^application\/xml/, path);
  assert.ok(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), path);
  return new DOMParser({ onError: (level, message) => assert.fail(`${path}: ${level} ${message}`) }).parseFromString(res.text, "text/xml");
}
/** The text of each `name` child (sitemaps namespace) of `parent`. */
const childTexts = (parent: Element, name: string) => [...parent.getElementsByTagNameNS(SITEMAP_NS, name)].map((e) => e.textContent ?? "");

Deno.test("/sitemap.xml is a sitemap index naming one sitemap per language, each page there with its alternates", async () => {
  await withSite(async (t) => {
    const LANGS = ["en", "ar", "es", "fr", "de", "it", "pt"];
    const index = await xmlOf(t, "/sitemap.xml");
    const root = index.documentElement!;
    assert.equal(root.localName, "sitemapindex");
    assert.equal(root.namespaceURI, SITEMAP_NS);
    const sitemaps = [...root.getElementsByTagNameNS(SITEMAP_NS, "sitemap")];
    assert.deepEqual(sitemaps.map((s) => childTexts(s, "loc")[0]), LANGS.map((lang) => `${SITE_URL}/sitemap-${lang}.xml`));
    for (const sitemap of sitemaps) {
      assert.deepEqual([...sitemap.childNodes].filter((n) => n.nodeType === 1).map((n) => (n as Element).localName), ["loc", "lastmod"]);
      assert.match(childTexts(sitemap, "lastmod")[0], W3C_DATE);
    }

    const [pkg] = await list(t, "packages");
    const pagesOfEnglish = (await lastmods(t)).size;
    const latest = [...(await lastmods(t)).values()].sort().at(-1);
    assert.equal(childTexts(sitemaps[0], "lastmod")[0], latest, "the index carries the latest change of the pages");
    for (const lang of LANGS) {
      const prefix = lang === "en" ? "" : `/${lang}`;
      const doc = await xmlOf(t, `/sitemap-${lang}.xml`);
      assert.equal(doc.documentElement!.localName, "urlset");
      assert.equal(doc.documentElement!.namespaceURI, SITEMAP_NS);
      const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, "url")];
      assert.equal(urls.length, pagesOfEnglish, `${lang}: every page once`);
      for (const url of urls) {
        const loc = childTexts(url, "loc")[0];
        assert.ok(loc === `${SITE_URL}${prefix}/` || loc.startsWith(`${SITE_URL}${prefix}/`), `${lang}: ${loc} is a page in its language`);
        if (lang !== "en") assert.ok(LANGS.every((other) => other === "en" || other === lang || !loc.startsWith(`${SITE_URL}/${other}/`)));
      }
      const page = urls.find((url) => childTexts(url, "loc")[0] === `${SITE_URL}${prefix}/packages/${pkg.id}`);
      assert.ok(page, `${lang}: the package's page`);
      const alternates = [...page.getElementsByTagNameNS(XHTML_NS, "link")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
      assert.deepEqual(
        alternates.filter(([hreflang]) => hreflang !== "x-default").sort(),
        LANGS.map((other) => [other, `${SITE_URL}${other === "en" ? "" : `/${other}`}/packages/${pkg.id}`]).sort(),
      );
      assert.deepEqual(alternates.find(([hreflang]) => hreflang === "x-default"), ["x-default", `${SITE_URL}/packages/${pkg.id}`]);
    }

    const robots = (await t.call("GET", "/robots.txt")).text.split("\n").filter((line) => line.startsWith("Sitemap:"));
    assert.deepEqual(robots, [`Sitemap: ${SITE_URL}/sitemap.xml`], "robots.txt names the index alone");
    const old = await t.call("GET", "/sitemap-languages.xml");
    assert.equal(old.status, 200, "the earlier single file still answers at its address");
    assert.ok(old.text.includes(`<loc>${SITE_URL}/ar/packages/${pkg.id}</loc>`));
  });
});
