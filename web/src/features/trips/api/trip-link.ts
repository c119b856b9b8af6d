/** The traveller's trip link's API (GET /api/trip-links/{token}, server/routes/trip-links.ts). */
import type { TravellerTrip } from "@contract/trips/model.ts";
import { del, get, post } from "../../../lib/api-client.ts";

export const tripLinkPath = (token: string) => `/trip-links/${encodeURIComponent(token)}`;

/** The trip as the link shows it, always the server's current copy (never an HTTP cache's). */
export const readTripLink = (token: string) => get<TravellerTrip>(tripLinkPath(token), { headers: { "cache-control": "no-cache" } });

/** A new read-only link for co-travellers (its token and page address), or every such link revoked. */
export const createCoTravellerLink = (token: string) => post<{ token: string; url: string }>(`${tripLinkPath(token)}/co-traveller`);
export const revokeCoTravellerLink = (token: string) => del<unknown>(`${tripLinkPath(token)}/co-traveller`);
