/**
 * "Pay by card" (issue #32): the server opens a Stripe Checkout session for exactly what the
 * invoice still asks and answers its page's address; the browser then goes there. Card data is
 * typed on Stripe's page only.
 */
import type { CardCheckout } from "@contract/money/card.ts";
import { post } from "../../../lib/api-client.ts";

export function startCardCheckout(token: string, invoiceId: string): Promise<CardCheckout> {
  return post<CardCheckout>(`/trip-links/${encodeURIComponent(token)}/invoices/${encodeURIComponent(invoiceId)}/checkout`);
}

/** Leaves for Stripe's Checkout page (the same tab: Stripe brings the traveller back). */
export function openCheckout(url: string): void {
  location.assign(url);
}

/** What Stripe's return to the trip page says: `?paid={invoiceId}` or `?unpaid={invoiceId}` (config's success and cancel addresses). */
export function cardReturnOf(search: string): { kind: "paid" | "unpaid"; invoiceId: string } | null {
  const params = new URLSearchParams(search);
  const paid = params.get("paid");
  if (paid) return { kind: "paid", invoiceId: paid };
  const unpaid = params.get("unpaid");
  return unpaid ? { kind: "unpaid", invoiceId: unpaid } : null;
}
