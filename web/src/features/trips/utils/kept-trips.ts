/**
 * "Keep this trip on this phone": the trip as the link last showed it, in the device's database
 * (IndexedDB through Dexie), and its documents and pictures in a Cache Storage cache of its own
 * (kept-cache.ts), so the page opens offline with everything. Nothing of a trip is stored unless
 * the traveller chose to keep it; "Remove from this phone" clears both, and so does a link the
 * server no longer knows (revoked) the next time the page reads it online.
 */
import type { TravellerTrip } from "@contract/trips/model.ts";
import { languagePath } from "@contract/language-paths.ts";
import { Dexie, type EntityTable } from "dexie";
import { KEPT_PAGE, keptTripCache } from "./kept-cache.ts";
import { KEPT_FLAG } from "./kept-flag.ts";

/** The home page's flag (kept-flag.ts) follows what is kept. */
function setTripsKept(any: boolean): void {
  try {
    if (any) localStorage.setItem(KEPT_FLAG, "1");
    else localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Storage off: the home page does not offer kept trips; their links still open them.
  }
}

export type KeptTrip = {
  tripId: string;
  /** The link it was kept from (the page's address and the documents' links carry it). */
  token: string;
  trip: TravellerTrip;
  /** When this device last read it from the server. */
  updatedAt: string;
  /** What it takes on this device: the trip, its documents and pictures, in bytes. */
  bytes: number;
};

const db = new Dexie("aurum-trips") as Dexie & { trips: EntityTable<KeptTrip, "tripId"> };
db.version(1).stores({ trips: "tripId, token" });

/** The same-origin files the kept trip holds: its documents, then its pictures. */
export function keptFiles(trip: TravellerTrip, origin: string): string[] {
  const pictures = [...trip.stay, ...trip.days.flatMap((day) => day.items)]
    .map((item) => item.image)
    .filter((src): src is string => typeof src === "string" && src !== "")
    .map((src) => new URL(src, origin))
    .filter((url) => url.origin === origin)
    .map((url) => url.href);
  return [...new Set([...trip.documents.map((doc) => new URL(doc.url, origin).href), ...pictures])];
}

async function sizeOf(response: Response): Promise<number> {
  return (await response.clone().blob()).size;
}

/**
 * Keeps (or brings up to date) `trip` read through `token`: files it no longer has leave the cache,
 * files not yet saved are fetched (a document already saved is not downloaded again, so each
 * download staff count is the traveller's own). Answers the kept record; throws when a file could
 * not be fetched (nothing half-kept is recorded as kept then: the page says so and offers again).
 */
export async function keepTrip(token: string, trip: TravellerTrip, origin = location.origin): Promise<KeptTrip> {
  const cache = await caches.open(keptTripCache(trip.id));
  const wanted = keptFiles(trip, origin);
  const page = new URL(KEPT_PAGE, origin).href;
  for (const request of await cache.keys()) {
    if (!wanted.includes(request.url) && request.url !== page) await cache.delete(request);
  }
  // The page the installed app opens offline (service worker: trip-routes.ts), in the trip's language.
  await cache.put(page, new Response(languagePath(trip.language, `/trips/${token}`)));
  let bytes = new Blob([JSON.stringify(trip)]).size;
  for (const url of wanted) {
    let response = await cache.match(url);
    if (!response) {
      const fetched = await fetch(url, { cache: "no-store", credentials: "same-origin" });
      if (!fetched.ok) throw new Error(`${url} answered ${fetched.status}`);
      await cache.put(url, fetched.clone());
      response = fetched;
    }
    bytes += await sizeOf(response);
  }
  const kept: KeptTrip = { tripId: trip.id, token, trip, updatedAt: new Date().toISOString(), bytes };
  await db.trips.put(kept);
  setTripsKept(true);
  return kept;
}

/** The trip kept from `token`, if this device keeps it. */
export async function keptTripOf(token: string): Promise<KeptTrip | undefined> {
  try {
    return await db.trips.where("token").equals(token).first();
  } catch {
    // No IndexedDB (a private window in some browsers): nothing is kept.
    return undefined;
  }
}

/** Every trip this device keeps, the soonest first. */
export async function keptTrips(): Promise<KeptTrip[]> {
  try {
    const all = await db.trips.toArray();
    return all.sort((a, b) => (a.trip.startDate ?? "").localeCompare(b.trip.startDate ?? ""));
  } catch {
    return [];
  }
}

/** "Remove from this phone" (or a revoked link): the trip, its documents and pictures leave the device. */
export async function removeKeptTrip(tripId: string): Promise<void> {
  await caches.delete(keptTripCache(tripId));
  await db.trips.delete(tripId);
  setTripsKept(await db.trips.count() > 0);
}
