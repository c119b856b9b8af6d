/** The staff's payments screens' texts (the ledger, a trip's ledger panel): a message area. */
import english from "@locales/en/payments.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const paymentsMessages = messageArea(english, {
  ar: () => import("@locales/ar/payments.json"),
  es: () => import("@locales/es/payments.json"),
  fr: () => import("@locales/fr/payments.json"),
  de: () => import("@locales/de/payments.json"),
  it: () => import("@locales/it/payments.json"),
  pt: () => import("@locales/pt/payments.json"),
});

export const usePaymentsT = paymentsMessages.useT;

export type PaymentsKey = keyof typeof english;

/** What a payments screen says when a request failed: the server's own answer, "Request timed out", else `fallback`. */
export function usePaymentsFailure(): (error: unknown, fallback: PaymentsKey, values?: MessageValues) => string {
  return useAreaFailure<PaymentsKey>(usePaymentsT(), "payments.timedOut");
}
