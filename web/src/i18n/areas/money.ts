/**
 * The traveller's money texts (the trip page's invoices panel): a message area, the same file the
 * server's invoice, credit note and receipt PDFs are written from (locales/{lang}/money.json).
 */
import { messageArea } from "../message-area.ts";

export const moneyMessages = messageArea(() => import("@locales/en/money.json"), {
  ar: () => import("@locales/ar/money.json"),
  es: () => import("@locales/es/money.json"),
  fr: () => import("@locales/fr/money.json"),
  de: () => import("@locales/de/money.json"),
  it: () => import("@locales/it/money.json"),
  pt: () => import("@locales/pt/money.json"),
});

export const useMoneyT = moneyMessages.useT;
