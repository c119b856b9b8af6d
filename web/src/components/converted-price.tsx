import { approxPriceText, formatConverted, type RateCurrency } from "@contract/money.ts";
import { INTERFACE_LANGUAGE } from "../lib/api-client.ts";
import { useExchangeRates } from "../lib/exchange-rates.ts";

interface ConvertedPriceProps {
  usd: number;
  currency: RateCurrency;
  /** The price as shown in US dollars: shown instead while the rates load, or when there is no rate. */
  inUsd: string;
}

/**
 * "Approx. EUR 1,153.75, rate of 2026-11-20", with the US dollar amount (the price we quote)
 * beside it in small type; without a rate for the currency, the US dollar price alone.
 */
export function ConvertedPrice({ usd, currency, inUsd }: ConvertedPriceProps) {
  const rate = useExchangeRates().data?.rates[currency];
  if (!rate) return inUsd;
  return (
    <>
      {approxPriceText(formatConverted(usd, currency, rate.rate, INTERFACE_LANGUAGE), rate.date)}
      <small className="price__base">{formatConverted(usd, "USD", 1, INTERFACE_LANGUAGE)}</small>
    </>
  );
}
