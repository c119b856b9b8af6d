/**
 * The public site in other languages, in Chromium: a French package page opened cold is French and
 * hydrates without a warning; on a phone the header's switcher turns the page Arabic, right to left,
 * under /ar/, and a reload keeps it; a browser whose language is French is offered the French site
 * on `/` in a banner, never redirected.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { appHasTakenOver } from "../helpers/e2e.ts";

type Item = { id: string; name: string };

async function withSite(fn: (server: RunningServer, browser: Browser, pkg: { en: Item; fr: Item; ar: Item }) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const first = async (lang: string) => (await (await fetch(`${server.url}/api/packages?lang=${lang}`)).json()).data.packages[0] as Item;
    await fn(server, browser, { en: await first("en"), fr: await first("fr"), ar: await first("ar") });
  } finally {
    await browser.close();
    await server.stop();
  }
}

Deno.test("a French package page opened cold is French and hydrates without a warning", async () => {
  await withSite(async (server, browser, pkg) => {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") Object.assign(globalThis, { serverHeading: document.querySelector("h1") });
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/service worker registration/i.test(message.text())) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const res = await page.goto(`${server.url}/fr/packages/${pkg.en.id}`);
    assert.equal(res?.status(), 200);
    await appHasTakenOver(page);
    await page.waitForLoadState("networkidle");
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    assert.ok(await page.getByRole("heading", { level: 1, name: pkg.fr.name, exact: true }).isVisible());
    assert.ok(await page.getByRole("heading", { name: "Points forts VIP" }).isVisible());
    assert.ok(await page.getByRole("link", { name: "Séjours" }).first().isVisible());
    assert.ok(await page.evaluate(() => (globalThis as unknown as { serverHeading: Element }).serverHeading === document.querySelector("h1")), "hydration kept the server's heading");
    assert.deepEqual(problems, []);
    await context.close();
  });
});

Deno.test("on a phone the header's switcher turns the page Arabic, right to left, and a reload keeps it", async () => {
  await withSite(async (server, browser, pkg) => {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/packages/${pkg.en.id}`);
    await appHasTakenOver(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const switcher = page.getByRole("combobox", { name: "Language" });
    assert.ok(await switcher.isVisible(), "the switcher is in the mobile menu");
    await switcher.selectOption("ar");
    await page.waitForURL(`${server.url}/ar/packages/${pkg.en.id}`);
    const arabic = async () => {
      await page.getByRole("heading", { level: 1, name: pkg.ar.name, exact: true }).waitFor();
      await page.waitForFunction(() => document.documentElement.dir === "rtl" && document.documentElement.lang === "ar");
      assert.ok(await page.getByRole("heading", { name: "أبرز امتيازات VIP" }).isVisible());
    };
    await arabic();
    await page.reload();
    await arabic();
    assert.equal(await page.getByRole("combobox", { name: "اللغة", includeHidden: true }).inputValue(), "ar");
    await context.close();
  });
});

Deno.test("a French browser on / is offered the French site in a banner and never redirected", async () => {
  await withSite(async (server, browser) => {
    const context = await browser.newContext({ serviceWorkers: "block", locale: "fr-FR", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const banner = page.getByText("Ce site est également disponible en Français.");
    await banner.waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    await page.waitForTimeout(1000);
    assert.equal(new URL(page.url()).pathname, "/", "no redirect");
    await page.getByRole("button", { name: "Continuer en Français" }).click();
    await page.waitForURL(`${server.url}/fr/`);
    await page.getByRole("heading", { level: 1, name: "Le monde, avec raffinement." }).waitFor();
    // A choice is remembered: the banner goes (waited for: it leaves with the French page's render).
    await page.getByText("Ce site est également disponible en Français.").waitFor({ state: "detached", timeout: 10_000 });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Le monde, avec raffinement." }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByText("Ce site est également disponible en Français.").count(), 0, "a choice is remembered: no banner after a reload");
    await context.close();
  });
});

Deno.test("on a phone the language banner's buttons stay clear of the chat button, left to right and right to left", async () => {
  await withSite(async (server, browser, pkg) => {
    for (const [path, accept, dismiss] of [
      [`/fr/packages/${pkg.fr.id}`, "Continue in English", "No, thanks"],
      [`/ar/packages/${pkg.ar.id}`, "Continue in English", "No, thanks"],
    ]) {
      // A browser in English opening a shared French or Arabic link: offered English at the bottom.
      const context = await browser.newContext({ serviceWorkers: "block", locale: "en-US", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.getByText("This site is also available in English.").waitFor();
      const launcher = await page.locator(".chat-launcher").boundingBox();
      assert.ok(launcher, "the chat button is shown");
      for (const name of [accept, dismiss]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        assert.ok(box, `${path}: ${name}`);
        const apart: boolean = box.x + box.width <= launcher.x || launcher.x + launcher.width <= box.x ||
          box.y + box.height <= launcher.y || launcher.y + launcher.height <= box.y;
        assert.ok(apart, `${path}: "${name}" (${JSON.stringify(box)}) is not under the chat button (${JSON.stringify(launcher)})`);
        assert.ok(box.x >= 0 && box.x + box.width <= 360, `${path}: "${name}" is on the screen`);
      }
      await page.getByRole("button", { name: dismiss, exact: true }).tap();
      await page.getByText("This site is also available in English.").waitFor({ state: "detached" });
      await context.close();
    }
  });
});
