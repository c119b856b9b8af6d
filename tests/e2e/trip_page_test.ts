/**
 * The traveller's trip page the way people arrive, in real Chromium against the real server: in
 * Arabic on a 360 px phone with a slowed CPU before departure (right to left, the countdown, the
 * voucher left to read, no serious accessibility violation, nothing wider than the phone); a
 * co-traveller's link shared by the traveller (read-only: it cannot share further); and a kept trip
 * whose link staff revoke: the next time the phone is online the kept copy is cleared.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, appHasTakenOver, screenByScreen } from "../helpers/e2e.ts";
import { pdfBytes } from "../helpers/trip-documents.ts";
import { plantTrip, tripRecord } from "../helpers/trips.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const texts = (lang: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/trip.json`, import.meta.url)));
const ar = texts("ar");
const en = texts("en");

async function planted(server: RunningServer, overrides: Partial<StoredTrip> = {}) {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return await plantTrip(kv, overrides);
  } finally {
    kv.close();
  }
}

async function voucherFor(server: RunningServer, tripId: string) {
  const form = new FormData();
  form.append("staffOnly", "false");
  form.append("kind", "voucher");
  form.append("itemId", "t1");
  form.append("file", new File([pdfBytes("transfer") as Uint8Array<ArrayBuffer>], "transfer-voucher.pdf", { type: "application/pdf" }));
  const res = await fetch(`${server.url}/api/trips/${tripId}/documents`, { method: "POST", headers: { authorization: `Bearer ${await adminToken(server)}` }, body: form });
  assert.equal(res.status, 201, await res.text());
}

const noWiderThan = async (page: Page, width: number) => {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `nothing wider than the phone (${scroll} px)`);
};

Deno.test("trip page: Arabic on a slow 360 px phone before departure, a co-traveller's read-only link, a revoked link clears the kept copy", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await t.step("in Arabic, right to left, with the countdown and the voucher left to read", async () => {
      const record = tripRecord();
      const { trip, token } = await planted(server, { traveller: { ...record.traveller, language: "ar" }, title: "دبي بأناقة" });
      await voucherFor(server, trip.id);
      const context = await browser.newContext({ ...PHONE, locale: "ar" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${server.url}/trips/${token}`);
      assert.equal(new URL(page.url()).pathname, `/ar/trips/${token}`);
      assert.equal(await page.getAttribute("html", "dir"), "rtl");
      await page.getByRole("heading", { level: 1, name: "دبي بأناقة" }).waitFor();
      await page.getByTestId("trip-countdown").waitFor();
      await page.getByRole("heading", { level: 2, name: ar["todo.title"] }).waitFor();
      await page.getByRole("link", { name: ar["todo.read"].replace("{name}", "transfer-voucher.pdf") }).waitFor();
      await appHasTakenOver(page);
      await page.getByRole("button", { name: ar["keep.offer"] }).waitFor();
      await noWiderThan(page, 360);
      assert.equal(describeViolations("trip page (ar)", await seriousViolations(page)), "");
      await screenByScreen(page, "trip-ar-360");
      await context.close();
    });

    await t.step("the traveller shares a read-only link; the co-traveller sees the trip and cannot share it on", async () => {
      const { token } = await planted(server);
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}/trips/${token}`);
      await appHasTakenOver(page);
      await page.getByRole("button", { name: en["share.create"] }).click();
      const link = await page.getByLabel(en["share.link"]).inputValue();
      assert.match(link, /\/trips\/[A-Za-z0-9_-]{43}$/);
      assert.notEqual(link.split("/").pop(), token);
      const other = await (await browser.newContext(PHONE)).newPage();
      await other.goto(link);
      await other.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
      await other.getByText(en["readOnly"]).waitFor();
      await appHasTakenOver(other);
      assert.equal(await other.getByRole("button", { name: en["share.create"] }).count(), 0, "a co-traveller cannot share");
      await noWiderThan(other, 360);
      await screenByScreen(other, "trip-co-traveller-360");

      await page.getByRole("button", { name: en["share.revoke"] }).click();
      await page.getByText(en["share.revoked"]).waitFor();
      await other.reload();
      await other.getByRole("heading", { level: 1, name: en["missing.title"] }).waitFor();
      await context.close();
    });

    await t.step("a kept trip whose link is revoked is cleared from the phone the next time it is online", async () => {
      const { trip, token } = await planted(server);
      await voucherFor(server, trip.id);
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}/trips/${token}`);
      await appHasTakenOver(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await page.getByRole("button", { name: en["keep.offer"] }).click();
      await page.getByTestId("trip-kept").waitFor();
      const keptCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("kept-trip-")).length);
      assert.equal(await keptCaches(), 1);

      // Offline, the kept copy opens; meanwhile staff revoke every link of the trip.
      await context.setOffline(true);
      await page.reload();
      await page.getByText(/You are offline\. This is the copy kept on this phone/).waitFor();
      const revoked = await apiCall(server, "POST", `/trips/${trip.id}/revoke-links`, await adminToken(server));
      assert.ok(revoked.status === 200 || revoked.status === 204, JSON.stringify(revoked.json));

      // Online again: the page reads the trip, the link opens nothing, and the kept copy goes.
      await context.setOffline(false);
      await page.getByRole("heading", { level: 1, name: en["missing.title"] }).waitFor();
      await page.waitForFunction(async () => (await caches.keys()).every((name) => !name.startsWith("kept-trip-")));
      assert.equal(await keptCaches(), 0);
      await context.close();
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});
