/**
 * Where a trip kept on this phone ("Keep this trip on this phone") holds its documents and
 * pictures: one Cache Storage cache per trip, named here so the service worker (which answers from
 * them offline) and the page (which fills and clears them) agree. No React, no Dexie: the service
 * worker imports it.
 */
export const KEPT_TRIP_CACHE_PREFIX = "kept-trip-";

export const keptTripCache = (tripId: string) => `${KEPT_TRIP_CACHE_PREFIX}${tripId}`;

/** A saved answer for `request` in any kept trip's cache (offline), or undefined. */
export async function fromKeptTrips(request: Request | string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KEPT_TRIP_CACHE_PREFIX)) continue;
    const kept = await (await caches.open(name)).match(request, { ignoreVary: true, ignoreSearch: false });
    if (kept) return kept;
  }
  return undefined;
}
