/**
 * Exchange rates: `GET /exchange-rates` is public and cacheable (mounted on /api ahead of the
 * middleware, like the catalogue reads): it carries the rates' version as its ETag, answers 304 to
 * a request that already has that version, and may be kept for five minutes. `PUT /exchange-rates`
 * is for administrators.
 */
import { Hono } from "hono";
import { z } from "zod";
import { exchangeRatesInput } from "../../contract/exchange-rates.ts";
import { BASE_CURRENCY, RATE_CURRENCIES } from "../../contract/money.ts";
import { notFoundResponse } from "../http/catalogue-answers.ts";
import type { AppEnv } from "../http/context.ts";
import { API_HEADERS } from "../http/security.ts";
import { auditOf } from "../http/caller.ts";
import { requestIdOf } from "../http/request-log.ts";
import { getExchangeRates, NO_RATES_MESSAGE } from "../kv/exchange-rates.ts";
import { declareOn } from "../openapi/registry.ts";
import { saveExchangeRates } from "../services/exchange-rates.ts";

/** How long a browser or proxy may reuse the rates without asking again. */
export const RATES_MAX_AGE_SECONDS = 300;

const rates = z.object({
  base: z.literal(BASE_CURRENCY),
  rates: z.record(z.enum(RATE_CURRENCIES), z.object({ rate: z.number(), date: z.string() })),
  version: z.string(),
});

const tag = "Exchange rates";

export function exchangeRateReadRoutes(kv: Deno.Kv): Hono {
  const app = new Hono();
  declareOn(app, "/api")({
    route: "GET /api/exchange-rates",
    summary: "Read the exchange rates",
    description: "Units of each currency per US dollar, each with its date. Cacheable for five minutes; " +
      "the ETag is the rates' version and `If-None-Match` with it answers 304.",
    tag,
    operationId: "getExchangeRates",
    access: "public",
    answer: { description: "The rates.", schema: rates },
    errors: ["not_found"],
  }, async (c) => {
    const rates = await getExchangeRates(kv);
    if (!rates) return notFoundResponse(NO_RATES_MESSAGE, requestIdOf(c));
    const etag = `"${rates.version}"`;
    const headers: [string, string][] = [
      ...API_HEADERS,
      ["cache-control", `public, max-age=${RATES_MAX_AGE_SECONDS}`],
      ["etag", etag],
    ];
    const known = c.req.header("if-none-match")?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(etag) || known?.includes("*")) return new Response(null, { status: 304, headers });
    headers.push(["content-type", "application/json; charset=UTF-8"]);
    return new Response(JSON.stringify({ data: rates }), { headers });
  });
  return app;
}

/** The administrators' save, mounted on /api after the middleware (authentication, body limits). */
export const exchangeRateWriteRoutes = new Hono<AppEnv>();
declareOn(exchangeRateWriteRoutes, "/api")({
  route: "PUT /api/exchange-rates",
  summary: "Set exchange rates",
  description: "Some or all currencies; the others keep their rate. A `version` that is no longer the stored one is refused with 409.",
  tag,
  operationId: "setExchangeRates",
  access: "admin",
  body: exchangeRatesInput,
  answer: { description: "The stored rates.", schema: rates },
  errors: ["conflict"],
}, async (c, { body }) => {
  const input = await body();
  return c.json({ data: await saveExchangeRates(c.var.deps, input, auditOf(c)) });
});
