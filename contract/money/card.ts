/**
 * Card payments through Stripe Checkout (issue #32): what the traveller's "Pay by card" asks and
 * gets, and the texts the API answers with. The amount is never the browser's: the server charges
 * exactly what the invoice still asks. Card data never reaches our server (Stripe's page takes it).
 */
import { z } from "zod";

export const CARD_TEXTS = {
  /** No STRIPE_SECRET_KEY: card payments are off (404, and no button). */
  unavailable: "Card payments are not available.",
  nothingDue: "Nothing is left to pay on this invoice.",
  /** A co-traveller's read-only link. */
  readOnlyLink: "A co-traveller's link cannot pay invoices.",
  /** Stripe could not be reached or refused the session (503). */
  stripeUnavailable: "Card payments cannot be started right now. Please try again in a moment.",
  badSignature: "The webhook's signature is not valid.",
  wrongAmount: "The payment's amount or currency does not match the invoice.",
  /** A refund of a card payment that Stripe refused (or could not be reached). */
  refundFailed: "Stripe did not issue the refund. Please try again in a moment.",
} as const;

/** `POST /api/trip-links/{token}/invoices/{invoiceId}/checkout`: where the traveller pays. */
export const cardCheckout = z.object({
  url: z.string().meta({ description: "Stripe's Checkout page for exactly the amount due; open it in the same tab." }),
});
export type CardCheckout = z.infer<typeof cardCheckout>;

/** `POST /api/payments/stripe/webhook`: what the webhook answers Stripe (2xx: delivered, never resent). */
export const webhookReceipt = z.object({
  received: z.literal(true),
  /** What came of it: a payment recorded, an event already handled (a replay), or one we do not act on. */
  outcome: z.enum(["recorded", "duplicate", "ignored"]),
});
export type WebhookReceipt = z.infer<typeof webhookReceipt>;
