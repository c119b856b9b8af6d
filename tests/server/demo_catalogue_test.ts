/** The demo catalogue: enough variety for a real showroom, valid against the contract, images local and light. */
import assert, { deepEqual as assertEquals } from "node:assert/strict";
import { PRICE_TIERS } from "../../contract/enums.ts";
import { demoActivities, demoDestinations, demoPackages } from "../../server/seed/demo-catalogue.ts";
import { makeTestApp } from "../helpers/app.ts";

const MAX_IMAGE_BYTES = 150 * 1024;

Deno.test("the demo catalogue loads into an empty database with the promised variety", async () => {
  const app = await makeTestApp({ seed: true });
  try {
    const destinations = (await app.call("GET", "/api/destinations")).json.data.destinations;
    const packages = (await app.call("GET", "/api/packages")).json.data.packages;
    const activities = (await app.call("GET", "/api/activities")).json.data.activities;

    assertEquals(destinations.length, demoDestinations.length);
    assert(destinations.length >= 8);
    assert(new Set(destinations.map((d: { continent: string }) => d.continent)).size >= 4);
    assertEquals(packages.length, 12);
    assertEquals(activities.length, 24);

    for (const tier of PRICE_TIERS) {
      assert(packages.filter((p: { priceRange: string }) => p.priceRange === tier).length >= 3, tier);
    }
    const destinationIds = new Set(destinations.map((d: { id: string }) => d.id));
    for (const p of packages) {
      assert(destinationIds.has(p.destinationId), `${p.name} links to a real destination`);
      assert(p.vipServices.length > 0 && p.tags.length > 0, `${p.name} has VIP highlights and tags`);
      assert(typeof p.pricePerPerson === "number" && p.pricePerPerson >= 1000, `${p.name} has a plausible from price per person`);
    }
    const withPackages = new Set(packages.map((p: { destinationId: string }) => p.destinationId));
    assert(destinations.some((d: { id: string }) => !withPackages.has(d.id)), "one destination has no packages");
    assert(packages.some((p: { name: string; tags: string[] }) => /desert safari/i.test(p.name) && p.tags.includes("Family")));

    const packageIds = new Set(packages.map((p: { id: string }) => p.id));
    type A = { packageId?: string; price?: number; imageUrl?: string };
    assert(activities.some((a: A) => a.packageId && packageIds.has(a.packageId)), "some linked");
    assert(activities.some((a: A) => !a.packageId), "some standalone");
    assert(activities.some((a: A) => a.price === undefined), "some without price");
  } finally {
    await app.close();
  }
});

Deno.test("the demo catalogue is loaded once: an emptied catalogue is not refilled", async () => {
  const app = await makeTestApp({ seed: true });
  try {
    const { seedDemoCatalogue } = await import("../../server/seed/seed-demo.ts");
    assertEquals(await seedDemoCatalogue(app.deps.kv), false);
  } finally {
    await app.close();
  }
});

Deno.test("every demo image ships in the repository, is local and weighs at most 150 KB", async () => {
  const urls = [
    ...demoDestinations.map((d) => d.imageUrl),
    ...demoPackages.map((p) => p.imageUrl),
    ...demoActivities.flatMap((a) => a.imageUrl ? [a.imageUrl] : []),
  ] as string[];
  for (const url of new Set(urls)) {
    assert(url.startsWith("/images/"), `${url} is a local path`);
    const file = new URL(`../../web/public${url}`, import.meta.url);
    const { size } = await Deno.stat(file);
    assert(size <= MAX_IMAGE_BYTES, `${url} is ${size} bytes`);
    const text = await Deno.readTextFile(file);
    assert(!/<script|https?:\/\//i.test(text.replace('xmlns="http://www.w3.org/2000/svg"', "")), `${url} has no script or remote reference`);
  }
});

Deno.test("every demo destination, package and activity has its image, shipped and served by the app as an image", async () => {
  // The build copies web/public as it is; the app serves it here as its web folder.
  const publicDir = new URL("../../web/public", import.meta.url).pathname;
  const app = await makeTestApp({ seed: true, env: { WEB_DIST: publicDir } });
  try {
    for (const kind of ["destinations", "packages", "activities"]) {
      const items: { name: string; imageUrl?: string }[] = (await app.call("GET", `/api/${kind}`)).json.data[kind];
      assert(items.length > 0, kind);
      for (const { name, imageUrl } of items) {
        assert(imageUrl, `${name} (${kind}) has an image`);
        assert((await Deno.stat(`${publicDir}${imageUrl}`)).isFile, `${imageUrl} of ${name} exists`);
        const res = await app.app.request(imageUrl);
        assertEquals(res.status, 200, `${imageUrl} of ${name} is served`);
        assert(/^image\//.test(res.headers.get("content-type") ?? ""), `${imageUrl} is served as an image`);
        await res.body?.cancel();
      }
    }
  } finally {
    await app.close();
  }
});
