/**
 * Where a trip kept on this phone ("Keep this trip on this phone") holds its documents and
 * pictures: one Cache Storage cache per trip, named here so the service worker (which answers from
 * them offline) and the page (which fills and clears them) agree. No React, no Dexie: the service
 * worker imports it.
 */
export const KEPT_TRIP_CACHE_PREFIX = "kept-trip-";

export const keptTripCache = (tripId: string) => `${KEPT_TRIP_CACHE_PREFIX}${tripId}`;

/** Where a kept trip's cache holds the address of its page (the installed app opens it offline). */
export const KEPT_PAGE = "/kept-trip-page";

/** The page of the trip kept last on this phone, if any. */
export async function keptTripPage(): Promise<string | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(KEPT_TRIP_CACHE_PREFIX));
  for (const name of names.reverse()) {
    const page = await (await caches.open(name)).match(KEPT_PAGE);
    if (page) return await page.text();
  }
  return undefined;
}

/** A saved answer for `request` in any kept trip's cache (offline), or undefined. */
export async function fromKeptTrips(request: Request | string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KEPT_TRIP_CACHE_PREFIX)) continue;
    const kept = await (await caches.open(name)).match(request, { ignoreVary: true, ignoreSearch: false });
    if (kept) return kept;
  }
  return undefined;
}
