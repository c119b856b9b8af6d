import { useLanguage } from "../i18n/language-context.tsx";
import { useCurrency } from "../lib/currency.ts";
import { formatUsd, hasPrice } from "../lib/format.ts";
import { ConvertedPrice } from "./converted-price.tsx";

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
