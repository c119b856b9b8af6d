/**
 * Exchange rates: `GET /exchange-rates` is public and cacheable (mounted on /api ahead of the
 * middleware, like the catalogue reads): it carries the rates' version as its ETag, answers 304 to
 * a request that already has that version, and may be kept for five minutes. `PUT /exchange-rates`
 * is for administrators.
 */
import { Hono } from "hono";
import { exchangeRatesInput } from "../../contract/exchange-rates.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { notFoundResponse } from "../http/catalogue-answers.ts";
import type { AppEnv } from "../http/context.ts";
import { API_HEADERS } from "../http/security.ts";
import { readJson } from "../http/validate.ts";
import { auditOf } from "../http/caller.ts";
import { requestIdOf } from "../http/request-log.ts";
import { getExchangeRates, NO_RATES_MESSAGE } from "../kv/exchange-rates.ts";
import { saveExchangeRates } from "../services/exchange-rates.ts";

/** How long a browser or proxy may reuse the rates without asking again. */
export const RATES_MAX_AGE_SECONDS = 300;

export function exchangeRateReadRoutes(kv: Deno.Kv): Hono {
  const app = new Hono();
  app.get("/exchange-rates", async (c) => {
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
exchangeRateWriteRoutes.put("/exchange-rates", requireAdmin, async (c) => {
  const input = await readJson(c, exchangeRatesInput);
  return c.json({ data: await saveExchangeRates(c.var.deps, input, auditOf(c)) });
});
