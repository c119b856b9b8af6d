/**
 * An image's alternative text (asked at upload, editable) and focal point (editable): validated,
 * stored on the file's record, and carried by the public catalogue answers (`imageAlt`,
 * `imageFocus`) and the page's head (`og:image:alt`) of every item that shows the file. The text is
 * written in English: a page in another language names the picture by the item's translated name.
 */
import assert from "node:assert/strict";
import { type TestApp, withAdminApp, withoutRequestId } from "../helpers/app.ts";
import { imagesSite } from "../helpers/test-site.ts";
import { destinationBody, packageBody } from "../helpers/fixtures.ts";
import * as samples from "../helpers/media-samples.ts";
import { multipart, MULTIPART_TYPE } from "../helpers/media-samples.ts";

/** One site for the whole file (the shell and the demo art), removed when the tests end. */
const buildSite = imagesSite("media-details-site-");
const withSite = async (fn: (t: TestApp, admin: string) => Promise<void>) => withAdminApp(fn, { env: { WEB_DIST: await buildSite() } });

async function upload(t: TestApp, admin: string, alt?: string) {
  const bytes = await samples.jpeg(640, 400);
  const body = new Uint8Array(multipart({ bytes, name: "marina.jpg", type: "image/jpeg" }, alt === undefined ? undefined : ["alt", alt]));
  const res = await t.app.request("/api/media/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) };
}

const patch = (t: TestApp, admin: string, filename: string, body: unknown) =>
  t.call("PATCH", `/api/media/${filename}`, { token: admin, body });

Deno.test("alternative text is asked at upload: trimmed, at most 250 characters, empty is none", async () => {
  await withSite(async (t, admin) => {
    const given = await upload(t, admin, "  The marina at dusk  ");
    assert.equal(given.status, 201);
    assert.equal(given.json.data.alt, "The marina at dusk");
    assert.equal((await t.call("GET", `/api/media/info/${given.json.data.filename}`, { token: admin })).json.data.alt, "The marina at dusk");

    const blank = await upload(t, admin, "   ");
    assert.equal(blank.status, 201);
    assert.equal(blank.json.data.alt, undefined);

    const long = await upload(t, admin, "x".repeat(251));
    assert.equal(long.status, 400);
    assert.deepEqual(withoutRequestId(long.json), {
      message: "Alternative text must be at most 250 characters.",
      code: "validation",
      issues: [{ path: "alt", message: "Alternative text must be at most 250 characters." }],
    });
    assert.equal((await t.call("GET", "/api/media/list", { token: admin })).json.data.length, 2, "nothing kept of the refused upload");
  });
});

Deno.test("PATCH /api/media/{filename} sets, keeps and clears the alternative text and the focal point", async () => {
  await withSite(async (t, admin) => {
    const { filename } = (await upload(t, admin)).json.data;
    const focused = await patch(t, admin, filename, { focus: { x: 20, y: 75.55 }, alt: " Yachts moored at dusk " });
    assert.equal(focused.status, 200, focused.text);
    assert.deepEqual(focused.json.data.focus, { x: 20, y: 75.6 });
    assert.equal(focused.json.data.alt, "Yachts moored at dusk");

    const kept = await patch(t, admin, filename, { focus: { x: 0, y: 100 } });
    assert.deepEqual([kept.json.data.alt, kept.json.data.focus], ["Yachts moored at dusk", { x: 0, y: 100 }]);

    for (
      const [body, message] of [
        [{ focus: { x: 101, y: 50 } }, "The focal point's x must be between 0 and 100."],
        [{ focus: { x: 50, y: -1 } }, "The focal point's y must be between 0 and 100."],
        [{ focus: { x: "50", y: 50 } }, "The focal point's x must be a number."],
        [{ focus: { x: 50 } }, "The focal point's y must be a number."],
        [{ alt: "y".repeat(251) }, "Alternative text must be at most 250 characters."],
        [{ alt: 5 }, "Alternative text must be text."],
      ] as const
    ) {
      const refused = await patch(t, admin, filename, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.json.message, message);
    }
    assert.equal((await patch(t, admin, filename, { caption: "no" })).status, 400, "unknown fields are refused");
    assert.equal((await patch(t, admin, "00000000000000000000000000.jpg", { alt: "x" })).status, 404);

    const cleared = await patch(t, admin, filename, { alt: "", focus: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.json.data.alt, undefined);
    assert.equal(cleared.json.data.focus, undefined);
  });
});

Deno.test("the public answers and the page's head carry the image's alternative text and focal point", async () => {
  await withSite(async (t, admin) => {
    const photo = (await upload(t, admin)).json.data;
    const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
    const pkg = (await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { imageUrl: photo.url }) })).json.data;

    // Before staff set them: none, and the page names the picture by the item.
    const before = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.equal(before.imageAlt, undefined);
    assert.equal(before.imageFocus, undefined);
    const altOf = async () => /<meta property="og:image:alt" content="([^"]*)">/.exec((await t.call("GET", `/packages/${pkg.id}`)).text)?.[1];
    assert.equal(await altOf(), pkg.name);

    assert.equal((await patch(t, admin, photo.filename, { alt: "Yachts & lights at dusk", focus: { x: 30, y: 70 } })).status, 200);
    const item = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.equal(item.imageAlt, "Yachts & lights at dusk");
    assert.deepEqual(item.imageFocus, { x: 30, y: 70 });
    const listed = (await t.call("GET", "/api/packages")).json.data.packages.find((p: { id: string }) => p.id === pkg.id);
    assert.deepEqual([listed.imageAlt, listed.imageFocus], ["Yachts & lights at dusk", { x: 30, y: 70 }]);
    assert.equal(await altOf(), "Yachts &amp; lights at dusk");
    // A destination showing a demo picture gets neither.
    const other = (await t.call("GET", `/api/destinations/${destination.id}`)).json.data;
    assert.deepEqual([other.imageAlt, other.imageFocus], [undefined, undefined]);
  });
});

Deno.test("a page in another language names the picture by the item's translated name, not the English alternative text", async () => {
  await withSite(async (t, admin) => {
    const photo = (await upload(t, admin, "Yachts & lights at dusk")).json.data;
    const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
    const pkg = (await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { imageUrl: photo.url }) })).json.data;
    assert.equal((await patch(t, admin, photo.filename, { focus: { x: 30, y: 70 } })).status, 200);
    assert.equal((await t.call("PUT", `/api/packages/${pkg.id}/translations/fr`, { token: admin, body: { name: "Escapade à la marina" } })).status, 200);
    const altOf = async (path: string) => /<meta property="og:image:alt" content="([^"]*)">/.exec((await t.call("GET", path)).text)?.[1];

    // The French page and its answers: the French name, the focal point still there.
    const french = (await t.call("GET", `/api/packages/${pkg.id}?lang=fr`)).json.data;
    assert.deepEqual([french.name, french.imageAlt, french.imageFocus], ["Escapade à la marina", undefined, { x: 30, y: 70 }]);
    const listed = (await t.call("GET", "/api/packages?lang=fr")).json.data.packages.find((p: { id: string }) => p.id === pkg.id);
    assert.deepEqual([listed.imageAlt, listed.imageFocus], [undefined, { x: 30, y: 70 }]);
    assert.equal(await altOf(`/fr/packages/${pkg.id}`), "Escapade à la marina");
    // A language without a translation of the item names it by its English name, never with the English description of the picture.
    assert.equal(await altOf(`/de/packages/${pkg.id}`), pkg.name);

    // The English page keeps the alternative text.
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.imageAlt, "Yachts & lights at dusk");
    assert.equal(await altOf(`/packages/${pkg.id}`), "Yachts &amp; lights at dusk");
  });
});
