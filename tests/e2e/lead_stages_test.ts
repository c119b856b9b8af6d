/**
 * The pipeline's board (issue #33) in real Chromium against the real server: staff keep
 * /admin/pipeline open and see the lead's card move column by itself as each event happens: a
 * reply written on the desk, a proposal sent, the traveller's acceptance on the proposal page (a
 * fresh context), and the deposit's and the balance's bank transfers recorded on the trip's ledger.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { tripIdOfProposal } from "../../server/kv/trips.ts";
import { apiCall, appHasTakenOver, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const read = (path: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${path}`, import.meta.url)));
const proposalText = read("en/proposal.json");
const payments = read("en/payments.json");
const EMAIL = "board-stages@example.com";
/** How soon an event must reach the open board. */
const LIVE_MS = 8_000;

/** Waits until the lead's card is in the column of `stage` (and in no other). */
async function cardIn(board: Page, id: string, stage: string) {
  await board.locator(`.lead-column[data-stage="${stage}"] [data-lead-id="${id}"]`).waitFor({ timeout: LIVE_MS });
  assert.equal(await board.locator(`[data-lead-id="${id}"]`).count(), 1, `one card, in ${stage}`);
}

Deno.test("the board's card moves column by itself: reply, proposal sent, accepted, deposit paid, paid in full", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, AGENCY_TIMEZONE: "UTC" } });
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const inquiry = await sendInquiry(server, EMAIL);
    const staff = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const board = await staff.newPage();
    await logIn(board, server, adminCredentials.email, adminCredentials.password);
    await board.goto(`${server.url}/admin/pipeline`);
    await cardIn(board, inquiry.id, "New");

    // A reply written on the desk (another tab).
    const desk = await staff.newPage();
    await desk.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
    const row = desk.locator(`[data-inquiry-id="${inquiry.id}"]`);
    await row.getByRole("button", { name: "Reply to traveller" }).click();
    await row.getByLabel(/^Reply to /).fill("With pleasure: a proposal follows.");
    await row.getByRole("button", { name: "Send reply" }).click();
    await cardIn(board, inquiry.id, "Responded");

    // A proposal from the inquiry, departing in 100 days (a deposit now, the balance later), sent.
    const made = await apiCall(server, "POST", "/proposals", admin, { inquiryId: inquiry.id });
    assert.equal(made.status, 201, JSON.stringify(made.json));
    const { id: proposalId, version, status: _status, ...content } = made.json.data;
    const start = addDays(agencyDay("UTC"), 100);
    const dated = { ...content, version, startDate: start, days: content.days.map((d: object) => ({ ...d, date: undefined })) };
    assert.equal((await apiCall(server, "PUT", `/proposals/${proposalId}`, admin, dated)).status, 200);
    const sent = await apiCall(server, "POST", `/proposals/${proposalId}/send`, admin);
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    await cardIn(board, inquiry.id, "Proposal sent");

    // The traveller accepts on the proposal page, in a fresh context.
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && /\/proposals\/[A-Za-z0-9_-]{43}/.test(m.text));
    const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const traveller = await (await browser.newContext()).newPage();
    await traveller.goto(`${server.url}/proposals/${token}`);
    await appHasTakenOver(traveller);
    await traveller.waitForLoadState("networkidle");
    const fullName = traveller.getByLabel(proposalText["accept.fullName"]);
    await fullName.fill("Layla Haddad");
    await traveller.getByLabel(proposalText["accept.terms"]).check();
    await traveller.getByRole("button", { name: proposalText["accept.submit"] }).click();
    await traveller.getByText(proposalText["accept.done"]).waitFor();
    await cardIn(board, inquiry.id, "Accepted");

    // The deposit's bank transfer, then the balance's, recorded on the trip's ledger.
    const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
    const tripId = await tripIdOfProposal(kv, proposalId).finally(() => kv.close());
    const ledger = await staff.newPage();
    await ledger.goto(`${server.url}/admin/payments/trips/${tripId}`);
    const record = ledger.getByRole("form", { name: payments["ledger.record.title"] });
    await record.getByLabel(payments["ledger.record.reference"]).fill("FT-DEPOSIT");
    await record.getByRole("button", { name: payments["ledger.record.submit"] }).click();
    await ledger.getByRole("status").filter({ hasText: "RCT-" }).waitFor();
    await cardIn(board, inquiry.id, "Deposit paid");

    await record.getByLabel(payments["ledger.record.reference"]).fill("FT-BALANCE");
    await record.getByRole("button", { name: payments["ledger.record.submit"] }).click();
    await ledger.getByText(payments["ledger.record.none"]).waitFor();
    await cardIn(board, inquiry.id, "Paid in full");
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});
