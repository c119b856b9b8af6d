/**
 * Stripe's webhook (issue #32) through the official SDK against the local stand-in: only a body
 * signed with STRIPE_WEBHOOK_SECRET (by the SDK's own helper) within Stripe's five minutes is
 * accepted; a forged, stale or missing signature is 400; each event is handled once; events we do
 * not act on, and Checkout sessions this server did not open, are acknowledged and ignored.
 * Without STRIPE_SECRET_KEY the card routes do not exist (404), and the key needs its webhook secret.
 */
import assert from "node:assert/strict";
import { loadConfig } from "../../server/config.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { stripeHostOptions } from "../../server/payments/stripe.ts";
import { type TestApp, withTestApp } from "../helpers/app.ts";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in.ts";

const WEBHOOK = "/api/payments/stripe/webhook";

/** An app using the stand-in as Stripe, its webhooks delivered straight into the app. */
async function withStripe(fn: (t: TestApp, stripe: StripeStandIn) => Promise<void>) {
  const stripe = startStripeStandIn();
  try {
    await withTestApp(async (t) => {
      stripe.deliverTo((body, headers) => t.app.request(WEBHOOK, { method: "POST", headers, body }));
      await fn(t, stripe);
    }, { env: stripe.env });
  } finally {
    await stripe.close();
  }
}

/** A genuine event of `type` as Stripe would send it. */
const eventPayload = (type: string, object: Record<string, unknown> = { id: "pi_1", object: "payment_intent" }) =>
  JSON.stringify({ id: `evt_${crypto.randomUUID().replaceAll("-", "")}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });

Deno.test("without STRIPE_SECRET_KEY there is no webhook and no card checkout", async () => {
  await withTestApp(async (t) => {
    const hook = await t.call("POST", WEBHOOK, { raw: eventPayload("checkout.session.completed"), headers: { "stripe-signature": "t=1,v1=00" } });
    assert.equal(hook.status, 404, hook.text);
    assert.equal(hook.json.message, "Card payments are not available.");
    const checkout = await t.call("POST", `/api/trip-links/${"a".repeat(43)}/invoices/i1/checkout`);
    assert.equal(checkout.status, 404, checkout.text);
    assert.equal(checkout.json.message, "Card payments are not available.");
  });
});

Deno.test("a signature made with another secret, a stale one or none is refused", async () => {
  await withStripe(async (t, stripe) => {
    const payload = eventPayload("payment_intent.succeeded");
    const forged = await stripe.send(payload, await stripe.sign(payload, { secret: "whsec_someone_else" }));
    assert.equal(forged.status, 400, forged.body);
    assert.equal(JSON.parse(forged.body).message, "The webhook's signature is not valid.");
    // Stripe's tolerance is five minutes: a replay of a ten-minute-old delivery is refused.
    const stale = await stripe.send(payload, await stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    assert.equal(stale.status, 400, stale.body);
    const none = await stripe.send(payload, "");
    assert.equal(none.status, 400, none.body);
    // A genuine signature of another body does not sign this one.
    const other = await stripe.send(payload, await stripe.sign(eventPayload("payment_intent.succeeded")));
    assert.equal(other.status, 400, other.body);
    assert.equal((await t.kv.get(KEYS.stripeEvent(JSON.parse(payload).id))).value, null, "nothing is remembered of a refused event");
  });
});

Deno.test("a genuine event is handled once; one we do not act on is acknowledged", async () => {
  await withStripe(async (_t, stripe) => {
    const payload = eventPayload("payment_intent.succeeded");
    const first = await stripe.send(payload);
    assert.equal(first.status, 200, first.body);
    assert.deepEqual(JSON.parse(first.body).data, { received: true, outcome: "ignored" });
    const again = await stripe.send(payload);
    assert.equal(again.status, 200, again.body);
    assert.deepEqual(JSON.parse(again.body).data, { received: true, outcome: "duplicate" });
  });
});

Deno.test("a completed Checkout of a session this server did not open records nothing", async () => {
  await withStripe(async (t, stripe) => {
    const session = { id: "cs_test_elsewhere", object: "checkout.session", amount_total: 5000, currency: "usd", payment_status: "paid", status: "complete", metadata: {} };
    const delivery = await stripe.send(eventPayload("checkout.session.completed", session));
    assert.equal(delivery.status, 200, delivery.body);
    assert.equal(JSON.parse(delivery.body).data.outcome, "ignored");
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["payments"] }))).length, 0);
  });
});

Deno.test("STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, and STRIPE_API_BASE names the SDK's host", () => {
  assert.throws(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" }), /STRIPE_WEBHOOK_SECRET is required/);
  assert.throws(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "ftp://x" }), /STRIPE_API_BASE/);
  assert.deepEqual(stripeHostOptions("http://127.0.0.1:4242"), { host: "127.0.0.1", port: 4242, protocol: "http" });
  assert.deepEqual(stripeHostOptions(undefined), {});
});
