import { useCurrency } from "../lib/currency.ts";
import { formatActivityPrice } from "../lib/format.ts";
import { ConvertedPrice } from "./converted-price.tsx";


/**
 * A catalogue price stored in US dollars, shown in the device's currency (`useCurrency`): in US
 * dollars "Approx. $1,250.00" (or "Price on request"), else the converted amount with its rate's
 * day, falling back to US dollars while the rates load or when the currency has no rate.
 */
export function Price({ usd }: { usd: number | null | undefined }) {
  const currency = useCurrency();
  const inUsd = formatActivityPrice(usd);
  if (currency === "USD" || typeof usd !== "number" || !Number.isFinite(usd)) return inUsd;
  return (
<ConvertedPrice usd={usd} currency={currency} inUsd={inUsd} />
  );
}
