/** Staff's save of exchange rates. Callers check permissions and validate the input first. */
import type { z } from "zod";
import type { exchangeRatesInput } from "../../contract/exchange-rates.ts";
import type { ExchangeRates } from "../../contract/money.ts";
import { updateExchangeRates } from "../kv/exchange-rates.ts";

export function saveExchangeRates(deps: { kv: Deno.Kv }, input: z.output<typeof exchangeRatesInput>): Promise<ExchangeRates> {
  return updateExchangeRates(deps.kv, input);
}
