/**
 * Issue #33 in real Chromium against the real server: the reports dashboard's "failed emails"
 * number opens /admin/emails listing exactly those emails (a page and "Show more"), with "Send
 * again" for an inquiry's email, at 360 px too; and the leads desk's "Export CSV" downloads every
 * lead its filters find (120, over three of the desk's pages of 50), not only the rows loaded.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { newId } from "../../server/kv/ids.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { FailedEmail } from "../../server/kv/outbox.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** 60 failures queued in the last days (one of them an inquiry's, kept whole) and 3 long before, written before the server starts. */
async function plantFailures(dataDir: string): Promise<{ recent: string[]; resendable: string }> {
  const kv = await Deno.openKv(`${dataDir}/${KV_FILE}`);
  const now = Date.now();
  const recent: string[] = [];
  let resendable = "";
  try {
    for (let i = 0; i < 63; i++) {
      const at = i < 60 ? now - i * HOUR - 60_000 : now - 40 * DAY - i * HOUR;
      const id = newId(at);
      const inquiry = i === 7;
      const failure: FailedEmail = {
        id, createdAt: at, failedAt: at + 30_000, attempts: 12, to: `failed${i}@example.com`, subject: `Failed subject ${i}`,
        error: "connect ECONNREFUSED 127.0.0.1:2525",
        ...(inquiry
          ? { record: { inquiry: "01inquiryoftest0000000000", mail: "confirmation" }, mail: { to: `failed${i}@example.com`, subject: `Failed subject ${i}`, text: "Dear traveller" } }
          : {}),
      };
      await kv.set(KEYS.outboxFailure(id), failure);
      if (i < 60) recent.push(id);
      if (inquiry) resendable = id;
    }
  } finally {
    kv.close();
  }
  return { recent, resendable };
}

Deno.test("the dashboard's failed emails open the list of exactly those emails, and one is sent again", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-e2e-failed-" });
  const { recent, resendable } = await plantFailures(dataDir);
  const server = await startServer({ dataDir, env: { AGENCY_TIMEZONE: "UTC" } });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -6);
    await page.goto(`${server.url}/admin/reports?from=${from}&to=${today}`);
    const tile = page.locator('[data-report-tile="failed-emails"]');
    await tile.waitFor();
    assert.equal(Number((await tile.locator(".stat-tile__value").innerText()).replace(/[^\d]/g, "")), recent.length);
    await tile.click();
    await page.getByRole("heading", { level: 1, name: "Failed emails" }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, "/admin/emails");
    assert.deepEqual([url.searchParams.get("status"), url.searchParams.get("from"), url.searchParams.get("to")], ["failed", from, today]);

    // The first page, then the rest: every email the number counts, newest first, nothing else.
    const cards = page.locator("[data-failed-email]");
    await cards.first().waitFor();
    assert.equal(await cards.count(), 50);
    await page.getByRole("button", { name: "Show more" }).click();
    await page.locator(`[data-failed-email="${recent.at(-1)}"]`).waitFor();
    assert.deepEqual(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-failed-email"))), recent);

    // An email's facts; an inquiry's email linked and sent again, once.
    const card = page.locator(`[data-failed-email="${resendable}"]`);
    const text = await card.innerText();
    for (const fact of ["Failed subject 7", "failed7@example.com", "Confirmation to the traveller", "ECONNREFUSED", "after 12 attempts"]) assert.ok(text.includes(fact), `${fact} in ${text}`);
    assert.equal(await card.getByRole("link", { name: "Inquiry 01inquiryoftest0000000000" }).getAttribute("href"), "/admin/inquiries?id=01inquiryoftest0000000000");
    assert.equal(await page.locator("[data-failed-email]").getByRole("button", { name: "Send again" }).count(), 1, "only the inquiry's email");
    await card.getByRole("button", { name: "Send again" }).click();
    await card.getByText(/Queued to be sent again on/).waitFor();
    assert.equal(await card.getByRole("button", { name: "Send again" }).count(), 0);

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await cards.first().waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "no sideways scrolling at 360 px");
    // A period without failures says so.
    await page.goto(`${server.url}/admin/emails?status=failed&from=${addDays(today, -20)}&to=${addDays(today, -19)}`);
    await page.getByText("No email failed in this period.").waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("the desk's Export CSV downloads every lead its filters find, beyond the pages loaded", async () => {
  const server = await startServer({ env: { TRUST_PROXY: "1" } });
  const browser = await launchBrowser();
  try {
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    for (let i = 0; i < 125; i++) {
      const name = i < 120 ? `Csvlead Traveller ${i}` : `Other Traveller ${i}`;
      const res = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.8.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        body: JSON.stringify(packageInquiryBody(pkg, `csv${i}@example.com`, { userName: name })),
      });
      assert.equal(res.status, 201, await res.text());
    }
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/inquiries`);
    await page.locator("[data-inquiry-id]").first().waitFor();
    await page.getByLabel("Search requester or item").fill("Csvlead");
    // The search's first page (the newest leads, the others, are no longer listed first).
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll("[data-inquiry-id]")];
      return rows.length === 50 && rows.every((row) => !(row.textContent ?? "").includes("Other Traveller"));
    }, undefined, { timeout: 30_000 });
    assert.equal(await page.locator("[data-inquiry-id]").count(), 50, "one page loaded");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const csv = await Deno.readTextFile((await download.path())!);
    const names = csv.match(/Csvlead Traveller \d+/g) ?? [];
    assert.equal(new Set(names).size, 120, "every matching lead, not the 50 loaded");
    assert.ok(!csv.includes("Other Traveller"), "only those the search finds");
    await page.getByText("Exported 120 inquiries to CSV.").waitFor({ state: "attached" });
  } finally {
    await browser.close();
    await server.stop();
  }
});
