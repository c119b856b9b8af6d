import { useLanguage } from "../i18n/language-context.tsx";
import { useCurrency } from "../lib/currency.ts";
import { formatFromUsd, formatUsd, hasPrice } from "../lib/format.ts";
import { ConvertedBelow, ConvertedPrice } from "./converted-price.tsx";

/**
 * A catalogue price stored in US dollars, shown in the device's currency (`useCurrency`) and the
 * page's language: in US dollars "Approx. $1,250.00" (or "Price on request"), else the converted
 * amount with its rate's day, falling back to US dollars while the rates load or when the currency
 * has no rate.
 */
export function Price({ usd }: { usd: number | null | undefined }) {
  const currency = useCurrency();
  const { lang, t } = useLanguage();
  if (!hasPrice(usd)) return t("price.onRequest");
  const inUsd = t("price.approx", { amount: formatUsd(usd, lang) });
  if (currency === "USD") return inUsd;
  return <ConvertedPrice usd={usd} currency={currency} inUsd={inUsd} />;
}

/**
 * A package's "from" price per person, stored in US dollars: "From USD 4,500 per person" in the
 * page's language (the price we quote), and in another currency chosen on the device its converted
 * amount below as an activity's price shows it ("Approx. EUR 4,153.50, rate of 20 Nov 2026"), once
 * the rates are there.
 */
export function FromPrice({ usd }: { usd: number }) {
  const currency = useCurrency();
  const { lang, t } = useLanguage();
  const from = t("price.from", { amount: formatFromUsd(usd, lang) });
  if (currency === "USD") return from;
  return (
    <>
      {from}
      <ConvertedBelow usd={usd} currency={currency} />
    </>
  );
}
