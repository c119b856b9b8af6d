/**
 * A trip's calendar by its private link: `GET /trips/{token}.ics` (and under a language's prefix,
 * `/{lang}/trips/{token}.ics`), the address a calendar subscribes to. Without a prefix the texts
 * are in the traveller's language. Any of the trip's links opens it (a co-traveller's too); an
 * unknown or revoked link is 404, so a revoked subscription stops at its next refresh. Never kept
 * by a cache (`private, no-store`), never listed (`noindex`).
 */
import type { MiddlewareHandler } from "hono";
import { splitLanguagePath } from "../../contract/language-paths.ts";
import { TRIP_CALENDAR_PATH } from "../../contract/trips/documents.ts";
import { AppError } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { appErrorAnswer } from "../http/errors.ts";
import { tripForDocuments } from "../kv/trip-documents.ts";
import { tripLinkOfToken } from "../kv/trip-links.ts";

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

export function tripCalendarRoute(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    const { lang, path } = splitLanguagePath(c.req.path);
    const match = TRIP_CALENDAR_PATH.exec(path);
    if (!match) return await next();
    const token = match[1];
    const prefixed = path !== c.req.path;
    try {
      const link = await tripLinkOfToken(c.var.deps.kv, token);
      const trip = (await tripForDocuments(c.var.deps.kv, link.tripId)).value;
      const shown = prefixed ? lang : trip.traveller.language;
      // ical-generator and the zones' rules are loaded by the first calendar, not at start.
      const { tripCalendar } = await import("../services/trip-calendar.ts");
      const body = tripCalendar(trip, { lang: shown, siteUrl: c.var.deps.siteUrl, token });
      c.res = new Response(body, {
        headers: {
          ...PRIVATE,
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": `inline; filename="trip.ics"`,
          "content-language": shown,
        },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { status, body, headers } = appErrorAnswer(error, lang);
      c.res = new Response(body.message, { status, headers: { ...headers, ...PRIVATE, "content-type": "text/plain; charset=UTF-8" } });
    }
  };
}
