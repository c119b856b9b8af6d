/** Amounts and days of the money screens, written the page's way ("USD 1,365.00", "28 Nov 2026"). */
import type { SiteLanguage } from "@contract/languages.ts";
import type { InvoiceStatus } from "@contract/money/model.ts";
import type { ProposalCurrency } from "@contract/proposals/model.ts";
import { minorDigits } from "@contract/proposals/totals.ts";
import { formatCalendarDay, formatNumber } from "../../../lib/format.ts";

export function formatAmount(amount: number, currency: ProposalCurrency, lang: SiteLanguage): string {
  const digits = minorDigits(currency);
  return formatNumber(amount, lang, { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const formatDay = (day: string, lang: SiteLanguage) => formatCalendarDay(day, lang);

/** The badge of each invoice status (the desks' badge classes). */
export const STATUS_BADGE: Record<InvoiceStatus, string> = {
  open: "badge badge--accent",
  "partly-paid": "badge badge--awaiting",
  paid: "badge badge--success",
  overdue: "badge badge--danger",
  credited: "badge badge--muted",
};
