/**
 * The reports dashboard (issue #33) in real Chromium against the real server: leads seeded through
 * the API, the numbers shown equal counts this test makes itself from the raw records
 * (`GET /api/leads`), a number's link opens the desk with exactly those leads, a chart's table and
 * its CSV (formula-guarded), the period kept in the address over a reload, a phone's 360 px and
 * Arabic. Chartist, the charts' library, loads on the dashboard only.
 */
import assert from "node:assert/strict";
import { spreadsheetSafe } from "../../contract/csv.ts";
import type { Page, Request } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

/** Every hour of every day is working time on UTC's clock: the counts below never depend on when the test runs. */
const AGENCY = { AGENCY_WORKING_DAYS: "Mon-Sun", AGENCY_WORKING_HOURS: "00:00-24:00", AGENCY_TIMEZONE: "UTC", FIRST_RESPONSE_TARGET_MINUTES: "60" };

/** The leads' sources: a UTM source each (none: direct), one of them written to run in a spreadsheet. */
const SOURCES = ["newsletter", "newsletter", "google", "newsletter", undefined, "google", "=2+3", "newsletter", undefined, "google"];

interface RawLead {
  id: string;
  submissionDate: string;
  source: string;
  stage: string;
  facts: { respondedAt?: string; proposalSentAt?: string; lost?: unknown };
  awaitingReply: boolean;
  overdue: boolean;
}

/** Every lead, read a page at a time as the desk reads them. */
async function allLeads(server: RunningServer, token: string): Promise<RawLead[]> {
  const leads: RawLead[] = [];
  let cursor: string | null = null;
  do {
    const res = await apiCall(server, "GET", `/leads?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, token);
    assert.equal(res.status, 200, JSON.stringify(res.json));
    leads.push(...res.json.data.items);
    cursor = res.json.data.next;
  } while (cursor);
  return leads;
}

/** A table's rows as the texts of their cells (head row first). */
async function rowsOf(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole("table", { name: caption });
  return await table.evaluate((element) =>
    [...element.querySelectorAll("tr")].map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()))
  );
}

const tileValue = async (page: Page, name: string) => Number((await page.locator(`[data-report-tile="${name}"] .stat-tile__value`).innerText()).replace(/[^\d]/g, ""));

/** The chunk of Chartist in this build (the manifest names it). */
async function chartistChunk(): Promise<string> {
  const manifest = JSON.parse(await Deno.readTextFile(new URL("../../web/dist/.vite/manifest.json", import.meta.url)));
  const entry = Object.entries(manifest).find(([source]) => source.includes("node_modules/chartist/"));
  assert.ok(entry, "Chartist is a chunk of its own");
  return (entry[1] as { file: string }).file;
}

Deno.test("the reports dashboard shows the period's numbers as the raw records count them, each linked to its leads", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "1", ...AGENCY } });
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const ids: string[] = [];
    for (const [i, source] of SOURCES.entries()) {
      const res = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${i + 1}` },
        body: JSON.stringify(packageInquiryBody(pkg, `report${i}@example.com`, { userName: `Report Traveller ${i}`, ...(source ? { origin: { utmSource: source } } : {}) })),
      });
      const answer = await res.text();
      assert.equal(res.status, 201, answer);
      ids.push(JSON.parse(answer).data.id);
    }
    // Three answered, one of them sent a proposal; one lost without an answer.
    for (const id of [ids[0], ids[1], ids[4]]) {
      assert.equal((await apiCall(server, "POST", `/inquiries/${id}/replies`, admin, { text: "With pleasure." })).status, 201);
    }
    const proposal = await apiCall(server, "POST", "/proposals", admin, { inquiryId: ids[0] });
    assert.equal(proposal.status, 201, JSON.stringify(proposal.json));
    assert.equal((await apiCall(server, "POST", `/proposals/${proposal.json.data.id}/send`, admin)).status, 200);
    assert.equal((await apiCall(server, "PATCH", `/leads/${ids[9]}/stage`, admin, { lost: { reason: "price" } })).status, 200);

    // The test's own counts, from the raw records: the leads that arrived today (UTC) and what they reached.
    const today = new Date().toISOString().slice(0, 10);
    const raw = await allLeads(server, admin);
    const period = raw.filter((lead) => lead.submissionDate.slice(0, 10) === today);
    assert.ok(period.length >= SOURCES.length, "the seeded leads are today's");
    const expected = {
      leads: period.length,
      responded: period.filter((lead) => lead.facts.respondedAt !== undefined).length,
      proposalSent: period.filter((lead) => lead.facts.proposalSentAt !== undefined).length,
      lost: period.filter((lead) => lead.stage === "Lost").length,
      awaiting: raw.filter((lead) => lead.awaitingReply).length,
      overdue: raw.filter((lead) => lead.overdue).length,
      bySource: Map.groupBy(period, (lead) => lead.source),
    };
    assert.deepEqual([expected.responded, expected.proposalSent, expected.lost], [3, 1, 1]);
    // The source whose link the test follows: the one with the fewest leads (the desk shows them all on its first page).
    const [source, sourceLeads] = [...expected.bySource].sort((a, b) => a[1].length - b[1].length)[0];
    const sourceIds = sourceLeads.map((lead) => lead.id).sort();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const chartist = await chartistChunk();
    const requested: string[] = [];
    page.on("request", (request: Request) => requested.push(new URL(request.url()).pathname));
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    // Neither the desk nor the admin dashboard loads the charts' library; the dashboard links to the reports.
    await page.goto(`${server.url}/admin/inquiries`);
    await page.locator("[data-inquiry-id]").first().waitFor();
    await page.goto(`${server.url}/admin`);
    await page.locator("[data-stat]").first().waitFor();
    assert.ok(!requested.some((path) => path.endsWith(chartist)), "Chartist is not loaded before the dashboard's charts");
    await page.getByRole("link", { name: /^Reports/ }).click();
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    assert.match(page.url(), /\/admin\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/, "the default period is in the address");

    await page.goto(`${server.url}/admin/reports?from=${today}&to=${today}`);
    await page.locator('[data-report-tile="leads"]').waitFor();
    await page.locator(".report-chart svg").first().waitFor();
    assert.ok(requested.some((path) => path.endsWith(chartist)), "the charts are drawn by Chartist");

    // The numbers equal the test's own counts.
    assert.equal(await tileValue(page, "leads"), expected.leads);
    assert.equal(await tileValue(page, "awaiting"), expected.awaiting);
    assert.equal(await tileValue(page, "overdue"), expected.overdue);
    const funnel = await rowsOf(page, "Funnel: leads that reached each stage");
    const reached = (stage: string) => Number(funnel.find((row) => row[0] === stage)?.[1]);
    assert.equal(reached("New"), expected.leads);
    assert.equal(reached("Responded"), expected.responded);
    assert.equal(reached("Proposal sent"), expected.proposalSent);
    assert.equal(reached("Lost"), expected.lost);
    assert.equal(funnel.find((row) => row[0] === "Responded")?.[2], `${Math.round((expected.responded / expected.leads) * 1000) / 10}%`);

    // The chart's table: hidden for the eye until asked for, then shown; its totals per source.
    const bySource = page.getByRole("table", { name: "Leads per week by source" });
    const frameHeight = () => bySource.evaluate((table) => table.closest(".report-table")!.getBoundingClientRect().height);
    assert.ok(await frameHeight() <= 1, "the table is out of sight");
    // By keyboard: the toggle is a button that says whether the table is shown.
    const toggle = page.getByRole("button", { name: "Show as table" }).first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded")), "true");
    assert.ok(await frameHeight() > 40, "the table is shown");
    const sourceRows = await rowsOf(page, "Leads per week by source");
    const sourceName = (name: string) => (name === "direct" ? "Direct" : name);
    assert.deepEqual(sourceRows[0].slice(2).sort(), [...expected.bySource.keys()].map(sourceName).sort(), "a column per source");
    for (const [name, leads] of expected.bySource) {
      assert.equal(Number(sourceRows.at(-1)![sourceRows[0].indexOf(sourceName(name))]), leads.length, `the period's leads from ${name}`);
    }
    const sourceColumn = sourceRows[0].indexOf(sourceName(source));

    // Its CSV, written in the browser: the same totals, and a source that would run as a formula kept as text.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV: Leads per week by source" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `leads-by-week-and-source-${today}-${today}.csv`);
    const csv = (await Deno.readTextFile((await download.path())!)).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    const header = csv[0].split(",");
    // A column named like a formula is written as text ("'=2+3").
    assert.equal(csv.at(-1)!.split(",")[header.indexOf(`"${spreadsheetSafe(sourceName(source))}"`)], `"${sourceIds.length}"`);
    if (expected.bySource.has("=2+3")) assert.ok(header.includes(`"'=2+3"`), csv[0]);

    // A number opens the desk with exactly the leads it counts, and says which filters it applied.
    await bySource.locator("tfoot a").nth(sourceColumn - 1).click();
    await page.locator("[data-link-filters]").waitFor();
    assert.match(page.url(), new RegExp(`/admin/inquiries\\?.*source=${encodeURIComponent(source)}`));
    await page.locator('[data-link-filter="source"]').getByText(source).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll("[data-inquiry-id]").length === n, sourceIds.length);
    const shown = await page.locator("[data-inquiry-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-inquiry-id")));
    assert.deepEqual(shown.sort(), sourceIds);
    // The funnel's Responded opens exactly the leads that reached it.
    await page.goBack();
    await page.locator('[data-report-section="funnel"]').getByRole("button", { name: "Show as table" }).click();
    await page.getByRole("table", { name: "Funnel: leads that reached each stage" }).locator("tr", { hasText: "Responded" }).getByRole("link").click();
    await page.locator('[data-link-filter="reached"]').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll("[data-inquiry-id]").length === n, expected.responded);
    const responded = await page.locator("[data-inquiry-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-inquiry-id")));
    assert.deepEqual(responded.sort(), period.filter((lead) => lead.facts.respondedAt !== undefined).map((lead) => lead.id).sort());
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-inquiry-id]").length > n, expected.responded);
    assert.equal(await page.locator("[data-link-filters]").count(), 0);

    // A month's revenue opens the payments' ledger of that month within the period.
    await page.goto(`${server.url}/admin/reports?from=${today}&to=${today}`);
    const revenue = page.locator('[data-report-section="revenue"]');
    await revenue.getByRole("button", { name: "Show as table" }).first().click();
    await revenue.locator("tbody a").first().click();
    await page.waitForURL(`**/admin/payments?from=${today}&to=${today}`);
    await page.waitForFunction((day) => (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === day, today);

    // The period stays in the address over a reload.
    await page.goto(`${server.url}/admin/reports?from=${today}&to=${today}`);
    await page.getByRole("button", { name: "Last 30 days" }).click();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    await page.waitForURL(`**/admin/reports?from=${from}&to=${today}`);
    await page.reload();
    await page.locator('[data-report-tile="leads"]').waitFor();
    assert.equal(await page.getByLabel("From", { exact: true }).inputValue(), from);
    assert.equal(await page.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed"), "true");

    // A period without leads says so.
    await page.getByLabel("From", { exact: true }).fill("2001-01-01");
    await page.getByLabel("To", { exact: true }).fill("2001-01-31");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page.getByText("No leads in this period").waitFor();
    assert.match(page.url(), /from=2001-01-01&to=2001-01-31/);

    // No serious accessibility problem, the tables shown.
    await page.goto(`${server.url}/admin/reports?from=${today}&to=${today}`);
    await page.locator(".report-chart svg").first().waitFor();
    const toggles = page.getByRole("button", { name: "Show as table" });
    while (await toggles.count() > 0) await toggles.first().click();
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], describeViolations("/admin/reports", violations));

    // A phone: the charts fit, the tables scroll inside their frames, the page itself does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForFunction(() => document.querySelector(".report-chart svg")!.getBoundingClientRect().width <= 360);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "no sideways scroll at 360 px");
    await page.screenshot({ path: "/tmp/reports-dashboard-360.png", fullPage: true });

    // Arabic: right to left, the same numbers.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/ar/admin/reports?from=${today}&to=${today}`);
    await page.getByRole("heading", { level: 1, name: "التقارير" }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
    await page.locator(".report-chart svg").first().waitFor();
    await page.locator('[data-report-tile="leads"]').waitFor();
    assert.equal(await tileValue(page, "leads"), expected.leads);
    await page.getByRole("table", { name: "مسار التحويل: الطلبات التي بلغت كل مرحلة" }).waitFor({ state: "attached" });
    await page.screenshot({ path: "/tmp/reports-dashboard-ar.png", fullPage: true });
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});
