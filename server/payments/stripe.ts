/**
 * Card payments through Stripe (issue #32), on the server only: the official `stripe` SDK (loaded
 * at the first use: without STRIPE_SECRET_KEY it is never needed) pointed at STRIPE_API_BASE when
 * set (the tests' stand-in, tests/helpers/stripe-stand-in.ts), as GEMINI_BASE_URL is for Gemini.
 * Card data never reaches us: the traveller pays on Stripe's Checkout page, and Stripe tells us by
 * a signed webhook that `verifyEvent` checks with STRIPE_WEBHOOK_SECRET.
 *
 * Amounts here are in the currency's minor unit (cents; yen have none), as Stripe counts them.
 */
import type Stripe from "stripe";
import type { ProposalCurrency } from "../../contract/proposals/model.ts";
import { minorDigits } from "../../contract/proposals/totals.ts";
import type { Config } from "../config.ts";
import { once } from "../util/once.ts";

type StripeSdk = typeof import("stripe");

const loadStripe: () => Promise<StripeSdk> = once(() => import("stripe"));

const NETWORK_RETRIES = 2;
const TIMEOUT_MS = 20_000;

export type CheckoutRequest = {
  /** What is paid: the invoice's id and trip (kept in the session's and the payment's metadata). */
  invoiceId: string;
  tripId: string;
  /** The line the traveller reads on Stripe's page ("Invoice INV-2026-0001"). */
  description: string;
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  customerEmail?: string;
  /** Stripe Checkout's page language (our seven are all Stripe's). */
  locale: string;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { id: string; url: string; expiresAt: number };

/** A completed Checkout as the webhook told it, once verified. */
export type CompletedCheckout = {
  eventId: string;
  sessionId: string;
  invoiceId?: string;
  amountMinor: number;
  /** Upper case, as we write currencies. */
  currency: string;
  paymentIntentId?: string;
  paid: boolean;
};

export type VerifiedEvent =
  | { kind: "checkout-completed"; eventId: string; checkout: CompletedCheckout }
  | { kind: "other"; eventId: string; type: string };

export type StripeGateway = {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds `amountMinor` of a card payment through Stripe (idempotent per `refundId`). */
  refund(input: { paymentIntentId: string; amountMinor: number; refundId: string }): Promise<{ id: string; status: string }>;
  /** The event of a webhook's raw body, verified against its `Stripe-Signature`; throws when it is not authentic or too old. */
  verifyEvent(rawBody: string, signature: string): Promise<VerifiedEvent>;
};

/** A webhook whose signature, timestamp or body is refused (answered 400). */
export class WebhookSignatureError extends Error {}

/** The SDK's connection options for STRIPE_API_BASE (unset: Stripe's own host). */
export function stripeHostOptions(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

/** The gateway, or null when no STRIPE_SECRET_KEY is configured (no card payments). */
export function createStripeGateway(
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">,
): StripeGateway | null {
  const apiKey = config.STRIPE_SECRET_KEY;
  if (!apiKey) return null;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? "";
  const client = once(async () => {
    const { default: StripeClient } = await loadStripe();
    return new StripeClient(apiKey, {
      ...stripeHostOptions(config.STRIPE_API_BASE),
      httpClient: StripeClient.createFetchHttpClient(),
      maxNetworkRetries: NETWORK_RETRIES,
      timeout: TIMEOUT_MS,
      telemetry: false,
    });
  });

  return {
    async createCheckout(request) {
      const metadata = { invoiceId: request.invoiceId, tripId: request.tripId };
      const session = await (await client()).checkout.sessions.create({
        mode: "payment",
        client_reference_id: request.invoiceId,
        line_items: [{
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountMinor,
            product_data: { name: request.description },
          },
        }],
        metadata,
        payment_intent_data: { metadata },
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        locale: request.locale as Stripe.Checkout.SessionCreateParams.Locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url, expiresAt: session.expires_at };
    },

    async refund({ paymentIntentId, amountMinor, refundId }) {
      const refund = await (await client()).refunds.create(
        { payment_intent: paymentIntentId, amount: amountMinor, metadata: { refundId } },
        { idempotencyKey: `refund-${refundId}` },
      );
      return { id: refund.id, status: refund.status ?? "pending" };
    },

    async verifyEvent(rawBody, signature) {
      const stripe = await client();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      if (event.type !== "checkout.session.completed") return { kind: "other", eventId: event.id, type: event.type };
      const session = event.data.object;
      const paymentIntent = session.payment_intent;
      return {
        kind: "checkout-completed",
        eventId: event.id,
        checkout: {
          eventId: event.id,
          sessionId: session.id,
          invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? undefined,
          amountMinor: session.amount_total ?? 0,
          currency: (session.currency ?? "").toUpperCase(),
          paymentIntentId: typeof paymentIntent === "string" ? paymentIntent : paymentIntent?.id,
          paid: session.payment_status === "paid",
        },
      };
    },
  };
}

/** An amount in major units (12.5 USD) in minor units (1250), as Stripe counts it. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency as ProposalCurrency));
}

/** An amount in minor units back in major units. */
export function fromMinor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency as ProposalCurrency);
}
