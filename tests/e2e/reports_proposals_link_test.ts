/**
 * The reports dashboard's proposal numbers (issue #33) in real Chromium against the real server:
 * each opens `/admin/proposals?from=&to=&status=` listing exactly the proposals it counts (first
 * sent in the period, with that status; a draft never sent is not among them), says which filters
 * it applied, and "Clear filters" lists every proposal again.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const AGENCY = { AGENCY_WORKING_DAYS: "Mon-Sun", AGENCY_WORKING_HOURS: "00:00-24:00", AGENCY_TIMEZONE: "UTC", FIRST_RESPONSE_TARGET_MINUTES: "60" };

const shownIds = (page: Page) => page.locator("[data-proposal-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-proposal-id")!).sort());

Deno.test("a proposal number of the dashboard opens the proposals it counts, filtered, with Clear filters", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "1", SEED_DEMO_PROPOSAL: "false", ...AGENCY } });
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const proposals: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.8.0.${i + 1}` },
        body: JSON.stringify(packageInquiryBody(pkg, `linked${i}@example.com`, { userName: `Linked Traveller ${i}` })),
      });
      const answer = await res.text();
      assert.equal(res.status, 201, answer);
      const created = await apiCall(server, "POST", "/proposals", admin, { inquiryId: JSON.parse(answer).data.id });
      assert.equal(created.status, 201, JSON.stringify(created.json));
      proposals.push(created.json.data.id);
    }
    // Two sent (the second then declined by its traveller), the third a draft never sent.
    for (const id of proposals.slice(0, 2)) assert.equal((await apiCall(server, "POST", `/proposals/${id}/send`, admin)).status, 200);
    const mail = await smtp.waitFor((m) => m.to.includes("linked1@example.com") && /\/proposals\/[A-Za-z0-9_-]{43}/.test(m.text));
    const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    assert.equal((await apiCall(server, "POST", `/proposal-links/${token}/decline`, undefined, {})).status, 200);
    const all = (await apiCall(server, "GET", "/proposals", admin)).json.data as { id: string }[];

    const today = new Date().toISOString().slice(0, 10);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/reports?from=${today}&to=${today}`);
    const section = page.locator('[data-report-section="proposals"]');
    await section.locator("tr", { hasText: "Declined" }).waitFor();

    // Declined: exactly the declined one, its filters named.
    await section.locator("tr", { hasText: "Declined" }).getByRole("link").click();
    await page.waitForURL(`**/admin/proposals?from=${today}&to=${today}&status=Declined`);
    await page.locator('[data-link-filter="status"]').getByText("Declined").waitFor();
    await page.locator('[data-link-filter="from"]').getByText(today).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-proposal-id]").length === 1);
    assert.deepEqual(await shownIds(page), [proposals[1]]);

    // Sent: both sent ones, not the draft.
    await page.goBack();
    await section.locator("tr", { hasText: "Sent" }).getByRole("link").click();
    await page.waitForURL(`**/admin/proposals?from=${today}&to=${today}`);
    await page.locator("[data-link-filters]").waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-proposal-id]").length === 2);
    assert.deepEqual(await shownIds(page), proposals.slice(0, 2).sort());

    // Clear filters: every proposal again, no filters named.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-proposal-id]").length === n, all.length);
    assert.equal(await page.locator("[data-link-filters]").count(), 0);
    assert.deepEqual(await shownIds(page), all.map((p) => p.id).sort());
    assert.match(page.url(), /\/admin\/proposals$/);
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});
