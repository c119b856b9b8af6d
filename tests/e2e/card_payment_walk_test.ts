/**
 * Issue #32's walk in real Chromium against one real server, an SMTP listener and the local
 * stand-in of Stripe: the traveller accepts a proposal on a 360 px phone; the deposit invoice's
 * email links the trip page, which shows the deposit to pay; "Pay by card" opens the stand-in's
 * Checkout page for exactly the deposit; its Pay button sends the signed webhook and brings the
 * traveller back, where the deposit is paid; the receipt is emailed; then, with the clock moved
 * to seven days before the balance's due date, the reminders' job queues the balance reminder and
 * the server's outbox worker emails it, once.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import type { StoredInvoice } from "../../contract/money/model.ts";
import { addDays } from "../../contract/agency-time.ts";
import { loadConfig } from "../../server/config.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { runPaymentReminders } from "../../server/services/money.ts";
import { appHasTakenOver } from "../helpers/e2e.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";
import { startStripeStandIn } from "../helpers/stripe-stand-in.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const read = (path: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${path}`, import.meta.url)));
const proposalText = read("en/proposal.json");
const moneyText = read("en/money.json");
const TRAVELLER = "layla.card@example.com";

/** A picture of the page, or of the invoices panel only (`panel`). */
async function shot(page: Page, name: string, panel = false) {
  if (!SHOTS) return;
  if (panel) await page.locator(".trip-invoices").screenshot({ path: `${SHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens the running server's database beside it (SQLite allows it) for `fn`. */
async function withDatabase<T>(server: RunningServer, fn: (kv: Deno.Kv) => Promise<T>): Promise<T> {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return await fn(kv);
  } finally {
    kv.close();
  }
}

async function invoicesOfTrip(server: RunningServer, proposalId: string): Promise<StoredInvoice[]> {
  return await withDatabase(server, async (kv) => {
    const tripId = (await kv.get<string>(KEYS.tripByProposal(proposalId))).value!;
    const ids = (await Array.fromAsync(kv.list({ prefix: KEYS.invoicesOfTrip(tripId) }))).map((e) => e.key.at(-1) as string);
    const invoices = await Promise.all(ids.map(async (id) => (await kv.get<StoredInvoice>(KEYS.invoice(id))).value!));
    return invoices.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  });
}

Deno.test("accept, pay the deposit by card on the trip page, get the receipt, then the balance reminder at its day", async () => {
  const smtp = await startSmtp();
  const stripe = startStripeStandIn();
  const env = { SMTP_URL: smtp.url, ...stripe.env };
  const server = await startServer({ env });
  stripe.deliverTo(`${server.url}/api/payments/stripe/webhook`);
  const browser = await launchBrowser();
  try {
    // A proposal departing in a year: a 30 % deposit now and the balance 45 days before departure.
    const start = addDays(new Date().toISOString().slice(0, 10), 365);
    const content = proposalContent();
    const planted = await withDatabase(server, (kv) =>
      plantProposal(kv, {
        content: {
          ...content,
          traveller: { ...content.traveller, email: TRAVELLER, language: "en" },
          startDate: start,
          days: content.days.map((day, i) => ({ ...day, date: addDays(start, i) })),
        },
      })
    );

    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.url}/proposals/${planted.token}`);
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await appHasTakenOver(page);
    await page.getByRole("radio", { name: /Beach resort/ }).check();
    await page.getByLabel(proposalText["accept.fullName"]).fill("Layla Haddad");
    await page.getByLabel(proposalText["accept.terms"]).check();
    await page.getByRole("button", { name: proposalText["accept.submit"] }).click();
    await page.getByText(proposalText["accept.done"]).waitFor();

    const [deposit, balance] = await invoicesOfTrip(server, planted.id);
    assert.equal(deposit.kind, "deposit");
    assert.equal(balance.kind, "balance");
    assert.equal(balance.dueOn, addDays(start, -45));

    // The deposit invoice's email links the trip page.
    const invoiceMail = await smtp.waitFor((m) => m.to.includes(TRAVELLER) && m.subject.includes(deposit.number), 30_000);
    const tripUrl = invoiceMail.text.match(/https?:\/\/\S+\/trips\/[A-Za-z0-9_-]{43}/)?.[0];
    assert.ok(tripUrl, `the invoice email links the trip page:\n${invoiceMail.text}`);
    await page.goto(tripUrl);
    await appHasTakenOver(page);
    const depositRow = page.locator("[data-invoice]", { hasText: deposit.number });
    await depositRow.getByText(moneyText["status.open"], { exact: true }).waitFor({ timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing wider than the phone (${width} px)`);
    await shot(page, "card-trip-deposit-due", true);

    // Pay by card: Stripe's Checkout page (the stand-in's) for exactly the deposit.
    await depositRow.getByRole("button", { name: moneyText["card.pay"] }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    const session = stripe.sessionOf(page.url());
    assert.equal(session.amount_total, Math.round(deposit.total * 100));
    assert.equal(session.currency, "usd");
    assert.equal(session.metadata.invoiceId, deposit.id);
    await shot(page, "card-checkout");
    await page.getByRole("button", { name: /^Pay / }).click();

    // Back on the trip page: the deposit is paid.
    await page.waitForURL((url) => url.pathname === new URL(tripUrl).pathname);
    await appHasTakenOver(page);
    await page.getByRole("status").filter({ hasText: moneyText["card.thanks"].replace("{number}", deposit.number) }).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).search, "", "the return's ?paid= is cleaned, so a reload does not repeat it");
    await page.locator("[data-invoice]", { hasText: deposit.number }).getByText(moneyText["status.paid"], { exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(stripe.deliveries.length, 1);
    assert.equal(stripe.deliveries[0].status, 200, stripe.deliveries[0].body);
    await shot(page, "card-trip-deposit-paid", true);

    const receipt = await smtp.waitFor((m) => m.to.includes(TRAVELLER) && /^Receipt RCT-/.test(m.subject), 30_000);
    assert.match(receipt.text, new RegExp(deposit.number));

    // The balance reminder at its day: the job run with the clock moved to 7 days before the due
    // date queues it to the outbox, and the server's own worker emails it.
    const reminderDay = new Date(`${addDays(balance.dueOn, -7)}T09:00:00Z`);
    const config = loadConfig({ DATA_DIR: server.dataDir, ...env });
    const queued = await withDatabase(server, (kv) => runPaymentReminders({ kv, config, siteUrl: server.url, outbox: { wake() {} } }, reminderDay));
    assert.equal(queued, 1, "the balance's reminder, not the paid deposit's");
    const reminder = await smtp.waitFor((m) => m.to.includes(TRAVELLER) && m.subject === `Reminder: invoice ${balance.number} is due in 7 days`, 30_000);
    assert.match(reminder.text, /\/trips\//);
    const again = await withDatabase(server, (kv) => runPaymentReminders({ kv, config, siteUrl: server.url, outbox: { wake() {} } }, reminderDay));
    assert.equal(again, 0, "sent once");
  } finally {
    await browser.close();
    await server.stop();
    await stripe.close();
    await smtp.close();
  }
});
