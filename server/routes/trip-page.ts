/**
 * The traveller's trip page, by private link: `GET /trips/{token}` (and under a language's prefix)
 * answers the page rendered on the server from the trip as the link shows it (the API's own
 * reading, `GET /api/trip-links/{token}`). The page is one traveller's: `noindex`, never kept by
 * any cache (`private, no-store`; the service worker keeps it only when the traveller chooses
 * "Keep this trip on this phone"). Its language is the address's; an address without a prefix
 * shows the trip's own language (a redirect to its prefix). A link that opens nothing (unknown or
 * revoked) is the page saying so, with the API's status.
 */
import type { Context, MiddlewareHandler } from "hono";
import { LANGUAGE_PREFIXES, splitLanguagePath } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import type { TravellerTrip } from "../../contract/trips/model.ts";
import { TRIP_PAGE_PATH, type TripPageState } from "../../contract/trips/page.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { appErrorAnswer } from "../http/errors.ts";
import { tripPageDocument } from "../pages/proposal-page.ts";

/** One traveller's document: no shared or private cache keeps it, no search engine lists it. */
const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/** The trip as the link `token` shows it; throws the API's AppError for a link that opens nothing. */
export type ReadTripLink = (deps: AppDeps, token: string) => Promise<TravellerTrip>;

function tripPage(address: string): { token: string; lang: SiteLanguage; prefixed: boolean } | null {
  const { lang, path } = splitLanguagePath(address);
  const match = TRIP_PAGE_PATH.exec(path);
  return match ? { token: match[1], lang, prefixed: path !== address } : null;
}

export function tripPageRoute(read: ReadTripLink): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const page = tripPage(c.req.path);
    if (!page || (c.req.method !== "GET" && c.req.method !== "HEAD")) return await next();
    const { token, lang } = page;
    let trip: TravellerTrip;
    try {
      trip = await read(c.var.deps, token);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { status, body, headers } = appErrorAnswer(error, lang);
      c.res = await answerWith(c, lang, status, { token, missing: body.message }, headers);
      return;
    }
    if (!page.prefixed && trip.language !== DEFAULT_LANGUAGE && LANGUAGE_PREFIXES.includes(`/${trip.language}`)) {
      c.res = new Response(null, { status: 302, headers: { location: `/${trip.language}/trips/${token}`, ...PRIVATE } });
      return;
    }
    c.res = await answerWith(c, lang, 200, { token, trip });
  };
}

async function answerWith(c: Context<AppEnv>, lang: SiteLanguage, status: number, state: TripPageState, headers: Record<string, string> = {}) {
  const html = await tripPageDocument(c.req.path, c.var.deps.config.WEB_DIST, state);
  const page = { ...headers, "content-type": "text/html; charset=UTF-8", ...PRIVATE, "content-language": lang };
  if (html === null) return new Response("The web app is not built yet. Run `deno task build`.", { status: 503, headers: page });
  return new Response(html, { status, headers: page });
}
