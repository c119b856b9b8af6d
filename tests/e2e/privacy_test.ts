/**
 * Privacy as a traveller does it (issue #34), in real Chromium against the real server and a real
 * SMTP listener: on /privacy they ask for a copy of their data, type the emailed code and the ZIP
 * downloads with their inquiry in it; then they ask for erasure the same way, the privacy desk
 * shows it open, staff erase, and the traveller's inquiry is gone. At 360 px, with no serious axe
 * violations.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { unzipSync } from "fflate";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminToken, apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const EMAIL = "privacy.traveller@test.example";

async function assertAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

Deno.test("a traveller downloads their data and asks for erasure with an emailed code; staff erase", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const inquiry = await sendInquiry(server, EMAIL);

    const codeFrom = async () => {
      const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === "Your privacy request code");
      smtp.received.splice(smtp.received.indexOf(mail), 1);
      return /(\d{6})/.exec(mail.text)![1];
    };

    await t.step("the export: address, code, and the ZIP downloads with the inquiry in it", async () => {
      await page.goto(`${server.url}/privacy`);
      await page.getByRole("heading", { level: 1, name: "Your data" }).waitFor();
      await page.getByLabel("Email address").fill(EMAIL);
      await page.getByLabel("A copy of my data").check();
      await assertAccessible(page, "privacy request form");
      await page.getByRole("button", { name: "Send the code" }).click();
      await page.getByText(`We sent a 6-digit code to ${EMAIL}.`).waitFor();
      const code = await codeFrom();
      await page.getByLabel("Code from the email").fill(code);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Confirm" }).click()]);
      assert.equal(download.suggestedFilename(), "aurum-voyages-my-data.zip");
      const files = unzipSync(await Deno.readFile((await download.path())!));
      const inquiries = JSON.parse(new TextDecoder().decode(files["inquiries.json"]));
      assert.ok(inquiries.records.some((r: { value: { id?: string } }) => r.value.id === inquiry.id), "the inquiry is in the export");
      await page.getByText("Your data is downloading as a ZIP file").waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `no sideways scroll at 360 px (${width})`);
    });

    await t.step("the erasure: asked with a code, open on the privacy desk, erased by staff", async () => {
      await page.getByRole("button", { name: "Make another request" }).click();
      await page.getByLabel("Email address").fill(EMAIL);
      await page.getByLabel("Erase my data").check();
      await page.getByRole("button", { name: "Send the code" }).click();
      await page.getByLabel("Code from the email").fill(await codeFrom());
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("Your erasure request is received.").waitFor();
      await assertAccessible(page, "erasure requested");

      const admin = await adminToken(server);
      assert.equal((await apiCall(server, "GET", `/inquiries/${inquiry.id}/thread`, admin)).status, 200);
      // Staff, on the privacy desk.
      const staff = await (await browser!.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      staff.setDefaultTimeout(20_000);
      await logIn(staff, server, adminCredentials.email, adminCredentials.password);
      await staff.goto(`${server.url}/admin/privacy`);
      await staff.getByRole("heading", { level: 1, name: "Privacy requests" }).waitFor();
      const row = staff.getByRole("row").filter({ hasText: EMAIL }).filter({ hasText: "Erasure" });
      await row.getByText("Open").waitFor();
      await assertAccessible(staff, "privacy desk");
      await row.getByRole("button", { name: "Erase now" }).click();
      await staff.getByRole("dialog").getByRole("button", { name: "Erase now" }).click();
      await staff.getByRole("row").filter({ hasText: "Erasure" }).filter({ hasText: "Completed" }).waitFor();
      assert.equal(await staff.getByText(EMAIL).count(), 0, "the address is gone from the desk");
      await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === "Your data has been erased");
      assert.equal((await apiCall(server, "GET", `/inquiries/${inquiry.id}/thread`, admin)).status, 404);
    });
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
  }
});
