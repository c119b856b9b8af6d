/**
 * Catalogue prices in a proposal: stored in US dollars, converted once into the proposal's currency
 * at the staff's dated rate (units per US dollar, kept on the proposal), rounded to the currency's
 * minor unit.
 */
import type { ExchangeRate } from "../money.ts";
import type { ProposalCurrency } from "./model.ts";
import { roundMoney } from "./totals.ts";

/**
 * `usd` in `currency` at `rate`, and the rate used (none for US dollars); undefined in another
 * currency without a rate, so the line is left for staff to price.
 */
export function priceFromCatalogue(
  usd: number,
  currency: ProposalCurrency,
  rate: ExchangeRate | undefined,
): { amount: number; rate?: ExchangeRate } | undefined {
  if (currency === "USD") return { amount: roundMoney(usd, currency) };
  if (!rate) return undefined;
  return { amount: roundMoney(usd * rate.rate, currency), rate };
}
