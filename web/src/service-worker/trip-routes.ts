/// <reference lib="webworker" />
/**
 * How the service worker treats a traveller's trip (issue #31): nothing of it is cached on the way.
 * Its page (`/trips/{token}`, `/{lang}/trips/{token}`) and its API (`/api/trip-links/...`: the trip,
 * its documents) go to the network. Only when the network fails are they answered from what the
 * traveller chose to keep ("Keep this trip on this phone", features/trips/utils/kept-trips.ts): the
 * page as the app's shell (which reads the kept trip from the device's database), a document or a
 * picture from the trip's own cache. A trip not kept is simply not there offline. The installed
 * app's start address ("/") opened offline on a phone that keeps a trip opens that trip.
 */
import type { RouteHandlerCallback, RouteMatchCallback } from "workbox-core";
import { matchPrecache } from "workbox-precaching";
import { LANGUAGE_PREFIXES } from "@contract/language-paths.ts";
import { fromKeptTrips, keptTripPage } from "../features/trips/utils/kept-cache.ts";

declare const self: ServiceWorkerGlobalScope;

const prefixes = LANGUAGE_PREFIXES.map((prefix) => prefix.slice(1)).join("|");
const TRIP_PAGE = new RegExp(`^(/(${prefixes}))?/trips/[A-Za-z0-9_-]{1,128}/?$`);

export const isTripPage: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin && request.mode === "navigate" && TRIP_PAGE.test(url.pathname);

export const isTripApi: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/trip-links/");

/** The server's page; offline, the app's shell, which shows the kept copy (or says it is not kept). */
export const tripPageHandler: RouteHandlerCallback = async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache("/index.html");
    if (shell) return shell;
    throw error;
  }
};

/** The network's answer; offline, a document the traveller kept (the trip itself is in the device's database). */
export const tripApiHandler: RouteHandlerCallback = async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await fromKeptTrips(request.url);
    if (kept) return kept;
    throw error;
  }
};

/** A picture of a trip kept on this phone, if it is one (online or not: it does not change). */
export async function keptPicture(request: Request): Promise<Response | undefined> {
  return await fromKeptTrips(request.url);
}

/** The start address, on a phone that keeps a trip (the home page's shell otherwise, as before). */
export const isStartWithKeptTrip: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin && request.mode === "navigate" && url.pathname === "/";

/** Online the app's shell as every navigation; offline (the network fails) the kept trip's page. */
export function startHandler(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const page = await keptTripPage();
    if (!page) return await shell(options);
    try {
      // A navigation's own request cannot be sent again with other options: the address is.
      await fetch(options.url.href, { method: "HEAD", cache: "no-store" });
      return await shell(options);
    } catch {
      return Response.redirect(new URL(page, self.location.origin).href, 302);
    }
  };
}
