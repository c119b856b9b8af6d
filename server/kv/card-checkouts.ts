/**
 * The Stripe Checkout sessions we opened (issue #32): which invoice each one pays and the amount
 * we asked for, so the webhook checks Stripe's word against our own; the invoice's open session,
 * reused while it still asks the same amount (a second click, another tab: one session, never two
 * charges); and the webhook events already handled, so a replay does nothing.
 */
import { KEYS } from "./keys.ts";

/** A session as we asked for it (amounts in the currency's minor unit, as Stripe counts). */
export type CardCheckout = {
  sessionId: string;
  url: string;
  invoiceId: string;
  tripId: string;
  amountMinor: number;
  currency: string;
  /** Seconds since the epoch, as Stripe writes it. */
  expiresAt: number;
  createdAt: string;
};

/**
 * How long a handled event is remembered: Stripe retries a delivery for up to three days. A card
 * payment's own record stays once per event for good (money-core's `payments_by_external`).
 */
const EVENT_KEPT_MS = 30 * 24 * 3_600_000;

/** A webhook event handled, and what came of it. */
export type HandledEvent = { outcome: "recorded" | "duplicate" | "ignored"; sessionId?: string; paymentId?: string; at: string };

/** The invoice's open session, if it is still usable for `amountMinor` `currency` until `usableUntil` (seconds). */
export async function openCheckoutOf(
  kv: Deno.Kv,
  invoiceId: string,
  want: { amountMinor: number; currency: string; usableUntil: number },
): Promise<CardCheckout | null> {
  const sessionId = (await kv.get<string>(KEYS.cardCheckoutOf(invoiceId))).value;
  if (!sessionId) return null;
  const checkout = (await kv.get<CardCheckout>(KEYS.cardCheckout(sessionId))).value;
  if (!checkout) return null;
  const same = checkout.amountMinor === want.amountMinor && checkout.currency === want.currency;
  return same && checkout.expiresAt > want.usableUntil ? checkout : null;
}

/** Keeps a new session and makes it the invoice's open one. */
export async function saveCheckout(kv: Deno.Kv, checkout: CardCheckout): Promise<void> {
  const expireIn = Math.max(60_000, checkout.expiresAt * 1000 - Date.now());
  await kv.atomic()
    .set(KEYS.cardCheckout(checkout.sessionId), checkout)
    // The pointer lapses with the session; the session's record stays for its webhook and the ledger.
    .set(KEYS.cardCheckoutOf(checkout.invoiceId), checkout.sessionId, { expireIn })
    .commit();
}

export async function getCheckout(kv: Deno.Kv, sessionId: string): Promise<CardCheckout | null> {
  return (await kv.get<CardCheckout>(KEYS.cardCheckout(sessionId))).value;
}

export async function handledEvent(kv: Deno.Kv, eventId: string): Promise<HandledEvent | null> {
  return (await kv.get<HandledEvent>(KEYS.stripeEvent(eventId))).value;
}

/** Remembers a handled event (once: the first outcome stays) and closes the session it paid. */
export async function markEventHandled(kv: Deno.Kv, eventId: string, handled: HandledEvent, invoiceId?: string): Promise<void> {
  const remember = (op: Deno.AtomicOperation) =>
    op.check({ key: KEYS.stripeEvent(eventId), versionstamp: null }).set(KEYS.stripeEvent(eventId), handled, { expireIn: EVENT_KEPT_MS });
  const op = remember(kv.atomic());
  if (invoiceId && handled.sessionId) {
    const pointer = await kv.get<string>(KEYS.cardCheckoutOf(invoiceId));
    if (pointer.value === handled.sessionId) op.check(pointer).delete(KEYS.cardCheckoutOf(invoiceId));
  }
  if (!(await op.commit()).ok) {
    // The invoice opened another session meanwhile: keep that one, remember the event all the same.
    await remember(kv.atomic()).commit();
  }
}
