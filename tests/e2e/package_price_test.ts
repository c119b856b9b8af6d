/**
 * A package's "from" price per person in real Chromium: staff set it in the package editor (a bad
 * value is refused under the field), and the package page says "From USD 4,500 per person" in
 * English and in Arabic (right to left) without a hydration warning, on a 360 px phone too; a
 * visitor who picked euros also sees the converted amount with the staff's rate, as activities do.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { approxPriceText, formatConverted } from "../../contract/money.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, appHasTakenOver, hydrationComplaints, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("staff set a package's from price in the editor; its page shows it in English and Arabic", async (t) => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0] as { id: string; name: string };

    await t.step("the package editor saves the price per person; a bad one is refused under the field", async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await logIn(page, server, adminCredentials.email, adminCredentials.password);
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      const field = page.getByLabel("Price per person (optional)");
      await field.waitFor();
      assert.equal(await page.getByText("In US dollars; shown as \"From …\" on the package page. Leave empty to show no price.").count(), 1);
      await field.fill("-5");
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.getByText("Price must be at least 0.").waitFor();
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      await field.fill("4500");
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
      const saved = (await apiCall(server, "GET", `/packages/${pkg.id}`)).json.data;
      assert.equal(saved.pricePerPerson, 4500);
      // Opened again, the editor shows the saved price.
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await page.waitForFunction(() => (document.querySelector("input[type=number]") as HTMLInputElement | null)?.value === "4500");
      await context.close();
    });

    await t.step("the package page says the from price in English, hydrated without a warning", async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const complaints = hydrationComplaints(page);
      await page.goto(`${server.url}/packages/${pkg.id}`);
      const price = page.locator(".detail__price");
      assert.equal(await price.textContent(), "From USD\u00a04,500 per person", "in the server's HTML");
      await appHasTakenOver(page);
      assert.equal(await price.textContent(), "From USD\u00a04,500 per person");
      assert.deepEqual(complaints, []);
      // The list's card says it too.
      await page.goto(`${server.url}/packages`);
      await page.getByRole("article").filter({ hasText: pkg.name }).getByText("From USD\u00a04,500 per person").waitFor();
      await context.close();
    });

    await t.step("in Arabic, right to left on a 360 px phone", async () => {
      const context = await browser!.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const complaints = hydrationComplaints(page);
      await page.goto(`${server.url}/ar/packages/${pkg.id}`);
      assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
      await appHasTakenOver(page);
      const price = page.locator(".detail__price");
      assert.equal(await price.textContent(), "ابتداءً من \u200f4,500\u00a0USD للشخص");
      const box = (await price.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 360, "the price fits the phone's width");
      assert.deepEqual(complaints, []);
      await context.close();
    });

    await t.step("a visitor who picked euros sees the converted amount with the staff's rate", async () => {
      const admin = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
      const rate = { rate: 0.9, date: "2026-11-21" };
      const saved = await apiCall(server, "PUT", "/exchange-rates", admin.json.data.access_token, { rates: { EUR: rate } });
      assert.equal(saved.status, 200, JSON.stringify(saved.json));
      const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => localStorage.setItem("currency", "EUR"));
      const page = await context.newPage();
      await page.goto(`${server.url}/packages/${pkg.id}`);
      const price = page.locator(".detail__price");
      const inEur = approxPriceText(formatConverted(4500, "EUR", rate.rate, "en-u-nu-latn"), "21 Nov 2026");
      await price.getByText(inEur).waitFor();
      assert.equal(await price.textContent(), `From USD\u00a04,500 per person${inEur}`);
      await context.close();
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
});
