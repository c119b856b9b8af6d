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
 * "Approx. EUR 1,153.75, rate of 20 Nov 2026" (in the page's language, its amounts and the rate's
 * day written the language's way), with the US dollar amount (the price we quote) beside it in small type; without
 * a rate for the currency, the US dollar price alone.
 */
export function ConvertedPrice({ usd, currency, inUsd }: ConvertedPriceProps) {
  const rate = useExchangeRates().data?.rates[currency];
  const { lang, t } = useLanguage();
  if (!rate) return inUsd;
  const locale = intlLocale(lang);
  return (
    <>
      {t("price.approxRate", { amount: formatConverted(usd, currency, rate.rate, locale), date: formatCalendarDay(rate.date, lang) })}
      <small className="price__base">{formatConverted(usd, "USD", 1, locale)}</small>
    </>
  );
}
