/**
 * Prices are stored in US dollars; other currencies are shown converted at staff's dated rates.
 * Formatting only: the sentence around the amount ("Approx. EUR 1,234.00, rate of 2026-11-20") is
 * a product text of its own (`approxPriceText`). Imports no zod, so the web app can read it.
 */

/** The currency prices are stored in. */
export const BASE_CURRENCY = "USD";
/** The currencies staff keep a rate for: units of the currency per US dollar. */
export const RATE_CURRENCIES = ["EUR", "GBP", "JPY", "CAD", "AUD", "AED"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** One currency's rate: units per US dollar, and the day (YYYY-MM-DD) it was taken. */
export type ExchangeRate = { rate: number; date: string };
/** What `GET /api/exchange-rates` answers as `data`; `version` changes with every save. */
export type ExchangeRates = { base: typeof BASE_CURRENCY; rates: Record<RateCurrency, ExchangeRate>; version: string };

/**
 * `usd` converted at `rate` and written for `locale` with the currency's ISO code and its own
 * number of decimals (none for JPY, two for EUR and AED): "EUR 1,234.00" in English, "1.234,00 EUR"
 * in German. Intl puts a no-break space between code and amount, so they never part at a line end.
 */
export function formatConverted(usd: number, currency: RateCurrency | typeof BASE_CURRENCY, rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "code" }).format(usd * rate);
}

/** The product text of a converted price in English: "Approx. {amount}, rate of {day}", the day as written ("21 Nov 2026"). */
export function approxPriceText(amount: string, day: string): string {
  return `Approx. ${amount}, rate of ${day}`;
}
