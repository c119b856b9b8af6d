/**
 * The arithmetic of money, shared by the server (which alone decides amounts) and the staff
 * screens (which preview them): the schedule made at acceptance, an invoice's lines and VAT, an
 * invoice's status. No I/O, no clock: the caller passes today.
 */
import { addDays } from "../agency-time.ts";
import type { ProposalCurrency } from "../proposals/model.ts";
import { lineTotals, roundMoney } from "../proposals/totals.ts";
import type { DueKind, InvoiceLine, InvoiceStatus } from "./model.ts";

/** One accepted priced line: what the traveller agreed to pay for it and what the supplier costs. */
export type AcceptedLine = { title: string; price: number; cost: number };

type PricedItem = { title: string; unitPrice: number; unitCost: number; quantity: number };

/**
 * The priced lines a trip was accepted with, in the order the traveller read them: the days' items,
 * then the stay (the chosen option's own items and the chosen add-ons). A trip copies these from
 * the accepted version (trips.ts `tripFromAcceptance`), so they are the accepted option and add-ons.
 */
export function tripLines(
  trip: { days: { items: PricedItem[] }[]; stay: PricedItem[]; currency: ProposalCurrency },
): AcceptedLine[] {
  return [...trip.days.flatMap((day) => day.items), ...trip.stay]
    .map((line) => ({ title: line.title, ...lineTotals(line, trip.currency) }))
    .filter((line) => line.price > 0);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type ScheduleRules = { depositPercent: number; balanceDays: number };
export type PlannedDue = { kind: DueKind; amount: number; dueOn: string; share: number };

/**
 * The schedule made at acceptance: a deposit of `depositPercent` of the total due today and the
 * balance due `balanceDays` before departure; when that day is today or past (departure is near),
 * or the deposit is 100 %, the whole amount at once. Without a departure date the balance is due
 * `balanceDays` after today. The amounts add up to the total exactly.
 */
export function planSchedule(
  total: number,
  currency: ProposalCurrency,
  startDate: string | undefined,
  today: string,
  rules: ScheduleRules,
): PlannedDue[] {
  const balanceOn = startDate ? addDays(startDate, -rules.balanceDays) : addDays(today, rules.balanceDays);
  const deposit = roundMoney(total * rules.depositPercent / 100, currency);
  if (balanceOn <= today || rules.depositPercent >= 100 || deposit >= total || total <= 0) {
    return [{ kind: "full", amount: roundMoney(total, currency), dueOn: today, share: 100 }];
  }
  if (deposit <= 0) return [{ kind: "full", amount: roundMoney(total, currency), dueOn: balanceOn, share: 100 }];
  return [
    { kind: "deposit", amount: deposit, dueOn: today, share: rules.depositPercent },
    { kind: "balance", amount: roundMoney(total - deposit, currency), dueOn: balanceOn, share: 100 - rules.depositPercent },
  ];
}

/**
 * Splits `amount` over `weights` in proportion, rounded to the currency, the rounding's remainder
 * put on the largest part, so the parts add up to `amount` exactly.
 */
export function splitAmount(amount: number, weights: number[], currency: ProposalCurrency): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  const parts = weights.map((w) => sum > 0 ? roundMoney(amount * w / sum, currency) : 0);
  const rest = roundMoney(amount - parts.reduce((a, b) => a + b, 0), currency);
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] = roundMoney(parts[largest] + rest, currency);
  return parts;
}

export type InvoiceFigures = { lines: InvoiceLine[]; subtotal: number; vat: number; total: number };

/**
 * The lines of an invoice asking `amount` (VAT included) of a trip whose accepted lines are `lines`.
 * The agreed prices include the agency's service fee, which is the trip's margin (prices less the
 * suppliers' costs): the only taxable line. Of `amount`, the fee's part is in proportion to the
 * margin; its VAT is `vatRate` % of the fee net (VAT included in the agreed price, so the traveller
 * never pays more than they accepted); the rest is the suppliers' services, split over the items by
 * their cost (not taxable). `serviceFeeText` is the fee line's description in the invoice's language.
 */
export function invoiceFigures(
  amount: number,
  lines: AcceptedLine[],
  currency: ProposalCurrency,
  vatRate: number,
  serviceFeeText: string,
): InvoiceFigures {
  const price = lines.reduce((a, l) => a + l.price, 0);
  const cost = lines.reduce((a, l) => a + Math.min(l.cost, l.price), 0);
  const margin = Math.max(0, price - cost);
  const feeGross = price > 0 ? roundMoney(amount * margin / price, currency) : roundMoney(amount, currency);
  const feeNet = roundMoney(feeGross / (1 + vatRate / 100), currency);
  const vat = roundMoney(feeNet * vatRate / 100, currency);
  const services = roundMoney(amount - feeNet - vat, currency);
  const costed = lines.filter((l) => l.cost > 0);
  const parts = splitAmount(services, costed.map((l) => Math.min(l.cost, l.price)), currency);
  const out: InvoiceLine[] = costed.map((line, i) => ({ kind: "item", description: line.title, amount: parts[i], taxable: false }));
  // Without any cost entered, what is left after the fee (a rounding cent at most) goes on the fee.
  const feeLine = costed.length ? feeNet : roundMoney(feeNet + services, currency);
  if (feeLine !== 0 || out.length === 0) out.push({ kind: "service-fee", description: serviceFeeText, amount: feeLine, taxable: true });
  const subtotal = roundMoney(out.reduce((a, l) => a + l.amount, 0), currency);
  return { lines: out, subtotal, vat, total: roundMoney(subtotal + vat, currency) };
}

/** An invoice's status from what was paid (payments less refunds), its credit note and today. */
export function invoiceStatus(
  invoice: { total: number; dueOn: string; creditNoteId?: string },
  paid: number,
  today: string,
): InvoiceStatus {
  if (invoice.creditNoteId) return "credited";
  if (paid >= invoice.total - 1e-9) return "paid";
  if (invoice.dueOn < today) return "overdue";
  return paid > 0 ? "partly-paid" : "open";
}
