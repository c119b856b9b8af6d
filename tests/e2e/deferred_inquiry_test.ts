/**
 * A detail page's inquiry form is in the server's HTML from the first paint, but its code (and its
 * texts) is loaded only when it is needed: when the visitor reaches into it. A first visit that does
 * not, even one that scrolls to the form or whose form is on the first screen, downloads none of it;
 * once loaded, the app hydrates the server's form in place: the same fields (nothing moves), what
 * was typed and the focus stay.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const FORM_CODE = /\/assets\/(inquiry-section|inquiry-form|inquiry)-[^/]+\.js$/;
const REQUIRED = "Please fill in all required fields (Name, Email, Phone, Number of People).";

async function withSite(fn: (server: RunningServer, browser: Browser, packageId: string) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const packages = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages as { id: string }[];
    await fn(server, browser, packages[0].id);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Opens a fresh page (empty cache, no service worker) and lists the form code it downloads. */
async function openPage(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ serviceWorkers: "block", viewport });
  const page = await context.newPage();
  const formCode: string[] = [];
  page.on("request", (request) => FORM_CODE.test(new URL(request.url()).pathname) && formCode.push(request.url()));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (globalThis as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  return { page, formCode, close: () => context.close() };
}

/** The form section's top edge in the document and its height. */
const formBox = (page: Page) =>
  page.locator("section.inquiry-section").evaluate((section) => {
    const box = section.getBoundingClientRect();
    return { top: Math.round(box.top + globalThis.scrollY), height: Math.round(box.height) };
  });

const layoutShift = (page: Page) => page.evaluate(() => (globalThis as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

Deno.test("the inquiry form's code is loaded when the visitor reaches into the form, not when it comes near, and the form works in place", async () => {
  await withSite(async (server, browser, packageId) => {
    const { page, formCode, close } = await openPage(browser, `${server.url}/packages/${packageId}`, { width: 390, height: 844 });
    try {
      // The server's form is on the page, below the first screen; its code is not downloaded.
      const heading = page.getByRole("heading", { name: "Inquire About This Package" });
      assert.equal(await heading.count(), 1);
      assert.deepEqual(formCode, [], "no form code on a first visit that stays at the top");
      const before = await formBox(page);

      await heading.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      assert.deepEqual(formCode, [], "no form code for a form the visitor only sees");
      await page.getByRole("button", { name: "Submit Inquiry" }).hover();
      await page.mouse.down();
      await page.waitForFunction(() => {
        const button = document.querySelector("section.inquiry-section button[type=submit]");
        return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
      });
      await page.mouse.up();
      assert.ok(formCode.length > 0, "the form's code is loaded once the visitor reaches into the form");

      // The form answers in the app (no page load), and it is where the server's form was.
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(REQUIRED).waitFor();
      assert.equal(new URL(page.url()).pathname, `/packages/${packageId}`);
      assert.equal(new URL(page.url()).search, "");
      const after = await formBox(page);
      assert.equal(after.top, before.top, "the form did not move");
      assert.equal(await layoutShift(page), 0, "no layout shift");
    } finally {
      await close();
    }
  });
});

Deno.test("reaching into the server's form loads its code; what was typed meanwhile and the focus are kept", async () => {
  await withSite(async (server, browser, packageId) => {
    const { page, formCode, close } = await openPage(browser, `${server.url}/packages/${packageId}`, { width: 1280, height: 720 });
    try {
      assert.deepEqual(formCode, [], "no form code before the visitor reaches the form");
      // The form's code is held back while the visitor types into the server's form.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/inquiry-section-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const field = page.locator("section.inquiry-section input[name=userName]");
      await field.evaluate((input) => ((globalThis as unknown as { __field: Element }).__field = input));
      await field.fill("Ada");
      release();
      // The app hydrates the very field the visitor is in.
      await page.waitForFunction(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.name === "userName" && active === (globalThis as unknown as { __field: Element }).__field &&
          Object.keys(active).some((key) => key.startsWith("__reactProps"));
      });
      assert.ok(formCode.length > 0, "the form's code is loaded once a field is reached");
      assert.equal(await field.inputValue(), "Ada", "what was typed before is in the app's form");
      await page.keyboard.press("End");
      await page.keyboard.type(" Lovelace");
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(REQUIRED).waitFor();
      assert.equal(await field.inputValue(), "Ada Lovelace", "the app's form holds it");
    } finally {
      await close();
    }
  });
});
