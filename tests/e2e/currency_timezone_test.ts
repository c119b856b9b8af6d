/**
 * Prices in the visitor's currency and times on the member's clock, in real Chromium: a visitor on a
 * phone picks EUR in the menu and an activity shows the converted price with the date staff gave
 * the rate, without a hydration warning and still after an offline reload; a member whose settings
 * say JPY and JST sees yen after logging in on a fresh device and the chat's times on Tokyo's clock,
 * and a currency saved in Account Settings applies at once.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { approxPriceText, formatConverted } from "../../contract/money.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, hydrationComplaints, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

type Activity = { id: string; name: string; price?: number };

const STAFF_EUR = { rate: 0.9, date: "2026-11-21" };
/** STAFF_EUR's day as an English page writes it. */
const STAFF_EUR_DAY = "21 Nov 2026";

Deno.test("currency and timezone: a visitor's EUR on a phone, offline too; a member's JPY and JST", async (t) => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const admin = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
    const adminToken = admin.json.data.access_token;
    const saved = await apiCall(server, "PUT", "/exchange-rates", adminToken, { rates: { EUR: STAFF_EUR } });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const activities = (await apiCall(server, "GET", "/activities")).json.data.activities as Activity[];
    const priced = activities.find((a) => typeof a.price === "number")!;
    const inEur = approxPriceText(formatConverted(priced.price!, "EUR", STAFF_EUR.rate, "en"), STAFF_EUR_DAY);
    browser = await launchBrowser();

    await t.step("a visitor on a phone picks EUR in the menu; the activity shows the staff's rate and its date", async () => {
      const context = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const complaints = hydrationComplaints(page);
      const rateRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/exchange-rates")) rateRequests.push(request.url());
      });

      await page.goto(`${server.url}/activities/${priced.id}`);
      const price = page.locator(".detail__price");
      await price.getByText(/^Approx\. \$/).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      assert.deepEqual(rateRequests, [], "a US dollar visit asks for no rates");

      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
      await price.getByText(inEur).waitFor();
      assert.match((await price.textContent())!, /USD\u00a0[\d,]+\.\d\d$/, "the US dollar amount stays beside it");

      // A reload renders the server's US dollar HTML, then applies the remembered choice after hydration.
      await page.reload();
      await price.getByText(inEur).waitFor();
      await page.getByRole("button", { name: "Menu" }).click();
      assert.equal(await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).inputValue(), "EUR");
      assert.deepEqual(complaints, [], "no hydration warning");

      // The rates and the catalogue are saved for offline use by the service worker.
      const cachedRates = () => page.evaluate(async () => (await (await caches.open("exchange-rates-v1")).keys()).length);
      const cachedLists = () => page.evaluate(async () => (await (await caches.open("catalogue-api-v1")).keys()).length);
      const deadline = Date.now() + 30_000;
      while ((await cachedRates()) < 1 || (await cachedLists()) < 3) {
        assert.ok(Date.now() < deadline, "rates and catalogue saved for offline use in time");
        await page.waitForTimeout(200);
      }
      await context.setOffline(true);
      await page.reload();
      await price.getByText(inEur).waitFor();
      await context.close();
    });

    const member = { name: "Kenji Sato", email: "kenji.e2e@test.example", password: "kenji-pass-1" };
    const created = await apiCall(server, "POST", "/auth/create-user", adminToken, { ...member, isApproved: true });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const login = await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password });
    const settings = { preferences: { general: { currency: "JPY", timezone: "JST" } } };
    const patched = await apiCall(server, "PATCH", `/auth/users/${login.json.data.user.id}`, login.json.data.access_token, settings);
    assert.equal(patched.status, 200, JSON.stringify(patched.json));

    await t.step("a member whose settings say JPY and JST logs in on a fresh device: yen, and Tokyo's clock", async () => {
      // The device's own clock is New York's, so Tokyo's is never the same hour.
      const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "America/New_York", locale: "en-GB" });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await logIn(page, server, member.email, member.password);
      await page.goto(`${server.url}/activities/${priced.id}`);
      await page.locator(".detail__price").getByText(/^Approx\. JPY\u00a0[\d,]+, rate of 20 Nov 2026/).waitFor();
      assert.equal(await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).inputValue(), "JPY");

      await page.getByRole("button", { name: "Live chat" }).click();
      const dialog = page.getByRole("dialog", { name: "Aurum Voyages Live Chat" });
      await dialog.getByLabel("Your message").fill("Which desert experiences do you offer?");
      await dialog.getByRole("button", { name: "Send" }).click();
      const mine = dialog.locator(".chat-msg[data-author=visitor] time").last();
      await mine.waitFor();
      const instant = new Date((await mine.getAttribute("datetime"))!);
      const clock = (timeZone: string) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone }).format(instant);
      assert.equal(await mine.textContent(), clock("Asia/Tokyo"));
      assert.notEqual(clock("Asia/Tokyo"), clock("America/New_York"));

      // Changing the currency in Account Settings changes the prices at once.
      await page.getByRole("button", { name: "Close chat" }).click();
      await page.goto(`${server.url}/profile`);
      await page.getByRole("button", { name: "Account Settings" }).click();
      const settingsDialog = page.getByRole("dialog", { name: "Account Settings" });
      await settingsDialog.getByRole("tab", { name: "Preferences" }).click();
      await settingsDialog.getByLabel("Currency").selectOption("GBP");
      await settingsDialog.getByRole("button", { name: "Save Settings" }).click();
      await settingsDialog.getByText("Settings saved successfully!").waitFor();
      await page.keyboard.press("Escape");
      await settingsDialog.waitFor({ state: "detached" });
      assert.equal(await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).inputValue(), "GBP");
      await context.close();
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
});
