/**
 * Card payments through Stripe (issue #32): the traveller's "Pay by card" opens a Checkout session
 * for exactly what the invoice still asks (computed here, never taken from the request); Stripe's
 * signed webhook records the payment once per event, after checking its amount and currency
 * against the session we opened; refunds of card payments are issued through Stripe. Without
 * STRIPE_SECRET_KEY (`deps.stripe` null) none of this exists: 404.
 */
import { CARD_TEXTS } from "../../contract/money/card.ts";
import type { WebhookReceipt } from "../../contract/money/card.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { AppDeps } from "../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { type CardCheckout, getCheckout, handledEvent, markEventHandled, openCheckoutOf, saveCheckout } from "../kv/card-checkouts.ts";
import { tripLinkOfToken } from "../kv/trip-links.ts";
import { siteLink } from "../mail/localized-mail.ts";
import { log } from "../observe/log.ts";
import { type CompletedCheckout, fromMinor, type StripeGateway, toMinor, WebhookSignatureError } from "../payments/stripe.ts";
import { amountDue, recordCardPayment, refundPayment } from "./money.ts";
import { getPayment, netOfRefunds } from "../kv/money.ts";
import { MONEY_LIMITS, MONEY_TEXTS, type Payment, type RefundInput } from "../../contract/money/model.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import type { AuditContext } from "../kv/audit.ts";

/** A session is reused only while it has this long left (seconds): the traveller needs time on Stripe's page. */
const SESSION_REUSE_MARGIN_S = 30 * 60;

function gatewayOf(deps: AppDeps): StripeGateway {
  if (!deps.stripe) throw notFound(CARD_TEXTS.unavailable);
  return deps.stripe;
}

/** The traveller's trip page, where Stripe sends them back. */
function tripPage(deps: AppDeps, lang: SiteLanguage, token: string, query: string): string {
  return `${siteLink(deps.siteUrl, lang, `/trips/${token}`)}?${query}`;
}

/**
 * The Checkout page's address for the invoice `invoiceId` of the trip the link `token` opens: the
 * invoice's open session when it still asks the same amount, else a new one. A co-traveller's
 * (read-only) link cannot pay; a paid or credited invoice has nothing to pay (409).
 */
export async function startCardCheckout(deps: AppDeps, token: string, invoiceId: string): Promise<{ url: string }> {
  const stripe = gatewayOf(deps);
  const link = await tripLinkOfToken(deps.kv, token);
  const { invoice, outstanding } = await amountDue(deps, invoiceId, link.tripId);
  if (link.access !== "traveller") throw forbidden(CARD_TEXTS.readOnlyLink);
  if (outstanding <= 0) throw conflict(CARD_TEXTS.nothingDue);
  const amountMinor = toMinor(outstanding, invoice.currency);
  const nowS = Math.floor(Date.now() / 1000);
  const open = await openCheckoutOf(deps.kv, invoice.id, { amountMinor, currency: invoice.currency, usableUntil: nowS + SESSION_REUSE_MARGIN_S });
  if (open) return { url: open.url };

  let session;
  try {
    session = await stripe.createCheckout({
      invoiceId: invoice.id,
      tripId: link.tripId,
      description: `${invoice.number} · ${invoice.tripTitle}`,
      amountMinor,
      currency: invoice.currency,
      customerEmail: invoice.billTo.email,
      locale: invoice.language,
      successUrl: tripPage(deps, invoice.language, token, `paid=${encodeURIComponent(invoice.id)}`),
      cancelUrl: tripPage(deps, invoice.language, token, `unpaid=${encodeURIComponent(invoice.id)}`),
    });
  } catch (error) {
    log.error("stripe checkout session not created", { invoiceId: invoice.id, error });
    throw new AppError("unavailable", CARD_TEXTS.stripeUnavailable, { retryAfterSeconds: 30 });
  }
  const checkout: CardCheckout = {
    sessionId: session.id,
    url: session.url,
    invoiceId: invoice.id,
    tripId: link.tripId,
    amountMinor,
    currency: invoice.currency,
    expiresAt: session.expiresAt,
    createdAt: new Date().toISOString(),
  };
  await saveCheckout(deps.kv, checkout);
  return { url: session.url };
}

/**
 * A webhook from Stripe: its signature checked with STRIPE_WEBHOOK_SECRET (a forged or stale one is
 * 400), handled once per event id (a replay answers "duplicate" and does nothing). A completed,
 * paid Checkout of a session we opened is recorded as a card payment of its invoice when its amount
 * and currency are the ones we asked for; otherwise it is refused (400) and logged as an error.
 */
export async function receiveStripeWebhook(deps: AppDeps, rawBody: string, signature: string): Promise<WebhookReceipt> {
  const stripe = gatewayOf(deps);
  let event;
  try {
    event = await stripe.verifyEvent(rawBody, signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    log.warn("stripe webhook refused: signature not valid", { reason: error.message.split("\n")[0].trim() });
    throw badRequest(CARD_TEXTS.badSignature);
  }
  if (await handledEvent(deps.kv, event.eventId)) return { received: true, outcome: "duplicate" };
  if (event.kind !== "checkout-completed" || !event.checkout.paid) {
    await markEventHandled(deps.kv, event.eventId, { outcome: "ignored", at: new Date().toISOString() });
    return { received: true, outcome: "ignored" };
  }
  const paid = event.checkout;
  const checkout = await getCheckout(deps.kv, paid.sessionId);
  if (!checkout) {
    // Another integration's session on the same Stripe account: not ours to record.
    log.warn("stripe webhook: a Checkout session we did not open", { eventId: event.eventId, sessionId: paid.sessionId });
    await markEventHandled(deps.kv, event.eventId, { outcome: "ignored", sessionId: paid.sessionId, at: new Date().toISOString() });
    return { received: true, outcome: "ignored" };
  }
  refuseMismatch(checkout, paid);
  let recorded;
  try {
    recorded = await recordCardPayment(deps, {
      invoiceId: checkout.invoiceId,
      amount: fromMinor(paid.amountMinor, checkout.currency),
      currency: checkout.currency,
      eventId: event.eventId,
      reference: paid.paymentIntentId ?? paid.sessionId,
    });
  } catch (error) {
    // Money Stripe took that the invoice no longer asks (credited, or paid otherwise meanwhile): never
    // acknowledged, so Stripe keeps the event failed and visible, and staff refund it there.
    log.error("stripe webhook: a paid Checkout could not be recorded", { eventId: event.eventId, sessionId: paid.sessionId, invoiceId: checkout.invoiceId, error });
    throw error;
  }
  const outcome = recorded.duplicate ? "duplicate" : "recorded";
  await markEventHandled(
    deps.kv,
    event.eventId,
    { outcome, sessionId: paid.sessionId, paymentId: recorded.payment.id, at: new Date().toISOString() },
    checkout.invoiceId,
  );
  return { received: true, outcome };
}

/** Stripe's amount, currency and invoice must be the session's as we opened it. */
function refuseMismatch(checkout: CardCheckout, paid: CompletedCheckout): void {
  const problems = [
    paid.amountMinor !== checkout.amountMinor && "amount",
    paid.currency !== checkout.currency && "currency",
    paid.invoiceId !== undefined && paid.invoiceId !== checkout.invoiceId && "invoice",
  ].filter(Boolean);
  if (problems.length === 0) return;
  log.error("stripe webhook refused: the payment does not match the session we opened", {
    eventId: paid.eventId,
    sessionId: paid.sessionId,
    invoiceId: checkout.invoiceId,
    mismatch: problems.join(", "),
    expected: { amountMinor: checkout.amountMinor, currency: checkout.currency },
    received: { amountMinor: paid.amountMinor, currency: paid.currency, invoiceId: paid.invoiceId },
  });
  throw badRequest(CARD_TEXTS.wrongAmount);
}

/**
 * `POST /api/payments/{id}/refunds`: a card payment's refund is issued through Stripe first, then
 * recorded with Stripe's refund id; a bank payment's (or any, without Stripe) is recorded only. The
 * Stripe request's idempotency key is the payment, the refund's place among its refunds and the
 * amount, so a retry after a failed recording gets Stripe's same refund, never a second one.
 */
export async function refundWithStripe(
  deps: AppDeps,
  paymentId: string,
  input: RefundInput,
  recordedBy: string,
  audit?: AuditContext,
): Promise<Payment> {
  const payment = await getPayment(deps.kv, paymentId);
  if (!payment) throw notFound(MONEY_TEXTS.paymentNotFound);
  if (payment.method !== "card" || !deps.stripe) return await refundPayment(deps, paymentId, input, recordedBy, audit);
  // The store refuses these too, but only after Stripe would have paid the money back.
  if (payment.refunds.length >= MONEY_LIMITS.refundsPerPayment) throw conflict(MONEY_TEXTS.tooManyRefunds);
  const amount = roundMoney(input.amount, payment.currency);
  if (amount > netOfRefunds(payment)) throw conflict(MONEY_TEXTS.refundTooLarge);
  const amountMinor = toMinor(amount, payment.currency);
  let issued;
  try {
    issued = await deps.stripe.refund({
      paymentIntentId: payment.reference,
      amountMinor,
      refundId: `${payment.id}-${payment.refunds.length + 1}-${amountMinor}`,
    });
  } catch (error) {
    log.error("stripe refund not issued", { paymentId, amountMinor, error });
    throw new AppError("unavailable", CARD_TEXTS.refundFailed, { retryAfterSeconds: 30 });
  }
  return await refundPayment(deps, paymentId, { ...input, amount, externalId: issued.id }, recordedBy, audit);
}
