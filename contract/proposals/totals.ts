/**
 * A proposal's totals, computed on the server from its stored items (never from a request), and
 * shown to the traveller per option and per chosen option + add-ons. Every amount is rounded to the
 * currency's minor unit: none for JPY, cents for the others.
 */
import type { ProposalAddOn, ProposalContent, ProposalItem, ProposalCurrency, OptionTotal } from "./model.ts";

/** Decimals of a currency's minor unit (ISO 4217), as Intl knows them. */
export function minorDigits(currency: ProposalCurrency): number {
  return currency === "JPY" ? 0 : 2;
}

/**
 * `value` rounded to the currency's minor unit, half away from zero. The product of a price and a
 * rate carries binary noise (350 × 0.9137 is 319.79499999999996), so the value is first read to 15
 * significant digits, as people write it (319.795), then rounded: EUR 319.80.
 */
export function roundMoney(value: number, currency: ProposalCurrency): number {
  const factor = 10 ** minorDigits(currency);
  const written = Number(Math.abs(value).toPrecision(15));
  return Math.sign(value) * Math.round(written * factor + Number.EPSILON) / factor;
}

type Priced = Pick<ProposalItem | ProposalAddOn, "unitPrice" | "unitCost" | "quantity">;

/** What a line costs the traveller (price) and the agency (cost). A note's quantity may be 0. */
export function lineTotals(line: Priced, currency: ProposalCurrency): { price: number; cost: number } {
  return {
    price: roundMoney(line.unitPrice * line.quantity, currency),
    cost: roundMoney(line.unitCost * line.quantity, currency),
  };
}

function sum(lines: Priced[], currency: ProposalCurrency) {
  let price = 0, cost = 0;
  for (const line of lines) {
    const total = lineTotals(line, currency);
    price += total.price;
    cost += total.cost;
  }
  return { price: roundMoney(price, currency), cost: roundMoney(cost, currency) };
}

/** Each option's total: the days' items (in every option) plus the option's own. */
export function proposalTotals(content: Pick<ProposalContent, "days" | "options" | "currency">): OptionTotal[] {
  const { currency } = content;
  const shared = sum(content.days.flatMap((day) => day.items), currency);
  return content.options.map((option) => {
    const own = sum(option.items, currency);
    const price = roundMoney(shared.price + own.price, currency);
    const cost = roundMoney(shared.cost + own.cost, currency);
    return { optionId: option.id, price, cost, margin: roundMoney(price - cost, currency) };
  });
}

/**
 * What the traveller pays for `optionId` with `addOnIds`, or undefined when the option or an add-on
 * is not the proposal's (each add-on counted once however often it is named).
 */
export function chosenTotal(
  content: Pick<ProposalContent, "days" | "options" | "addOns" | "currency">,
  optionId: string,
  addOnIds: readonly string[],
): number | undefined {
  const option = proposalTotals(content).find((total) => total.optionId === optionId);
  if (!option) return undefined;
  const chosen = new Set(addOnIds);
  const addOns = content.addOns.filter((addOn) => chosen.has(addOn.id));
  if (addOns.length !== chosen.size) return undefined;
  return roundMoney(option.price + sum(addOns, content.currency).price, content.currency);
}
