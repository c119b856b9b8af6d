/**
 * axe-core on every screen (public, member, admin), in both themes' default (dark), on a phone and a
 * desktop: no serious or critical violation. And the header works from the keyboard alone.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

type Item = { id: string };

async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 10_000 });
}

Deno.test("every screen passes axe-core (serious and critical) on desktop and phone", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const first = async (name: string) =>
      ((await (await fetch(`${server.url}/api/${name}`)).json()).data[name] as Item[])[0].id;
    const publicPaths = [
      "/", "/destinations", `/destinations/${await first("destinations")}`, "/packages",
      `/packages/${await first("packages")}`, "/activities", `/activities/${await first("activities")}`,
      "/contact", "/login", "/register", "/pending-inquiries",
    ];
    const memberPaths = ["/profile", "/vip-services", "/bespoke-experiences"];
    const adminPaths = [
      "/admin", "/admin/destinations", "/admin/destinations/new", "/admin/packages", "/admin/packages/new",
      "/admin/activities", "/admin/activities/new", "/admin/users", "/admin/media", "/admin/bespoke-requests",
      "/admin/inquiries", "/admin/live-chats", "/admin/exchange-rates",
    ];
    const problems: string[] = [];
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of publicPaths) {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        problems.push(describeViolations(`${viewport.width}px ${path}`, await seriousViolations(page)));
      }
      if (viewport.width < 600) {
        // The checker itself must catch a real problem (an image without a text alternative).
        await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="/images/placeholder.svg">'));
        assert.ok((await seriousViolations(page)).some((v) => v.id === "image-alt"), "axe-core reports a missing alt");
        await context.close();
        continue; // member and admin screens: desktop only
      }
      await page.goto(`${server.url}/login`);
      await page.getByLabel("Email").fill(adminCredentials.email);
      await page.getByLabel("Password").fill(adminCredentials.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.url}/profile`);
      for (const path of [...memberPaths, ...adminPaths]) {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        problems.push(describeViolations(`${viewport.width}px ${path}`, await seriousViolations(page)));
      }
      await context.close();
    }
    assert.equal(problems.filter(Boolean).join("\n"), "");
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("the header works from the keyboard alone", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Skip to content");
    // Tab to the Services menu, open it with Enter, follow its first entry.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.textContent?.startsWith("Services"))) break;
    }
    await page.keyboard.press("Enter");
    const services = page.getByRole("button", { name: /^Services/ });
    // A press before the app has taken the page over opens the menu once the app has (web/src/boot.ts).
    await page.locator('button[aria-expanded="true"]', { hasText: /^Services/ }).waitFor({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    assert.equal(await services.getAttribute("aria-expanded"), "false");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.startsWith("Services")), true, "focus returns to the button");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/packages`);
    await page.getByRole("heading", { level: 1, name: "Curated Travel Packages" }).waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("cards below the fold have their colours when scrolled to, also when the style sheet arrived late", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const destination = ((await (await fetch(`${server.url}/api/destinations`)).json()).data.destinations as Item[])[0].id;
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      // A slow link for the style sheet: the page's HTML is parsed long before it arrives.
      await page.route(/\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto(`${server.url}/destinations/${destination}`);
      await settle(page);
      const colours = await page.evaluate(async () => {
        const buttons = [...document.querySelectorAll<HTMLElement>(".card__actions a.btn")];
        buttons.at(-1)!.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // The colour shown at once, not one a transition is still fading from.
        return buttons.map((button) => ({ now: getComputedStyle(button).color, fading: button.getAnimations().length }));
      });
      assert.ok(colours.length > 3, `the destination page lists its packages' and activities' cards (${colours.length})`);
      assert.deepEqual(colours.filter((colour) => colour.fading > 0 || colour.now === "rgb(0, 0, 238)"), [], `load ${load + 1}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
});
