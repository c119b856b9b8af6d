/** The exchange-rate routes in the API document: the public read and the administrators' write. */
import { z } from "zod";
import { exchangeRatesInput } from "../../contract/exchange-rates.ts";
import { BASE_CURRENCY, RATE_CURRENCIES } from "../../contract/money.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

const rates = z.object({
  base: z.literal(BASE_CURRENCY),
  rates: z.record(z.enum(RATE_CURRENCIES), z.object({ rate: z.number(), date: z.string() })),
  version: z.string(),
});

const tag = "Exchange rates";

export const exchangeRateDocs: RouteDoc[] = [
  {
    route: "GET /api/exchange-rates",
    summary: "Read the exchange rates",
    description: "Units of each currency per US dollar, each with its date. Cacheable for five minutes; " +
      "the ETag is the rates' version and `If-None-Match` with it answers 304.",
    tag,
    operationId: "getExchangeRates",
    access: "public",
    answer: { description: "The rates.", schema: rates },
    errors: ["not_found"],
  },
  {
    route: "PUT /api/exchange-rates",
    summary: "Set exchange rates",
    description: "Some or all currencies; the others keep their rate. A `version` that is no longer the stored one is refused with 409.",
    tag,
    operationId: "setExchangeRates",
    access: "admin",
    body: exchangeRatesInput,
    answer: { description: "The stored rates.", schema: rates },
    errors: ["conflict"],
  },
];
