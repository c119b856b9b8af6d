/**
 * Card payments through Stripe (issue #32), present only with STRIPE_SECRET_KEY (else 404):
 *
 *   POST /api/trip-links/{token}/invoices/{invoiceId}/checkout   the traveller's "Pay by card": {url} of Stripe's Checkout page
 *   POST /api/payments/stripe/webhook                            Stripe's events, signed (STRIPE_WEBHOOK_SECRET)
 *
 * The webhook reads its body as the raw text Stripe signed, before anything parses it.
 */
import { Hono } from "hono";
import { z } from "zod";
import { cardCheckout, webhookReceipt } from "../../contract/money/card.ts";
import { limitedBy } from "../http/caller.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { declareOn } from "../openapi/registry.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { receiveStripeWebhook, startCardCheckout } from "../services/card-payments.ts";

/** Each Checkout session is a call to Stripe: a client address opens at most this many a minute. */
export const CHECKOUT_ADDRESS_LIMIT: Limit = {
  bucket: "card-checkout-address",
  max: 10,
  windowMs: 60_000,
};

const params = z.object({
  token: z.string().meta({ description: "The private token of the traveller's trip link." }),
  invoiceId: z.string().meta({ description: "The invoice to pay (one of the trip's)." }),
});

export const cardCheckoutRoutes = new Hono<AppEnv>();
const checkoutRoute = declareOn(cardCheckoutRoutes, "/api/trip-links");

checkoutRoute({
  route: "POST /api/trip-links/:token/invoices/:invoiceId/checkout",
  summary: "Pay an invoice by card",
  description:
    "Opens a Stripe Checkout session for exactly what the invoice still asks, computed on the server in the " +
    "invoice's currency, and answers its page's address; the same session again while it asks the same amount. " +
    "404 without card payments (no STRIPE_SECRET_KEY), for an unknown link or an invoice of another trip; 403 " +
    "for a co-traveller's read-only link; 409 when nothing is left to pay; 503 when Stripe cannot be reached.",
  tag: "Payments",
  operationId: "startCardCheckout",
  access: "public",
  params,
  answer: { status: 201, description: "Where the traveller pays.", schema: cardCheckout },
  errors: ["not_found", "forbidden", "conflict", "unavailable"],
  limits: [limitDoc(CHECKOUT_ADDRESS_LIMIT, "client address")],
}, async (c, { param }) => {
  const limited = limitedBy(c, [windowOf(CHECKOUT_ADDRESS_LIMIT, clientRateKey(c))]);
  const data = await limited(() => startCardCheckout(c.var.deps, param("token"), param("invoiceId")));
  return c.json({ data }, 201);
});

export const stripeWebhookRoutes = new Hono<AppEnv>();
const webhookRoute = declareOn(stripeWebhookRoutes, "/api/payments/stripe");

webhookRoute({
  route: "POST /api/payments/stripe/webhook",
  summary: "Receive Stripe's events",
  description:
    "For Stripe only: the raw body is verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET " +
    "(a forged or stale signature is 400). Each event is handled once (a replay answers `duplicate`). " +
    "`checkout.session.completed` of a session this server opened records the card payment against its " +
    "invoice, with a receipt emailed; an amount or currency other than the session's is refused (400) and " +
    "logged, and so is a payment the invoice no longer asks (409: paid otherwise or credited meanwhile), left failed " +
    "on Stripe's side for staff to refund there. Other events are acknowledged and ignored. 404 without card payments.",
  tag: "Payments",
  operationId: "receiveStripeWebhook",
  access: "public",
  headers: z.object({ "stripe-signature": z.string().meta({ description: "Stripe's signature of the body: t=...,v1=..." }) }),
  rawBody: { "application/json": { schema: z.object({ id: z.string(), type: z.string() }).loose() } },
  answer: { description: "Received.", schema: webhookReceipt },
  errors: ["not_found", "invalid", "conflict"],
}, async (c) => {
  const signature = c.req.header("stripe-signature") ?? "";
  const data = await receiveStripeWebhook(c.var.deps, await c.req.text(), signature);
  return c.json({ data });
});
