/**
 * The traveller's trip page's state (contract/trips/page.ts): given to the server's renderer for
 * the page it renders, and read by the browser from the page's JSON block.
 */
import { TRIP_PAGE_ID, type TripPageState } from "@contract/trips/page.ts";
import { serverPageState } from "../../lib/server-page-state.ts";

const state = serverPageState<TripPageState>(TRIP_PAGE_ID);

/** Renders with `page` as the page's state (the server's renderer). */
export const withServerTripPage = state.withState;

/** The server's state of the page of `token`, if the document holds one. */
export function serverTripPage(token: string): TripPageState | null {
  const page = state.current();
  return page?.token === token ? page : null;
}
