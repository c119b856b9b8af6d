/** Staff's save of exchange rates. Callers check permissions and validate the input first. */
import type { z } from "zod";
import type { exchangeRatesInput } from "../../contract/exchange-rates.ts";
import type { ExchangeRates } from "../../contract/money.ts";
import { updateExchangeRates } from "../kv/exchange-rates.ts";
import type { AuditContext } from "../kv/audit.ts";

export function saveExchangeRates(
  deps: { kv: Deno.Kv },
  input: z.output<typeof exchangeRatesInput>,
  audit?: AuditContext,
): Promise<ExchangeRates> {
  return updateExchangeRates(deps.kv, input, audit);
}
