/**
 * Addresses that name nothing cost about what real pages do (an unknown id is free to invent, so it
 * must not buy a render or a scan of the catalogue):
 * - an unknown item's page is built (and rendered) once per address shape (collection, language)
 *   and catalogue version; each request only writes its id into that document; a catalogue write
 *   drops it;
 * - a preview address that names no picture is looked up in a map of the catalogue's previews built
 *   once per catalogue version, instead of hashing every picture again.
 * Over HTTP with the real app on the demo catalogue; the build's renderer is a stand-in that counts
 * its renders and writes the page's address and answers' paths into the page.
 */
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { copyImages, onceSite } from "../helpers/test-site.ts";

const STAND_IN = `
export const renders = [];
export function renderPage(path, answers) {
  renders.push(path);
  return Promise.resolve('<main data-path="' + path + '">' + Object.keys(answers).join(" ") + "</main>");
}
`;

const buildSite = onceSite("not-found-site-", async (root) => {
  await copyImages(root);
  await Deno.mkdir(`${root}/.ssr`);
  await Deno.writeTextFile(`${root}/.ssr/entry-server.js`, STAND_IN);
});

/** The stand-in renderer's list of rendered addresses: the same module instance the server imports. */
async function renders(): Promise<string[]> {
  const module = await import(pathToFileURL(`${await buildSite()}/.ssr/entry-server.js`).href);
  return module.renders as string[];
}

/** The app on the demo catalogue with the stand-in renderer, and the renderer's list emptied. */
const withSite = async (fn: (t: TestApp, rendered: string[]) => Promise<void>) =>
  withSeededApp(async (t) => {
    const rendered = await renders();
    rendered.length = 0;
    await fn(t, rendered);
  }, { WEB_DIST: await buildSite(), PUBLIC_URL: "https://www.aurumvoyages.example" });

const unknownId = () => `01${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
const NOINDEX = '<meta name="robots" content="noindex">';

async function decoded(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const plain = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

async function renameCataloguePackage(t: TestApp) {
  const admin = await t.adminToken();
  const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
  const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
  const put = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, name: `${current.name} (renamed)` } });
  assert.equal(put.status, 200, put.text);
}

Deno.test("an unknown item's page is rendered once per collection, language and catalogue version", async () => {
  await withSite(async (t, rendered) => {
    const [a, b] = [unknownId(), unknownId()];
    const first = await t.call("GET", `/packages/${a}`);
    assert.equal(first.status, 404);
    assert.ok(first.text.includes(NOINDEX));
    assert.match(first.text, /<html lang="en" dir="ltr">/);
    assert.ok(first.text.includes(`<main data-path="/packages/${a}">/packages/${a}</main>`), first.text);
    assert.ok(first.text.includes(`"/packages/${a}":{"message":"Travel package not found."`), "the data block names the item");
    assert.deepEqual(rendered.length, 1);

    const second = await t.call("GET", `/packages/${b}`);
    assert.equal(second.status, 404);
    assert.equal(second.text, first.text.replaceAll(a, b), "the same document, with its own id");
    assert.equal(rendered.length, 1, "not rendered again");
    for (const accept of ["gzip", "gzip, deflate, br"]) {
      const res = await t.app.request(`/packages/${b}`, { headers: { "accept-encoding": accept } });
      assert.equal(res.status, 404);
      assert.equal(await decoded(res), second.text, accept);
    }
    const head = await t.app.request(`/packages/${b}`, { method: "HEAD" });
    assert.equal(head.status, 404);
    await head.body?.cancel();

    // Each language and collection has its own document, rendered once.
    const french = await t.call("GET", `/fr/packages/${a}/`);
    assert.equal(french.status, 404);
    assert.match(french.text, /<html lang="fr" dir="ltr">/);
    assert.ok(french.text.includes(NOINDEX) && french.text.includes(`"/packages/${a}?lang=fr":`));
    assert.equal((await t.call("GET", `/fr/packages/${b}/`)).text, french.text.replaceAll(a, b));
    const arabic = await t.call("GET", `/ar/activities/${a}`);
    assert.equal(arabic.status, 404);
    assert.match(arabic.text, /<html lang="ar" dir="rtl">/);
    assert.ok(arabic.text.includes(`"/activities/${a}?lang=ar":{"message":"Activity not found."`));
    assert.equal((await t.call("GET", `/ar/activities/${b}`)).status, 404);
    assert.equal(rendered.length, 3);

    // A malformed id renders nothing, whatever it is.
    for (const id of ["not%20an%20id", "x.y", "%E2%9C%93"]) {
      const res = await t.call("GET", `/destinations/${id}`);
      assert.equal(res.status, 404, id);
      assert.ok(res.text.includes(NOINDEX), id);
    }
    assert.equal(rendered.length, 3);

    // A known page is still its own, and a catalogue write drops the unknown pages' documents.
    const known = (await t.call("GET", "/api/packages")).json.data.packages[0].id;
    assert.equal((await t.call("GET", `/packages/${known}`)).status, 200);
    assert.equal(rendered.length, 4);
    await renameCataloguePackage(t);
    assert.equal((await t.call("GET", `/packages/${unknownId()}`)).status, 404);
    assert.equal(rendered.length, 5, "rendered again for the new catalogue version");
    assert.equal((await t.call("GET", `/packages/${unknownId()}`)).status, 404);
    assert.equal(rendered.length, 5);
  });
});

Deno.test("a preview address that names no picture hashes nothing once the version's map is built", async () => {
  await withSite(async (t) => {
    const subtle = crypto.subtle;
    const digest = subtle.digest;
    let digests = 0;
    subtle.digest = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto["digest"]>) {
      digests++;
      return digest.apply(this, args);
    };
    try {
      const missing = () => t.app.request(`/previews/${crypto.randomUUID().replaceAll("-", "")}.jpg`);
      assert.equal((await missing()).status, 404);
      assert.ok(digests > 0, "the first look-up builds the map");
      digests = 0;
      for (let i = 0; i < 5; i++) assert.equal((await missing()).status, 404);
      assert.equal(digests, 0, "later misses are a map look-up");

      // A real preview is still found (and drawn).
      const page = (await t.call("GET", "/packages")).text;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
      assert.ok(image, "the page names its preview");
      const res = await t.app.request(new URL(image).pathname);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/jpeg");
      await res.body?.cancel();

      // A catalogue write builds the map again, once.
      await renameCataloguePackage(t);
      digests = 0;
      assert.equal((await missing()).status, 404);
      assert.ok(digests > 0, "the new version's map");
      digests = 0;
      assert.equal((await missing()).status, 404);
      assert.equal(digests, 0);
    } finally {
      subtle.digest = digest;
    }
  });
});
