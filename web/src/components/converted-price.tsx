import { formatConverted, type RateCurrency } from "@contract/money.ts";
import { useLanguage } from "../i18n/language-context.tsx";
import { formatCalendarDay, intlLocale } from "../lib/format.ts";
import { useExchangeRates } from "../lib/exchange-rates.ts";

interface ConvertedPriceProps {
  usd: number;
  currency: RateCurrency;
  /** The price as shown in US dollars: shown instead while the rates load, or when there is no rate. */
  inUsd: string;
}

/**
 * "Approx. EUR 1,153.75, rate of 20 Nov 2026": `usd` converted at the currency's rate, in the page's
 * language (its amounts and the rate's day written the language's way); undefined while the rates
 * load or when the currency has no rate.
 */
function useApproxRate(usd: number, currency: RateCurrency): string | undefined {
  const rate = useExchangeRates().data?.rates[currency];
  const { lang, t } = useLanguage();
  return rate && t("price.approxRate", { amount: formatConverted(usd, currency, rate.rate, intlLocale(lang)), date: formatCalendarDay(rate.date, lang) });
}

/**
 * The converted price (`useApproxRate`) with the US dollar amount (the price we quote) beside it in
 * small type; without a rate for the currency, the US dollar price alone.
 */
export function ConvertedPrice({ usd, currency, inUsd }: ConvertedPriceProps) {
  const approx = useApproxRate(usd, currency);
  const { lang } = useLanguage();
  if (!approx) return inUsd;
  return (
    <>
      {approx}
      <small className="price__base">{formatConverted(usd, "USD", 1, intlLocale(lang))}</small>
    </>
  );
}

/** The converted price alone in small type, under a US dollar price already shown; nothing without a rate. */
export function ConvertedBelow({ usd, currency }: Omit<ConvertedPriceProps, "inUsd">) {
  const approx = useApproxRate(usd, currency);
  return approx ? <small className="price__base">{approx}</small> : null;
}
