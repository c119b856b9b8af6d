/**
 * What the traveller's trip page (`/trips/{token}`, `/{lang}/trips/{token}`) and the server that
 * renders it agree on: the trip as the link shows it, in the page as a JSON block the app starts
 * from. No zod here: the page's first load imports it.
 */
import type { TravellerTrip } from "./model.ts";

/** The id of the JSON block holding the page's state. */
export const TRIP_PAGE_ID = "trip-page";

/** The private token's shape in a page address (THREAD_TOKEN_PATTERN's). */
export const TRIP_PAGE_PATH = /^\/trips\/([A-Za-z0-9_-]{1,128})\/?$/;

export type TripPageState = {
  token: string;
  /** Absent when the link opens nothing (`missing` then says why, in the page's language). */
  trip?: TravellerTrip;
  missing?: string;
};
