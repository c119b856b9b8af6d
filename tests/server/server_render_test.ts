/**
 * Public pages answer HTML that already holds what the page shows, rendered on the server by the web
 * app's own components (web/src/entry-server.tsx, built here into a private copy of the build):
 * headings, names, descriptions, highlights, tags, prices, related items' links, images with srcset
 * and alt, and catalogue text exactly as written. Rendered once per catalogue version: a write shows
 * at once. An unknown item answers 404 with the page's not-found text. Over HTTP with the real app on
 * the demo catalogue.
 */
import assert from "node:assert/strict";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import * as samples from "../helpers/media-samples.ts";
import { rendererSite } from "../helpers/test-site.ts";

/** One build of the renderer for the whole file, removed when the tests end. */
const buildSite = rendererSite("ssr-site-");

const withSite = async (fn: (t: TestApp) => Promise<void>) => withSeededApp(fn, { WEB_DIST: await buildSite() });

type Item = { id: string; name: string; description: string; tags?: string[]; vipServices?: string[]; price?: number; packageId?: string; destinationId?: string; location?: string };
const list = async (t: TestApp, name: string) => (await t.call("GET", `/api/${name}`)).json.data[name] as Item[];

/** What React renders of a text: the same five characters escaped. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/** The page's status and the HTML inside its #root (up to the data block that follows it). */
async function rendered(t: TestApp, path: string) {
  const res = await t.call("GET", path);
  const start = res.text.indexOf('<div id="root">');
  assert.ok(start >= 0, `${path} has its root`);
  const end = res.text.indexOf("<script", start);
  return { status: res.status, root: res.text.slice(start, end < 0 ? undefined : end), res };
}

function holds(root: string, texts: string[], path: string) {
  for (const text of texts) assert.ok(root.includes(html(text)), `${path} shows ${JSON.stringify(text)}`);
}

const link = (path: string) => `href="${path}"`;

Deno.test("each public page's HTML holds what the page shows, its related items' links included", async () => {
  await withSite(async (t) => {
    const [destinations, packages, activities] = [await list(t, "destinations"), await list(t, "packages"), await list(t, "activities")];
    const pkg = packages.find((p) => activities.some((a) => a.packageId === p.id))!;
    const ofPackage = activities.filter((a) => a.packageId === pkg.id);
    const destination = destinations.find((d) => d.id === pkg.destinationId)!;
    const activity = ofPackage[0];

    const home = await rendered(t, "/");
    assert.equal(home.status, 200);
    holds(home.root, ["Experience the World, Exquisitely.", "Featured Destinations", destinations[0].name, packages[0].name], "/");
    assert.ok(home.root.includes(link(`/destinations/${destinations[0].id}`)));

    for (const [path, items, name] of [["/destinations", destinations, "destinations"], ["/packages", packages, "packages"], ["/activities", activities, "activities"]] as const) {
      const page = await rendered(t, path);
      assert.equal(page.status, 200, path);
      for (const item of items) {
        holds(page.root, [item.name], path);
        assert.ok(page.root.includes(link(`/${name}/${item.id}`)), `${path} links ${item.name}`);
      }
    }
    const packagesPage = await rendered(t, "/packages");
    holds(packagesPage.root, ["Search packages", "All Budgets", `${packages.length} packages`], "/packages");

    const packagePage = await rendered(t, `/packages/${pkg.id}`);
    holds(packagePage.root, [pkg.name, pkg.description, ...pkg.vipServices!, ...pkg.tags!, "Inquire About This "], "package");
    for (const linked of ofPackage) assert.ok(packagePage.root.includes(link(`/activities/${linked.id}`)), `the package links ${linked.name}`);
    assert.match(packagePage.root, new RegExp(`<img [^>]*alt="${html(pkg.name)}"`));

    const destinationPage = await rendered(t, `/destinations/${destination.id}`);
    holds(destinationPage.root, [destination.name, destination.description], "destination");
    assert.ok(destinationPage.root.includes(link(`/packages/${pkg.id}`)), "the destination links its package");

    const activityPage = await rendered(t, `/activities/${activity.id}`);
    holds(activityPage.root, [activity.name, activity.description], "activity");
    if (typeof activity.price === "number") holds(activityPage.root, [`$${activity.price.toLocaleString("en-US", { minimumFractionDigits: 2 })}`], "activity");
    assert.ok(activityPage.root.includes(link(`/packages/${pkg.id}`)), "the activity links its package");

    const contact = await rendered(t, "/contact");
    holds(contact.root, ["Get in Touch", "Call Us", "Email Us", "Visit Us"], "/contact");

    // Private pages stay rendered by the browser alone.
    for (const path of ["/login", "/profile", "/admin/packages"]) assert.ok((await rendered(t, path)).root.startsWith('<div id="root"></div>'), path);
  });
});

Deno.test("an uploaded photo is rendered with its srcset and alt; a catalogue write changes the rendered page at once", async () => {
  await withSite(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await list(t, "packages"))[0];
    const before = await rendered(t, `/packages/${pkg.id}`);
    holds(before.root, [pkg.name], "before");
    assert.equal((await rendered(t, `/packages/${pkg.id}`)).res.text, before.res.text, "the same page twice is the same document");

    const form = new FormData();
    form.append("file", new File([await samples.jpeg(1200, 800)], "marina.jpg", { type: "image/jpeg" }));
    const uploaded = await t.app.request("/api/media/upload", { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form });
    assert.equal(uploaded.status, 201);
    const photo = (await uploaded.json()).data.url as string;
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    const name = "Dunes & <Stars> at \"Dawn\"";
    const put = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, name, imageUrl: photo } });
    assert.equal(put.status, 200, put.text);

    const after = await rendered(t, `/packages/${pkg.id}`);
    holds(after.root, [name], "after the write");
    assert.ok(!after.root.includes(html(pkg.name)), "the old name is gone");
    const srcset = [480, 960, 1200].map((w) => `${photo}?w=${w} ${w}w`).join(", ");
    assert.ok(after.root.includes(`srcSet="${srcset}"`) && after.root.includes(`alt="${html(name)}"`), after.root.slice(0, 2000));
    // The list and the home page follow too.
    holds((await rendered(t, "/packages")).root, [name], "/packages");
    holds((await rendered(t, "/")).root, [name], "/");
  });
});

Deno.test("an unknown item's page answers 404 with the page's not-found text", async () => {
  await withSite(async (t) => {
    const texts = {
      destinations: "Destination not found",
      packages: "Travel package not found. It might have been removed or the link is incorrect.",
      activities: "Activity not found",
    };
    for (const [name, text] of Object.entries(texts)) {
      const page = await rendered(t, `/${name}/01zzzzzzzzzzzzzzzzzzzzzzzz`);
      assert.equal(page.status, 404, name);
      assert.ok(page.root.includes(text), `${name}: ${page.root.slice(0, 1500)}`);
      assert.match(page.res.text, /<meta name="robots" content="noindex">/);
      // Another unknown id gets the same document (kept, not rendered again), naming its own id.
      const other = await rendered(t, `/${name}/01yyyyyyyyyyyyyyyyyyyyyyyy`);
      assert.equal(other.status, 404, name);
      assert.equal(other.res.text, page.res.text.replaceAll("01zzzzzzzzzzzzzzzzzzzzzzzz", "01yyyyyyyyyyyyyyyyyyyyyyyy"), name);
    }
  });
});

Deno.test("catalogue text reaches the page as written: `$` patterns in it are not interpreted", async () => {
  await withSite(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await list(t, "packages"))[0];
    const before = await rendered(t, `/packages/${pkg.id}`);
    const current = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    const description = "from $$ to $$$$ $` $' $&";
    const put = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: { ...current, description } });
    assert.equal(put.status, 200, put.text);

    const after = await rendered(t, `/packages/${pkg.id}`);
    assert.equal(after.status, 200);
    holds(after.root, [description], "the package's page");
    assert.equal(after.res.text.match(/<head>/g)?.length, 1, "the document's head is not copied into its body");
    const grown = after.res.text.length - before.res.text.length;
    assert.ok(grown < 500, `the page grew by ${grown} characters`);
  });
});
