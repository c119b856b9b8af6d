/**
 * A visitor browsing the demo catalogue in real Chromium against the real server: home, search and
 * filter, every detail page, not-found states, the unknown-path redirect, the guarded-route round
 * trip through /login, and the phone-sized menu.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { HINTED_MODULES } from "../../server/pages/document-hints.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

type Item = { id: string; name: string; packageId?: string; price?: number; destinationId?: string };

const LITTLE_WORDS = new Set(["a", "an", "and", "by", "every", "for", "in", "of", "our", "that", "the", "to", "with", "your"]);

/** Two-word phrases (little words aside) that a text says more than once, e.g. "journeys curated". */
function repeatedPhrases(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const phrases = words.slice(1).map((word, i) => [words[i], word])
    .filter((pair) => !pair.some((w) => LITTLE_WORDS.has(w)))
    .map((pair) => pair.join(" "));
  return [...new Set(phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i))];
}

async function api<T>(server: RunningServer, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`);
  const body = await res.json();
  return body.data[path.slice(1)] as T;
}

async function withSite(fn: (ctx: { server: RunningServer; browser: Browser; page: Page }) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await fn({ server, browser, page });
  } finally {
    await browser.close();
    await server.stop();
  }
}

Deno.test("a visitor browses the catalogue", async (t) => {
  await withSite(async ({ server, browser, page }) => {
    const packages = await api<Item[]>(server, "/packages");
    const activities = await api<Item[]>(server, "/activities");
    const destinations = await api<Item[]>(server, "/destinations");

    await t.step("home shows the hero and three featured lists of three", async () => {
      await page.goto(server.url);
      await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
      const hero = await page.getByRole("region", { name: "Experience the World, Exquisitely." }).innerText();
      assert.deepEqual(repeatedPhrases(hero), [], `the hero says each thing once: ${hero}`);
      for (const [section, button, first] of [
        ["Featured Destinations", "Explore All Destinations", destinations[0].name],
        ["Curated Travel Packages", "View All Packages", packages[0].name],
        ["Unique Activities & Experiences", "View All Activities", activities[0].name],
      ]) {
        const region = page.getByRole("region", { name: section });
        await region.getByRole("heading", { name: first }).waitFor();
        assert.equal(await region.getByRole("listitem").filter({ has: page.locator("article") }).count(), 3, section);
        await region.getByRole("link", { name: button }).waitFor();
      }
      await page.getByRole("link", { name: "Design Your Bespoke Experience" }).waitFor();
      await page.getByRole("link", { name: "Explore Our Destinations" }).click();
      await page.waitForURL(`${server.url}/destinations`);
      await page.getByRole("heading", { level: 1, name: "Explore Our Destinations" }).waitFor();
      assert.equal(await page.locator("article.destination-card").count(), destinations.length);
    });

    await t.step("packages search and budget filter, including no matches", async () => {
      await page.goto(`${server.url}/packages`);
      const cards = page.locator("article.package-card");
      await cards.first().waitFor();
      assert.equal(await cards.count(), packages.length);

      await page.getByLabel("Search packages").fill("MALDIVES");
      await page.getByRole("status").filter({ hasText: /^2 packages$/ }).waitFor();
      assert.deepEqual(
        (await cards.locator("h2").allTextContents()).sort(),
        ["Maldives Lagoon Honeymoon", "Private Island Overwater Retreat"],
      );

      await page.getByLabel("Budget").selectOption("Ultimate VIP");
      await page.getByRole("status").filter({ hasText: /^1 package$/ }).waitFor();
      assert.deepEqual(await cards.locator("h2").allTextContents(), ["Private Island Overwater Retreat"]);

      await page.getByLabel("Search packages").fill("temples"); // a tag of an Affordable Luxury package only
      await page.getByText("No packages match your criteria.").waitFor();
      await page.getByText("Try adjusting your filters or search terms.").waitFor();

      await page.getByLabel("Budget").selectOption("");
      await page.getByRole("heading", { name: "Kyoto Temples & Tea Ceremony" }).waitFor();
      await page.getByLabel("Search packages").fill("family");
      await page.getByRole("heading", { name: "Family Desert Safari Adventure" }).waitFor();
    });

    await t.step("package detail shows highlights, tags and linked activities", async () => {
      await page.getByRole("link", { name: "View package: Family Desert Safari Adventure" }).click();
      await page.getByRole("heading", { level: 1, name: "Family Desert Safari Adventure" }).waitFor();
      await page.getByRole("heading", { name: "VIP Highlights" }).waitFor();
      await page.getByText("Private 4x4 with guide").waitFor();
      await page.getByRole("heading", { name: "Experience Tags" }).waitFor();
      await page.getByRole("heading", { name: "Family Dune Bashing & Sandboarding" }).waitFor();
      await page.getByRole("heading", { name: "Desert Stargazing Night" }).waitFor();
    });

    await t.step("activity detail: price, linked package, and price on request", async () => {
      const falconry = activities.find((a) => a.name === "Falconry at Dawn")!;
      await page.goto(`${server.url}/activities/${falconry.id}`);
      await page.getByRole("heading", { level: 1, name: "Falconry at Dawn" }).waitFor();
      await page.getByText("Approx. $450.00").waitFor();
      await page.getByRole("heading", { name: "Part of a Curated Package" }).waitFor();
      await page.locator(`a[href="/packages/${falconry.packageId}"]`).first().click();
      await page.getByRole("heading", { level: 1, name: "Desert Royalty Escape" }).waitFor();

      const unpriced = activities.find((a) => a.price === undefined && !a.packageId)!;
      await page.goto(`${server.url}/activities/${unpriced.id}`);
      await page.getByRole("heading", { level: 1, name: unpriced.name }).waitFor();
      await page.getByText("Price on request").waitFor();
      assert.equal(await page.getByRole("heading", { name: "Part of a Curated Package" }).count(), 0);

      await page.goto(`${server.url}/activities`);
      await page.getByRole("heading", { level: 1, name: "Explore Our Activities" }).waitFor();
      await page.getByRole("link", { name: "View Associated Package" }).first().waitFor();
      await page.getByRole("button", { name: "View Activity Details" }).first().waitFor();
    });

    await t.step("destination detail with packages, and one without", async () => {
      const dubai = destinations.find((d) => d.name === "Dubai")!;
      await page.goto(`${server.url}/destinations/${dubai.id}`);
      await page.getByRole("heading", { level: 1, name: "Dubai" }).waitFor();
      await page.getByRole("heading", { name: "Explore Themes" }).waitFor();
      for (const name of ["Desert Royalty Escape", "Dubai Skyline & Marina Weekend", "Family Desert Safari Adventure"]) {
        await page.getByRole("heading", { name }).waitFor();
      }
      await page.getByRole("heading", { name: "Falconry at Dawn" }).waitFor();

      const patagonia = destinations.find((d) => d.name === "Patagonia")!;
      await page.goto(`${server.url}/destinations/${patagonia.id}`);
      await page.getByText("We have no curated packages for Patagonia yet.").waitFor();
      await page.getByRole("link", { name: "Contact our concierge team" }).click();
      await page.waitForURL(`${server.url}/contact`);
    });

    await t.step("not-found states for each detail page", async () => {
      await page.goto(`${server.url}/packages/no-such-package`);
      await page.getByRole("heading", { name: "Error Loading Package" }).waitFor();
      await page.getByText("Travel package not found. It might have been removed or the link is incorrect.").waitFor();
      await page.getByRole("link", { name: "Back to all packages" }).waitFor();

      await page.goto(`${server.url}/activities/no-such-activity`);
      await page.getByText("Activity not found. It might have been removed or the link is incorrect.").waitFor();

      await page.goto(`${server.url}/destinations/no-such-destination`);
      await page.getByText("Destination not found.").waitFor();
    });

    await t.step("an unknown path says the page is not found, with the way home", async () => {
      // Its 404 from the server: tests/e2e/not_found_test.ts (here the service worker may answer).
      await page.goto(`${server.url}/no/such/page`);
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
      assert.equal(page.url(), `${server.url}/no/such/page`);
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
    });

    await t.step("a guarded route goes to /login and back after login", async () => {
      await page.goto(`${server.url}/vip-services`);
      await page.waitForURL(`${server.url}/login`);
      await page.getByRole("heading", { level: 1, name: "Member Login" }).waitFor();
      await page.getByLabel("Email").fill(adminCredentials.email);
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
      await page.getByLabel("Password").fill(adminCredentials.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.url}/vip-services`);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Admin Dashboard" }).waitFor();
      await page.goto(`${server.url}/login`);
      await page.waitForURL(`${server.url}/profile`);
      await nav.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${server.url}/`);
      await nav.getByRole("link", { name: "Login" }).waitFor();
      await page.goto(`${server.url}/admin/packages`);
      await page.waitForURL(`${server.url}/login`);
    });

    await t.step("on a 360 px phone the menu opens, shows protected entries and closes with Escape", async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      const mobile = await phone.newPage();
      // The app takes the server's HTML over once its first screen has painted (web/src/boot.ts).
      await mobile.goto(server.url, { waitUntil: "networkidle" });
      const menu = mobile.getByRole("button", { name: "Menu" });
      await menu.click();
      const nav = mobile.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "VIP Services" }).click();
      await nav.getByRole("link", { name: /Bespoke Experiences.*Login Required/ }).waitFor();
      await mobile.keyboard.press("Escape");
      await mobile.keyboard.press("Escape");
      await nav.waitFor({ state: "hidden" });
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (overflow ${overflow}px)`);
      await phone.close();
    });
  });
});

Deno.test("a first visit shows a catalogue page from the answers in its HTML; later navigations ask the API", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // Every page module the server announces exists in this build (the table follows the routes).
    const manifest = JSON.parse(await Deno.readTextFile(new URL("../../web/dist/.vite/manifest.json", import.meta.url)));
    for (const module of HINTED_MODULES) assert.ok(manifest[module], `${module} is in the build manifest`);
    // The entry needs few files before the first screen (a top-level await in main.tsx, for one,
    // would split the shared code into many small chunks), and both it and the framework chunk
    // carry V8's compile hint; page chunks do not.
    const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
    const entry = manifest["index.html"];
    assert.ok(entry.imports.length <= 4, `the entry imports ${entry.imports.join(", ")}`);
    const framework = entry.imports.map((key: string) => manifest[key].file).find((file: string) => file.includes("framework-"));
    assert.ok(framework, "React, the router and the query cache come as one framework chunk");
    const assetText = (file: string) => Deno.readTextFile(new URL(`../../web/dist/${file}`, import.meta.url));
    for (const file of [entry.file, framework]) assert.ok((await assetText(file)).startsWith(COMPILE_HINT), `${file} has the compile hint`);
    assert.ok(!(await assetText(manifest["src/app/routes/packages.tsx"].file)).startsWith(COMPILE_HINT), "a page chunk compiles lazily");

    const packages = await api<Item[]>(server, "/packages");
    // No service worker: its catalogue warm-up would add requests of its own.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) asked.push(url.pathname);
    });

    await page.goto(`${server.url}/packages/${packages[0].id}`);
    await page.getByRole("heading", { level: 1, name: packages[0].name }).waitFor();
    await page.locator(".detail__image img").waitFor();
    await page.getByRole("heading", { name: "Included Activities" }).waitFor();
    assert.deepEqual(asked, [], "the package and its activities came with the page");

    await page.goto(server.url);
    await page.getByRole("region", { name: "Curated Travel Packages" }).getByRole("heading", { name: packages[0].name }).waitFor();
    assert.deepEqual(asked, [], "the home page's three lists came with the page");

    await page.getByRole("region", { name: "Curated Travel Packages" }).getByRole("link", { name: packages[1].name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: packages[1].name }).waitFor();
    assert.deepEqual(asked, [`/api/packages/${packages[1].id}`], "a navigation inside the app asks the API");
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("a first visit paints the page itself, never the page-loading spinner first; pages opened later still load", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const packages = await api<Item[]>(server, "/packages");
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    // Remembers every "Loading page..." spinner the document ever shows, however briefly.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(globalThis, { pageSpinnersSeen: seen });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Loading page...")) seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const spinnersSeen = () => page.evaluate(() => (globalThis as unknown as { pageSpinnersSeen: string[] }).pageSpinnersSeen);

    for (const path of ["/packages", `/packages/${packages[0].id}`, "/activities", "/contact"]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.deepEqual(await spinnersSeen(), [], `${path} painted without the page spinner`);
    }

    // From inside the app, a page whose code is not loaded yet comes through its lazy chunk.
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
    await page.getByRole("link", { name: "View All Packages" }).click();
    await page.getByRole("heading", { level: 1, name: "Curated Travel Packages" }).waitFor();
    const search = page.getByLabel("Search packages");
    const maldives = packages.find((item) => item.name.includes("Maldives"));
    assert.ok(maldives, "the demo catalogue has a Maldives package");
    await search.fill("Maldives");
    await page.getByRole("heading", { name: maldives.name }).waitFor();
    assert.equal(await search.inputValue(), "Maldives");
  } finally {
    await browser.close();
    await server.stop();
  }
});
