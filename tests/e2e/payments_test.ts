/**
 * Money's screens (issue #32) in real Chromium against the real server: a proposal accepted by its
 * link makes a trip with a deposit and a balance invoice; staff see both owed on /admin/payments,
 * open the trip's ledger, download the invoice's PDF, record the deposit's bank transfer (the
 * receipt is numbered and the invoice paid), refund part of it, reverse the balance with a credit
 * note, and export the CSV; the same screens in Arabic on a 360 px phone fit the screen, right to
 * left; the traveller's trip page shows the invoices, the bank details and the receipt. No serious
 * accessibility violation.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { tripIdOfProposal } from "../../server/kv/trips.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, logIn } from "../helpers/e2e.ts";
import { plantProposal } from "../helpers/proposals.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const read = (path: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${path}`, import.meta.url)));
const en = read("en/payments.json");
const ar = read("ar/payments.json");
const money = read("en/money.json");

/** A sent proposal planted beside the running server, accepted by its link: answers the trip's id and the trip link from the email. */
async function acceptedTrip(server: RunningServer): Promise<{ tripId: string }> {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    const { id, token } = await plantProposal(kv);
    const res = await apiCall(server, "POST", `/proposal-links/${token}/accept`, undefined, { optionId: "o2", addOnIds: ["spa"], fullName: "Layla Haddad", acceptTerms: true });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    return { tripId: (await tripIdOfProposal(kv, id))! };
  } finally {
    kv.close();
  }
}

async function noSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], describeViolations(where, violations));
}

async function withServer(fn: (server: RunningServer, browser: Browser) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await fn(server, browser);
  } finally {
    await browser.close();
    await server.stop();
  }
}

Deno.test("staff see what is owed, record a bank transfer, refund, credit and export; the traveller sees it on the trip page", async () => {
  await withServer(async (server, browser) => {
    const { tripId } = await acceptedTrip(server);
    const admin = await adminToken(server);
    const ledger = (await apiCall(server, "GET", `/trips/${tripId}/invoices`, admin)).json.data;
    const [deposit, balance] = ledger.invoices as { id: string; number: string; total: number }[];

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/payments`);
    await page.getByRole("heading", { level: 1, name: en["payments.title"] }).waitFor();
    const owed = page.getByRole("region", { name: en["payments.outstanding.title"] });
    await owed.locator(`[data-invoice="${deposit.number}"]`).waitFor();
    await owed.locator(`[data-invoice="${balance.number}"]`).waitFor();
    await noSeriousViolations(page, "/admin/payments");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments.png`, fullPage: true });

    // The CSV of the period.
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: en["payments.export"] }).click()]);
    const text = await Deno.readTextFile((await csv.path())!);
    assert.ok(text.startsWith("date,kind,number"), text);
    assert.ok(text.includes(deposit.number) && text.includes(balance.number));

    // The trip's ledger, from the owed list.
    await owed.getByRole("link", { name: en["payments.openLedger"].replace("{trip}", "Dubai in style") }).first().click();
    await page.getByRole("heading", { level: 1, name: en["ledger.title"] }).waitFor();
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: en["ledger.pdfOf"].replace("{number}", deposit.number) }).click(),
    ]);
    assert.equal(pdf.suggestedFilename(), `${deposit.number}.pdf`);
    assert.equal(new TextDecoder().decode((await Deno.readFile((await pdf.path())!)).slice(0, 5)), "%PDF-");

    // Record the deposit's transfer: the whole outstanding amount by default.
    const record = page.getByRole("form", { name: en["ledger.record.title"] });
    await record.getByLabel(en["ledger.record.reference"]).fill("FT-2026-001");
    await record.getByRole("button", { name: en["ledger.record.submit"] }).click();
    await page.getByRole("status").filter({ hasText: "RCT-" }).waitFor();
    const paidRow = page.locator(`tr[data-invoice="${deposit.number}"]`);
    await paidRow.getByText(en["payments.status.paid"], { exact: true }).waitFor();

    // Refund part of it: the invoice is partly paid again.
    const receipt = page.locator("tr[data-receipt]").first();
    await receipt.getByRole("button", { name: /RCT-/ }).filter({ hasText: en["ledger.refundOf"].split(" {")[0] }).click();
    const refund = page.getByRole("form", { name: /RCT-/ });
    await refund.getByLabel(en["ledger.refund.amount"].replace("{currency}", "USD")).fill("100");
    await refund.getByLabel(en["ledger.refund.reason"]).fill("Goodwill");
    await refund.getByRole("button", { name: en["ledger.refund.submit"] }).click();
    await paidRow.getByText(en["payments.status.partly-paid"], { exact: true }).waitFor();

    // Reverse the balance with a credit note.
    await page.getByRole("button", { name: en["ledger.creditOf"].replace("{number}", balance.number) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(en["ledger.creditReason"]).fill("Dates changed");
    await dialog.getByRole("button", { name: en["ledger.creditConfirm"] }).click();
    await page.locator(`tr[data-invoice="${balance.number}"]`).getByText(en["payments.status.credited"], { exact: true }).waitFor();
    await page.locator("[data-credit-note]").filter({ hasText: "CN-" }).waitFor();
    assert.equal((await page.getByTestId("ledger-balance").innerText()).replace(/\s/gu, " "), "USD 100.00");
    await noSeriousViolations(page, "the trip's ledger");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trip-ledger.png`, fullPage: true });

    // The same screens in Arabic on a phone: right to left, nothing wider than the screen.
    const phone = await browser.newContext({ ...PHONE, locale: "ar" });
    const small = await phone.newPage();
    await logIn(small, server, adminCredentials.email, adminCredentials.password);
    for (const path of ["/ar/admin/payments", `/ar/admin/payments/trips/${tripId}`]) {
      await small.goto(`${server.url}${path}`);
      await small.getByRole("heading", { level: 1, name: path.includes("trips") ? ar["ledger.title"] : ar["payments.title"] }).waitFor();
      await small.locator("[data-invoice]").first().waitFor();
      assert.equal(await small.evaluate(() => document.documentElement.dir), "rtl");
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${path} is ${overflow} px wider than the screen`);
      if (SHOTS) await small.screenshot({ path: `${SHOTS}/${path.includes("trips") ? "trip-ledger" : "payments"}-ar-360.png`, fullPage: true });
    }
    await phone.close();
    await context.close();
  });
});

Deno.test("the traveller's trip page shows the invoices with their PDFs, the bank details to quote and the receipts", async () => {
  await withServer(async (server, browser) => {
    const { tripId } = await acceptedTrip(server);
    const admin = await adminToken(server);
    const ledger = (await apiCall(server, "GET", `/trips/${tripId}/invoices`, admin)).json.data;
    const [deposit, balance] = ledger.invoices as { id: string; number: string; total: number }[];
    const paid = await apiCall(server, "POST", `/trips/${tripId}/payments`, admin, {
      invoiceId: deposit.id, amount: deposit.total, currency: "USD", receivedOn: ledger.invoices[0].dueOn, reference: "FT-7", method: "bank",
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.json));
    // The trip link the receipt's email carries (the local mailbox, read beside the server).
    const token = await tripLinkFromMail(server, paid.json.data.receiptNumber);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/trips/${token}`);
    const panel = page.getByRole("region", { name: money["panel.title"] });
    await panel.locator(`[data-invoice="${balance.number}"]`).waitFor();
    await panel.locator(`[data-invoice="${deposit.number}"]`).getByText(money["status.paid"], { exact: true }).waitFor();
    await panel.getByText(money["bank.reference"]).waitFor();
    await panel.getByText(balance.number).first().waitFor();
    const href = await panel.getByRole("link", { name: money["panel.pdf"].replace("{number}", balance.number) }).getAttribute("href");
    const res = await fetch(`${server.url}${href}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/pdf");
    await res.body?.cancel();
    await panel.locator(`[data-receipt="${paid.json.data.receiptNumber}"]`).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the trip page is ${overflow} px wider than the screen`);
    await noSeriousViolations(page, "the trip page's invoices");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trip-invoices-360.png`, fullPage: true });
    await context.close();
  });
});

/** The trip link in the receipt email `number` (the local mailbox beside the running server). */
async function tripLinkFromMail(server: RunningServer, number: string): Promise<string> {
  const { readOutbox } = await import("../../server/mail/mailer.ts");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
    try {
      const mail = (await readOutbox(kv)).find((m) => m.subject.includes(number));
      const token = mail?.text.match(/\/trips\/([A-Za-z0-9_-]+)/)?.[1];
      if (token) return token;
    } finally {
      kv.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email of ${number}`);
}
