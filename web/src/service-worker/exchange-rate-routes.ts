/**
 * The public exchange rates (GET /api/exchange-rates) for offline use: stale-while-revalidate, like
 * the catalogue, so a visitor who shows prices in another currency keeps them offline. The staff's
 * editor asks for the server's current copy (`Cache-Control: no-cache`) and is not served from here.
 */
import type { RouteMatchCallback } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { StaleWhileRevalidate } from "workbox-strategies";

export const RATES_CACHE = "exchange-rates-v1";

export const isExchangeRatesRead: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin && request.method === "GET" && url.pathname === "/api/exchange-rates" &&
  !/no-cache/i.test(request.headers.get("cache-control") ?? "");

export const exchangeRatesHandler = new StaleWhileRevalidate({
  cacheName: RATES_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
