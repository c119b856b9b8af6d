/**
 * The HTML of a public catalogue page announces what its first screen needs: the page's chunks (in
 * a list the start-up script loads once the page has painted, not as `modulepreload`), its main
 * image and the API answers it shows (server/pages/document-hints.ts). Checked over HTTP on
 * a fake build with a Vite manifest and the demo catalogue.
 */
import assert from "node:assert/strict";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import * as samples from "../helpers/media-samples.ts";

const SHELL = "<!doctype html><html><head><title>app</title></head><body><div id=\"root\"></div></body></html>";
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shared-1.js"] },
  "_shared-1.js": { file: "assets/shared-1.js" },
  "_form-1.js": { file: "assets/form-1.js", imports: ["_shared-1.js"] },
  "src/app/routes/package-detail.tsx": { file: "assets/package-detail-1.js", imports: ["index.html", "_shared-1.js", "_form-1.js"] },
  "src/app/routes/packages.tsx": { file: "assets/packages-1.js", imports: ["index.html"] },
};

async function withSite(fn: (t: TestApp) => Promise<void>, manifest: Record<string, unknown> = MANIFEST) {
  const root = await Deno.makeTempDir();
  await Deno.mkdir(`${root}/.vite`);
  await Deno.writeTextFile(`${root}/index.html`, SHELL);
  await Deno.writeTextFile(`${root}/.vite/manifest.json`, JSON.stringify(manifest));
  try {
    await withSeededApp(fn, { WEB_DIST: root });
  } finally {
    await Deno.remove(root, { recursive: true });
  }
}

/** The page's HTML and its parsed data block (null when it has none). */
async function page(t: TestApp, path: string) {
  const res = await t.call("GET", path);
  assert.equal(res.status, 200, path);
  assert.equal(res.headers.get("cache-control"), "no-cache", path);
  const block = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(res.text);
  return { html: res.text, answers: block ? JSON.parse(block[1]) as Record<string, unknown> : null };
}

/** The page's own modules, as listed for the start-up script (web/src/boot.ts); [] when it lists none. */
function pageModules(html: string): string[] {
  const list = /<script type="application\/json" id="page-modules">(.*?)<\/script>/s.exec(html);
  return list ? JSON.parse(list[1]) as string[] : [];
}

const firstId = async (t: TestApp, name: string) => (await t.call("GET", `/api/${name}`)).json.data[name][0].id as string;

Deno.test("a package page carries its chunks, its image and the answers of GET /api/packages/{id} and /api/activities", async () => {
  await withSite(async (t) => {
    const id = await firstId(t, "packages");
    const { html, answers } = await page(t, `/packages/${id}`);
    assert.deepEqual(answers, {
      [`/packages/${id}`]: (await t.call("GET", `/api/packages/${id}`)).json,
      "/activities": (await t.call("GET", "/api/activities")).json,
    });
    assert.deepEqual(pageModules(html).sort(), ["/assets/form-1.js", "/assets/package-detail-1.js"], "not the entry's own chunks");
    assert.ok(!html.includes("modulepreload"), "nothing of the app is fetched before the first paint");
    const image = (await t.call("GET", `/api/packages/${id}`)).json.data.imageUrl;
    assert.ok(html.includes(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`), html);
    assert.ok(html.indexOf('id="page-modules"') < html.indexOf("</head>") && html.indexOf("preloaded-answers") > html.indexOf("<body>"));
  });
});

Deno.test("every public catalogue page has its answers; other pages, unknown ids and build metadata have none", async () => {
  await withSite(async (t) => {
    const [destination, pkg, activity] = [await firstId(t, "destinations"), await firstId(t, "packages"), await firstId(t, "activities")];
    const linked = (await t.call("GET", `/api/activities/${activity}`)).json.data.packageId as string;
    const expected: Record<string, string[]> = {
      "/": ["/destinations", "/packages", "/activities"],
      "/destinations": ["/destinations"],
      [`/destinations/${destination}`]: [`/destinations/${destination}`, "/packages", "/activities"],
      "/packages/": ["/packages", "/activities"],
      "/activities": ["/activities"],
      [`/activities/${activity}`]: [`/activities/${activity}`, `/packages/${linked}`],
    };
    for (const [path, keys] of Object.entries(expected)) {
      const { answers } = await page(t, path);
      assert.deepEqual(Object.keys(answers ?? {}), keys, path);
    }
    assert.match((await page(t, "/")).html, /<link rel="preload" as="image" href="\/images\/catalogue\/dubai-skyline.svg" fetchpriority="high">/);
    // An unknown item's page is a real 404 (server/pages/page-answers.ts), still without hints.
    for (const path of [`/packages/${pkg}x`, "/packages/not%20an%20id", "/packages/%E0%A4%A"]) {
      const res = await t.call("GET", path);
      assert.equal(res.status, 404, path);
      assert.ok(!res.text.includes("preloaded-answers") && !res.text.includes("page-modules"), path);
    }
    for (const path of ["/admin/packages", "/contact", "/profile"]) {
      const { html, answers } = await page(t, path);
      assert.equal(answers, null, path);
      assert.ok(!html.includes("page-modules") && !html.includes('rel="preload"'), path);
    }
    assert.equal((await t.call("GET", "/.vite/manifest.json")).status, 404);
  });
});

Deno.test("the data block cannot end its script element, and follows catalogue writes at once", async () => {
  await withSite(async (t) => {
    const id = await firstId(t, "packages");
    const admin = await t.adminToken();
    const current = (await t.call("GET", `/api/packages/${id}`)).json.data;
    const name = "Dunes </script><script>alert(1)</script> & <!-- more";
    // A photo 1200 px wide: copies 480, 960 and its own width, none wider than the file.
    const form = new FormData();
    form.append("file", new File([await samples.jpeg(1200, 800)], "marina.jpg", { type: "image/jpeg" }));
    const uploaded = await t.app.request("/api/media/upload", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    assert.equal(uploaded.status, 201);
    const photo = (await uploaded.json()).data.url as string;
    const put = await t.call("PUT", `/api/packages/${id}`, { token: admin, body: { ...current, name, imageUrl: photo } });
    assert.equal(put.status, 200, put.text);
    const { html, answers } = await page(t, `/packages/${id}`);
    assert.ok(!html.includes("<script>alert(1)"), "the name is escaped");
    const answer = (answers![`/packages/${id}`] as { data: { name: string; imageWidths: number[] } }).data;
    assert.equal(answer.name, name);
    assert.deepEqual(answer.imageWidths, [480, 960, 1200]);
    assert.deepEqual((await t.call("GET", `/api/packages/${id}`)).json.data.imageWidths, [480, 960, 1200]);
    const listed = (await t.call("GET", "/api/packages")).json.data.packages.find((p: { id: string }) => p.id === id);
    assert.deepEqual(listed.imageWidths, [480, 960, 1200]);
    // The photo is preloaded with the same srcset and sizes the page gives it.
    const srcset = [480, 960, 1200].map((w) => `${photo}?w=${w} ${w}w`).join(", ");
    assert.ok(html.includes(`imagesrcset="${srcset}" imagesizes="100vw"`), html);
    assert.ok(!html.includes("1600w"), "no copy wider than the file is announced");
    // A file the page shows cannot be deleted; deleted with another image in its place, the page
    // offers that image's copies and none of the deleted file's.
    const filename = photo.slice("/media/".length);
    assert.equal((await t.call("DELETE", `/api/media/${filename}`, { token: admin })).status, 409);
    const small = new FormData();
    small.append("file", new File([await samples.jpeg(400, 300)], "small.jpg", { type: "image/jpeg" }));
    const other = (await (await t.app.request("/api/media/upload", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: small })).json()).data;
    assert.equal((await t.call("DELETE", `/api/media/${filename}?replaceWith=${other.filename}`, { token: admin })).status, 200);
    assert.deepEqual((await t.call("GET", `/api/packages/${id}`)).json.data.imageWidths, [400]);
    assert.ok(!(await page(t, `/packages/${id}`)).html.includes(`${photo}?w=`));
  });
});

Deno.test("without a build manifest a page still carries its answers, with no chunk hints", async () => {
  await withSite(async (t) => {
    await Deno.remove(`${t.config.WEB_DIST}/.vite`, { recursive: true });
    const { html, answers } = await page(t, "/packages");
    assert.deepEqual(Object.keys(answers!), ["/packages", "/activities"]);
    assert.deepEqual(pageModules(html), []);
  });
});

Deno.test("every public page announces its language's message catalogue, and only that one", async () => {
  const catalogues = Object.fromEntries(["en", "fr", "ar"].map((lang) => {
    const key = `compiled-messages:/build/locales/${lang}/site.json.js`;
    return [key, { file: `assets/${lang}.json-1.js`, name: `${lang}.json`, src: key, isDynamicEntry: true }];
  }));
  await withSite(async (t) => {
    const id = await firstId(t, "packages");
    const expected: Record<string, string> = {
      "/": "/assets/en.json-1.js",
      "/contact": "/assets/en.json-1.js",
      [`/packages/${id}`]: "/assets/en.json-1.js",
      "/ar/": "/assets/ar.json-1.js",
      [`/fr/packages/${id}`]: "/assets/fr.json-1.js",
      "/fr/contact": "/assets/fr.json-1.js",
    };
    for (const [path, catalogue] of Object.entries(expected)) {
      const { html } = await page(t, path);
      assert.deepEqual(pageModules(html).filter((file) => file.includes(".json-")), [catalogue], path);
      assert.ok(html.indexOf(catalogue) < html.indexOf("</head>"), path);
    }
  }, { ...MANIFEST, ...catalogues });
});
