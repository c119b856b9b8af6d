/**
 * Catalogue prices in a proposal: stored in US dollars, converted once into the proposal's currency
 * at the staff's dated rate (units per US dollar), rounded to the currency's minor unit.
 */
import type { ExchangeRate, RateCurrency } from "../money.ts";
import type { ProposalCurrency } from "./model.ts";
import { roundMoney } from "./totals.ts";

/** The staff's rates, as stored (contract/money.ts). */
export type CatalogueRates = Partial<Record<RateCurrency, ExchangeRate>>;

/**
 * `usd` in `currency`, and the rate used (none for US dollars); undefined when staff keep no rate
 * for the currency, so the line is left for staff to price.
 */
export function priceFromCatalogue(
  usd: number,
  currency: ProposalCurrency,
  rates: CatalogueRates | undefined,
): { amount: number; rate?: ExchangeRate } | undefined {
  if (currency === "USD") return { amount: roundMoney(usd, currency) };
  const rate = rates?.[currency];
  if (!rate) return undefined;
  return { amount: roundMoney(usd * rate.rate, currency), rate };
}
