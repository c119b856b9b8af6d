/** Plausible demo exchange rates (units per US dollar, late November 2026), stored once when none are. */
import type { ExchangeRate, RateCurrency } from "../../contract/money.ts";
import { seedExchangeRates } from "../kv/exchange-rates.ts";

const DATE = "2026-11-20";

export const DEMO_RATES: Record<RateCurrency, ExchangeRate> = {
  EUR: { rate: 0.9412, date: DATE },
  GBP: { rate: 0.7893, date: DATE },
  JPY: { rate: 154.32, date: DATE },
  CAD: { rate: 1.3968, date: DATE },
  AUD: { rate: 1.5381, date: DATE },
  AED: { rate: 3.6725, date: DATE },
};

/** Returns true when it stored the demo rates. */
export function seedDemoExchangeRates(kv: Deno.Kv): Promise<boolean> {
  return seedExchangeRates(kv, DEMO_RATES);
}
