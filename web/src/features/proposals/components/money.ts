/** Amounts in a proposal's currency, written the page's way ("$1,250.00", "¥120,000"). */
import type { SiteLanguage } from "@contract/languages.ts";
import type { ProposalCurrency } from "@contract/proposals/model.ts";
import { minorDigits } from "@contract/proposals/totals.ts";
import { formatNumber } from "../../../lib/format.ts";

export function formatMoney(amount: number, currency: ProposalCurrency, lang: SiteLanguage): string {
  const digits = minorDigits(currency);
  return formatNumber(amount, lang, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}
