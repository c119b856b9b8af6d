/**
 * Installable and offline, in real Chromium: the manifest and its icons, a service worker that
 * controls the page, the whole catalogue (details never opened, and their images) offline after one
 * visit, the offline page for routes that need the network, nothing private in the caches, and the
 * "A new version is available" prompt that waits for the user while old chunks keep working.
 */
import assert from "node:assert/strict";
import { copy } from "../helpers/copy-dir.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const DIST = new URL("../../web/dist/", import.meta.url).pathname;
type Item = { id: string; name: string; imageUrl?: string };

Deno.test("the app installs, works offline and asks before updating", async (t) => {
  // A private copy of the build, so the test can "deploy" a new version into it.
  const webDist = await Deno.makeTempDir({ prefix: "travel-dist-" });
  await copy(DIST, webDist);
  const server = await startServer({ env: { WEB_DIST: webDist } });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const list = async <T>(name: string) => (await (await fetch(`${server.url}/api/${name}`)).json()).data[name] as T;
    const packages = await list<Item[]>("packages");
    const destinations = await list<Item[]>("destinations");
    const activities = await list<Item[]>("activities");

    await t.step("the manifest describes an installable app with its icons", async () => {
      const res = await fetch(`${server.url}/manifest.webmanifest`);
      assert.equal(res.status, 200);
      const manifest = await res.json();
      assert.equal(manifest.display, "standalone");
      assert.equal(manifest.start_url, "/");
      assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color);
      const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? "any"}`);
      for (const want of ["192x192:any", "512x512:any", "512x512:maskable"]) assert.ok(sizes.includes(want), want);
      for (const icon of manifest.icons) {
        const file = await fetch(`${server.url}${icon.src}`);
        assert.equal(file.status, 200, icon.src);
        assert.equal(file.headers.get("content-type")?.split(";")[0], icon.type);
        await file.body?.cancel();
      }
    });

    await t.step("after one visit a service worker controls the page and the catalogue is saved", async () => {
      await page.goto(server.url);
      await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const localImages = new Set(
        [...packages, ...destinations, ...activities].flatMap((i) => i.imageUrl?.startsWith("/") ? [i.imageUrl] : []),
      );
      const saved = () =>
        page.evaluate(async () => ({
          api: (await (await caches.open("catalogue-api-v1")).keys()).length,
          images: (await (await caches.open("catalogue-images-v1")).keys()).length,
        }));
      const deadline = Date.now() + 30_000;
      for (let now = await saved(); now.api < 3 || now.images < localImages.size; now = await saved()) {
        assert.ok(Date.now() < deadline, `catalogue saved for offline use in time (${JSON.stringify(now)})`);
        await page.waitForTimeout(200);
      }
    });

    await t.step("\"Install app\" appears when the browser offers installation and goes once installed", async () => {
      const install = page.getByRole("button", { name: "Install app" });
      assert.equal(await install.count(), 0, "hidden until the browser offers it");
      const offer = () =>
        page.evaluate(() => {
          const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
          event.prompt = () => {
            (globalThis as Record<string, unknown>).promptShown = true;
            return Promise.resolve();
          };
          event.userChoice = Promise.resolve({ outcome: "accepted" });
          globalThis.dispatchEvent(event);
        });
      await offer();
      await install.click();
      await page.waitForFunction(() => (globalThis as Record<string, unknown>).promptShown === true);
      await install.waitFor({ state: "detached" });
      await offer();
      await install.waitFor();
      await page.evaluate(() => globalThis.dispatchEvent(new Event("appinstalled")));
      await install.waitFor({ state: "detached" });
    });

    await t.step("offline, every catalogue page works, even details never opened", async () => {
      await context.setOffline(true);
      await page.goto(`${server.url}/packages`);
      await page.getByText("You are offline. The catalogue is still available on this device.").waitFor();
      await page.locator("article.package-card").nth(packages.length - 1).waitFor();
      assert.equal(await page.locator("article.package-card").count(), packages.length);

      const pkg = packages.at(-1)!;
      await page.goto(`${server.url}/packages/${pkg.id}`);
      await page.getByRole("heading", { level: 1, name: pkg.name }).waitFor();
      await page.locator(".detail__hero .lazy-image[data-status=loaded] img").waitFor();

      const destination = destinations.at(-2)!;
      await page.goto(`${server.url}/destinations/${destination.id}`);
      await page.getByRole("heading", { level: 1, name: destination.name }).waitFor();

      const activity = activities.at(-3)!;
      await page.goto(`${server.url}/activities/${activity.id}`);
      await page.getByRole("heading", { level: 1, name: activity.name }).waitFor();
    });

    await t.step("offline, a page in a language never opened here says so, links the saved language, and appears back online", async () => {
      // A detail: its heading and text say the language is not saved, and English (saved) opens it.
      const pkg = packages.at(-1)!;
      await page.goto(`${server.url}/fr/packages/${pkg.id}`);
      await page.getByRole("heading", { level: 1, name: "Pas encore enregistrée dans cette langue" }).waitFor();
      const alert = page.getByRole("alert").filter({ hasText: "Vous êtes hors ligne et cette langue n’est pas encore enregistrée sur cet appareil." });
      await alert.waitFor();
      assert.equal(await page.getByText("Erreur de chargement", { exact: false }).count(), 0);
      const english = alert.getByRole("link", { name: "English" });
      assert.equal(await english.getAttribute("href"), `/packages/${pkg.id}`);
      await english.click();
      await page.getByRole("heading", { level: 1, name: pkg.name }).waitFor();

      await page.goto(`${server.url}/de/activities`);
      const list = page.getByRole("alert").filter({ hasText: "Sie sind offline, und diese Sprache ist auf diesem Gerät noch nicht gespeichert." });
      await list.waitFor();
      assert.equal(await list.getByRole("link", { name: "English" }).getAttribute("href"), "/activities");
      // Just back online, the service worker's first read still fails (its network comes back after
      // the page's): the page asks again until it gets the list, without a reload.
      let reads = 0;
      await context.route("**/api/activities?*", (route) => reads++ === 0 ? route.abort("internetdisconnected") : route.fallback());
      await context.setOffline(false);
      await page.locator("article.activity-card").first().waitFor();
      await context.unrouteAll();
      assert.ok(reads >= 2, `the worker's first read was cut off and a later one went through (${reads} reads)`);
      assert.equal(await page.getByRole("alert").count(), 0);
      await context.setOffline(true);
    });

    await t.step("offline, a page that needs the network says so and leads back to the catalogue", async () => {
      await page.goto(`${server.url}/login`);
      await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
      await page.getByRole("link", { name: "Browse the catalogue" }).click();
      await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
      await context.setOffline(false);
    });

    await t.step("nothing private is cached: auth and profile answers stay out of the caches", async () => {
      await page.goto(`${server.url}/login`);
      await page.getByLabel("Email").fill(adminCredentials.email);
      await page.getByLabel("Password").fill(adminCredentials.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.url}/profile`);
      await page.reload(); // the profile is fetched again on load
      await page.waitForURL(`${server.url}/profile`);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      assert.ok(cached.some((u) => u === "/api/packages"), "the catalogue is cached");
      const privateOnes = cached.filter((u) => u.startsWith("/api/") && !/^\/api\/(destinations|packages|activities)(\/|$)/.test(u));
      assert.deepEqual(privateOnes, []);
    });

    await t.step("a new version waits for the user; old chunks keep working meanwhile", async () => {
      await page.goto(`${server.url}/packages`);
      await page.getByLabel("Search packages").fill("half-typed search");
      // Deploy: the old route chunks disappear from the server and a new service worker appears.
      for await (const entry of Deno.readDir(`${webDist}/assets`)) {
        if (/^(contact|destinations)-.*\.js$/.test(entry.name)) await Deno.remove(`${webDist}/assets/${entry.name}`);
      }
      await Deno.writeTextFile(`${webDist}/sw.js`, `${await Deno.readTextFile(`${webDist}/sw.js`)}\n// new version\n`);
      await page.evaluate(async () => await (await navigator.serviceWorker.getRegistration())?.update());

      await page.getByRole("alert").filter({ hasText: "A new version is available" }).waitFor();
      assert.equal(await page.getByLabel("Search packages").inputValue(), "half-typed search", "no silent reload");
      // An old chunk deleted from the server still loads from the old version's cache.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL(`${server.url}/contact`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.notEqual(await page.getByRole("heading", { level: 1 }).textContent(), "");

      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      assert.equal(await page.getByText("A new version is available").count(), 0);
    });
  } finally {
    await browser.close();
    await server.stop();
    await Deno.remove(webDist, { recursive: true }).catch(() => {});
  }
});
