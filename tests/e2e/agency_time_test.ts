/**
 * The agency's clock on the staff screens, in Chromium: a consultant whose device is on New York's
 * clock (and whose own settings say Tokyo's) sees every time on Dubai's, named GST: an inquiry on
 * the desk, a save on Activity and the same save in the item's History. "Publish on" 10:00 is 10:00
 * in Dubai: 06:00Z is stored, and the form and the list show it back as 10:00 GST.
 */
import assert from "node:assert/strict";
import type { TravelPackage } from "../../contract/catalogue.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** `iso` as a staff member in Dubai reads it, written independently of the code under test. */
const dubai = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(new Date(iso))} GST`;

Deno.test("staff on a New York device see Dubai's time, named GST, on the desk, Activity and History; Publish on is Dubai's", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data;
    // The staff member's own setting is Tokyo's clock: the staff screens keep the agency's.
    const tokyo = { preferences: { general: { timezone: "JST" } } };
    assert.equal((await apiCall(server, "PATCH", `/auth/users/${admin.user.id}`, admin.access_token, tokyo)).status, 200);
    const inquiry = await sendInquiry(server, "layla.gst@example.com");
    const [pkg] = (await apiCall(server, "GET", "/packages")).json.data.packages as TravelPackage[];

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "America/New_York", locale: "en-GB" });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await t.step("the inquiry desk: the inquiry's time on Dubai's clock, named", async () => {
      await page.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
      const date = page.locator(`[data-inquiry-id="${inquiry.id}"] .desk-item__date`);
      await date.waitFor();
      const sentAt = (await date.getAttribute("datetime"))!;
      assert.equal(await date.textContent(), dubai(sentAt));
      const screenshot = Deno.env.get("AGENCY_TIME_SCREENSHOT");
      if (screenshot) await page.screenshot({ path: screenshot });
    });

    await t.step("Publish on 10:00 stores 10:00 in Dubai (06:00Z) and shows it back as 10:00 GST", async () => {
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await page.waitForFunction(() => (document.querySelector("input") as HTMLInputElement | null)?.value !== "");
      await page.getByLabel("Publication").selectOption("scheduled");
      await page.getByLabel("Publish on").fill("2027-01-15T10:00");
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
      const staff = await apiCall(server, "GET", "/admin/catalogue/packages", admin.access_token);
      const stored = (staff.json.data.items as { id: string; publishAt?: string }[]).find((item) => item.id === pkg.id);
      assert.equal(stored?.publishAt, "2027-01-15T06:00:00.000Z");
      await page.getByRole("row").filter({ hasText: pkg.name }).getByText("Scheduled for 15 Jan 2027, 10:00 GST", { exact: true }).waitFor();

      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await page.waitForFunction(() => (document.querySelector("input[type=datetime-local]") as HTMLInputElement | null)?.value !== "");
      assert.equal(await page.getByLabel("Publish on").inputValue(), "2027-01-15T10:00");
      await page.getByText("Date and time in the agency's time zone, GST (Asia/Dubai).", { exact: true }).waitFor();
    });

    await t.step("the same save on Activity and in History: the same moment, the same GST time", async () => {
      const versions = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
      const saved = versions.first().locator("time");
      await saved.waitFor();
      const savedAt = (await saved.getAttribute("datetime"))!;
      const historyText = await saved.textContent();
      assert.equal(historyText, dubai(savedAt));

      await page.goto(`${server.url}/admin/activity`);
      const entry = page.getByRole("list", { name: "Activity, newest first" }).locator(":scope > li").first().locator("time");
      await entry.waitFor();
      assert.equal(await entry.getAttribute("datetime"), savedAt, "Activity's newest entry is the same save");
      assert.equal(await entry.textContent(), historyText);
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});
