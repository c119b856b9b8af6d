/**
 * Paying an invoice by card (issue #32) through the official `stripe` SDK and the local stand-in of
 * Stripe's API: the Checkout session asks exactly what the invoice still asks, computed on the
 * server (the requests the stand-in received are checked: amount, currency, metadata); the Pay
 * button's signed webhook records the payment once and the receipt is emailed; a replay does
 * nothing; a wrong amount is refused and logged; refunds of card payments are issued through
 * Stripe before they are recorded.
 */
import assert from "node:assert/strict";
import type { StoredInvoice, StoredPayment } from "../../contract/money/model.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import type { LogLevel } from "../../server/observe/log.ts";
import { fromMinor, toMinor } from "../../server/payments/stripe.ts";
import { refundWithStripe } from "../../server/services/card-payments.ts";
import { acceptanceMoney } from "../../server/services/money.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in.ts";
import { plantTrip } from "../helpers/trips.ts";

const WEBHOOK = "/api/payments/stripe/webhook";
const checkoutPath = (token: string, invoiceId: string) => `/api/trip-links/${token}/invoices/${invoiceId}/checkout`;

type Run = { t: TestApp; stripe: StripeStandIn; logs: { level: LogLevel; line: string }[] };

/** An app whose Stripe is the stand-in (webhooks delivered into the app), with its log lines kept. */
async function withStripe(fn: (run: Run) => Promise<void>, env: Record<string, string> = {}) {
  const stripe = startStripeStandIn();
  const logs: Run["logs"] = [];
  const t = await makeTestApp({ env: { ...stripe.env, ...env }, log: (level, line) => logs.push({ level, line }) });
  stripe.deliverTo((body, headers) => t.app.request(WEBHOOK, { method: "POST", headers, body }));
  try {
    await fn({ t, stripe, logs });
  } finally {
    await t.deps.outbox.settled();
    await t.close();
    await stripe.close();
  }
}

/** A planted trip (departure far ahead: a deposit and a balance) with its schedule and invoices, as an acceptance makes them. */
async function tripWithInvoices(t: TestApp, overrides: Partial<StoredTrip> = {}, access?: "co-traveller") {
  const planted = await plantTrip(t.kv, overrides, access ? { access } : {});
  const op = t.kv.atomic();
  const { invoices } = await acceptanceMoney(t.deps)(t.kv, op, planted.trip);
  assert.ok((await op.commit()).ok);
  await t.deps.outbox.settled();
  return { ...planted, deposit: invoices[0], balance: invoices[1] };
}

const invoiceNow = async (t: TestApp, id: string) => (await t.kv.get<StoredInvoice>(KEYS.invoice(id))).value!;
const paymentsOf = async (t: TestApp, tripId: string) => {
  const ids = (await Array.fromAsync(t.kv.list({ prefix: KEYS.paymentsOfTrip(tripId) }))).map((e) => e.key.at(-1) as string);
  return await Promise.all(ids.map(async (id) => (await t.kv.get<StoredPayment>(KEYS.payment(id))).value!));
};

Deno.test("Pay by card opens a Checkout session for exactly what the invoice asks, once", async () => {
  await withStripe(async ({ t, stripe }) => {
    const { trip, token, deposit, balance } = await tripWithInvoices(t);
    assert.equal(deposit.kind, "deposit");
    assert.ok(balance, "a deposit and a balance");
    const res = await t.call("POST", checkoutPath(token, deposit.id), { body: { amount: 1, currency: "JPY" } });
    assert.equal(res.status, 201, res.text);
    const session = stripe.sessionOf(res.json.data.url);
    assert.equal(res.json.data.url, session.url);

    const sent = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");
    assert.equal(sent.length, 1);
    const body = sent[0].body;
    assert.equal(sent[0].apiKey, stripe.secretKey);
    assert.equal(body.mode, "payment");
    assert.equal(body.line_items[0].price_data.currency, "usd");
    assert.equal(Number(body.line_items[0].price_data.unit_amount), toMinor(deposit.total, "USD"), "the invoice's total, never the request's");
    assert.equal(body.line_items[0].quantity, "1");
    assert.match(body.line_items[0].price_data.product_data.name, new RegExp(deposit.number));
    assert.deepEqual(body.metadata, { invoiceId: deposit.id, tripId: trip.id });
    assert.deepEqual(body.payment_intent_data.metadata, { invoiceId: deposit.id, tripId: trip.id });
    assert.equal(body.client_reference_id, deposit.id);
    assert.equal(body.customer_email, trip.traveller.email);
    assert.equal(body.locale, "en");
    assert.equal(body.success_url, `${t.deps.siteUrl}/trips/${token}?paid=${deposit.id}`);
    assert.equal(body.cancel_url, `${t.deps.siteUrl}/trips/${token}?unpaid=${deposit.id}`);

    // A second click, or another tab: the same session, never a second charge.
    const again = await t.call("POST", checkoutPath(token, deposit.id));
    assert.equal(again.json.data.url, res.json.data.url);
    assert.equal(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length, 1);
  });
});

Deno.test("the Pay button's webhook records the payment once and emails the receipt", async () => {
  await withStripe(async ({ t, stripe }) => {
    const { trip, token, deposit } = await tripWithInvoices(t);
    const { url } = (await t.call("POST", checkoutPath(token, deposit.id))).json.data;
    // The hosted page, as the traveller's browser sees it: the amount and a Pay button.
    const page = await (await fetch(url)).text();
    assert.match(page, /<button[^>]*>Pay \$/);
    const paid = await fetch(url, { method: "POST", redirect: "manual" });
    await paid.body?.cancel();
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get("location"), `${t.deps.siteUrl}/trips/${token}?paid=${deposit.id}`);
    assert.equal(stripe.deliveries.length, 1);
    assert.equal(stripe.deliveries[0].status, 200, stripe.deliveries[0].body);
    assert.equal(JSON.parse(stripe.deliveries[0].body).data.outcome, "recorded");

    const payments = await paymentsOf(t, trip.id);
    assert.equal(payments.length, 1);
    const session = stripe.sessionOf(url);
    assert.equal(payments[0].method, "card");
    assert.equal(payments[0].amount, deposit.total);
    assert.equal(payments[0].reference, session.payment_intent);
    assert.equal(payments[0].externalId, stripe.deliveries[0].eventId);
    assert.equal(payments[0].invoiceId, deposit.id);
    const invoices = await t.call("GET", `/api/trip-links/${token}/invoices`);
    assert.equal(invoices.status, 200, invoices.text);
    assert.equal(invoices.json.data.invoices.find((i: { id: string }) => i.id === deposit.id).status, "paid");
    assert.equal(invoices.json.data.card, true, "Pay by card is offered");

    await t.deps.outbox.settled();
    const receipts = (await readOutbox(t.kv)).filter((m) => m.to === trip.traveller.email && m.subject.includes(payments[0].receiptNumber));
    assert.equal(receipts.length, 1, "the receipt is emailed");

    // Stripe delivers again (a timeout on its side): nothing new.
    const replay = await stripe.send(stripe.deliveries[0].payload);
    assert.equal(replay.status, 200, replay.body);
    assert.equal(JSON.parse(replay.body).data.outcome, "duplicate");
    assert.equal((await paymentsOf(t, trip.id)).length, 1);
    await t.deps.outbox.settled();
    assert.equal((await readOutbox(t.kv)).filter((m) => m.subject.includes(payments[0].receiptNumber)).length, 1, "one receipt");

    // Paid: nothing is left to pay on it.
    const after = await t.call("POST", checkoutPath(token, deposit.id));
    assert.equal(after.status, 409, after.text);
    assert.equal(after.json.message, "Nothing is left to pay on this invoice.");
  });
});

Deno.test("a webhook whose amount or currency is not the session's is refused and logged", async () => {
  await withStripe(async ({ t, stripe, logs }) => {
    const { trip, token, balance } = await tripWithInvoices(t);
    const { url } = (await t.call("POST", checkoutPath(token, balance.id))).json.data;
    const session = stripe.sessionOf(url);
    const less = await stripe.pay(session.id, { amount_total: session.amount_total - 100 });
    assert.equal(less.delivery.status, 400, less.delivery.body);
    assert.equal(JSON.parse(less.delivery.body).message, "The payment's amount or currency does not match the invoice.");
    const refused = logs.filter((l) => l.level === "error" && l.line.includes("does not match the session"));
    assert.equal(refused.length, 1);
    assert.match(refused[0].line, /"mismatch":"amount"/);
    assert.match(refused[0].line, new RegExp(`"invoiceId":"${balance.id}"`));

    const euros = await stripe.send(JSON.stringify(stripe.completedEvent(session, { currency: "eur" })));
    assert.equal(euros.status, 400, euros.body);
    assert.equal(logs.filter((l) => l.level === "error" && l.line.includes("does not match the session")).length, 2);
    assert.equal((await paymentsOf(t, trip.id)).length, 0, "nothing recorded");
    assert.equal((await invoiceNow(t, balance.id)).id, balance.id);
  });
});

Deno.test("a card payment the invoice no longer asks (paid by bank meanwhile) is never acknowledged, and logged", async () => {
  await withStripe(async ({ t, stripe, logs }) => {
    const { trip, token, deposit } = await tripWithInvoices(t);
    const { url } = (await t.call("POST", checkoutPath(token, deposit.id))).json.data;
    const admin = await t.adminToken();
    const bank = await t.call("POST", `/api/trips/${trip.id}/payments`, {
      token: admin,
      body: { invoiceId: deposit.id, amount: deposit.total, currency: "USD", receivedOn: "2026-11-28", reference: "FT-1", method: "bank" },
    });
    assert.equal(bank.status, 201, bank.text);
    const { delivery } = await stripe.pay(stripe.sessionOf(url).id);
    // Not 2xx: Stripe keeps the event failed on its dashboard and retries, and staff refund it there.
    assert.equal(delivery.status, 409, delivery.body);
    assert.equal(logs.filter((l) => l.level === "error" && l.line.includes("could not be recorded")).length, 1);
    assert.deepEqual((await paymentsOf(t, trip.id)).map((p) => p.method), ["bank"]);
    assert.equal((await t.kv.get(KEYS.stripeEvent(delivery.eventId))).value, null, "a retry is handled again, not taken for done");
  });
});

Deno.test("a co-traveller's link, another trip's invoice and an unknown one cannot pay", async () => {
  await withStripe(async ({ t, stripe }) => {
    const shared = await tripWithInvoices(t, {}, "co-traveller");
    const readOnly = await t.call("POST", checkoutPath(shared.token, shared.deposit.id));
    assert.equal(readOnly.status, 403, readOnly.text);
    assert.equal(readOnly.json.message, "A co-traveller's link cannot pay invoices.");
    const other = await tripWithInvoices(t);
    const crossed = await t.call("POST", checkoutPath(other.token, shared.deposit.id));
    assert.equal(crossed.status, 404, crossed.text);
    const unknown = await t.call("POST", checkoutPath(other.token, "no-such-invoice"));
    assert.equal(unknown.status, 404, unknown.text);
    const badLink = await t.call("POST", checkoutPath("x".repeat(43), other.deposit.id));
    assert.equal(badLink.status, 404, badLink.text);
    assert.equal(stripe.requests.length, 0, "Stripe is never asked");
  });
});

Deno.test("Stripe out of reach: 503, and nothing kept", async () => {
  await withStripe(async ({ t, stripe, logs }) => {
    const { token, deposit } = await tripWithInvoices(t);
    await stripe.close();
    const res = await t.call("POST", checkoutPath(token, deposit.id));
    assert.equal(res.status, 503, res.text);
    assert.equal(res.json.message, "Card payments cannot be started right now. Please try again in a moment.");
    assert.equal((await t.kv.get(KEYS.cardCheckoutOf(deposit.id))).value, null);
    const logged = logs.filter((l) => l.line.includes("stripe checkout session not created"));
    assert.equal(logged.length, 1);
    assert.ok(!logged[0].line.includes(stripe.secretKey), "the key is never logged");
  });
});

Deno.test("a card payment's refund is issued through Stripe, then recorded with its id", async () => {
  await withStripe(async ({ t, stripe }) => {
    const { trip, token, deposit } = await tripWithInvoices(t);
    const { url } = (await t.call("POST", checkoutPath(token, deposit.id))).json.data;
    await stripe.pay(stripe.sessionOf(url).id);
    const [payment] = await paymentsOf(t, trip.id);
    const part = Math.round(deposit.total * 40) / 100;
    const admin = await t.adminToken();
    const res = await t.call("POST", `/api/payments/${payment.id}/refunds`, { token: admin, body: { amount: part, refundedOn: "2026-11-28", reason: "Spa cancelled" } });
    assert.equal(res.status, 201, res.text);
    const refunded = res.json.data;
    const asked = stripe.requests.filter((r) => r.path === "/v1/refunds");
    assert.equal(asked.length, 1);
    assert.equal(asked[0].body.payment_intent, payment.reference);
    assert.equal(Number(asked[0].body.amount), toMinor(part, "USD"));
    assert.ok(asked[0].idempotencyKey, "an idempotency key: a retry gets the same refund");
    assert.equal(refunded.refunds.length, 1);
    assert.equal(refunded.refunds[0].externalId, stripe.refunds[0].id);
    assert.equal(refunded.refunded, part);

    // More than is left: refused before Stripe is asked.
    await assert.rejects(refundWithStripe(t.deps, payment.id, { amount: deposit.total, refundedOn: "2026-11-28" }, "admin"), /more than the payment/);
    assert.equal(stripe.requests.filter((r) => r.path === "/v1/refunds").length, 1);

    // Stripe does not issue it: 503, and nothing is recorded.
    await stripe.close();
    const down = await t.call("POST", `/api/payments/${payment.id}/refunds`, { token: admin, body: { amount: 1, refundedOn: "2026-11-28" } });
    assert.equal(down.status, 503, down.text);
    assert.equal(down.json.message, "Stripe did not issue the refund. Please try again in a moment.");
    assert.equal((await t.kv.get<StoredPayment>(KEYS.payment(payment.id))).value!.refunds.length, 1);
  });
});

Deno.test("amounts go to Stripe in the currency's minor unit", () => {
  assert.equal(toMinor(1234.56, "USD"), 123456);
  assert.equal(toMinor(0.29, "EUR"), 29);
  assert.equal(toMinor(98000, "JPY"), 98000);
  assert.equal(fromMinor(123456, "AED"), 1234.56);
  assert.equal(fromMinor(98000, "JPY"), 98000);
});
