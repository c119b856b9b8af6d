/** The staff's trip screens' texts (the trips board and the trip editor): a message area. */
import english from "@locales/en/trips.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const tripMessages = messageArea(english, {
  ar: () => import("@locales/ar/trips.json"),
  es: () => import("@locales/es/trips.json"),
  fr: () => import("@locales/fr/trips.json"),
  de: () => import("@locales/de/trips.json"),
  it: () => import("@locales/it/trips.json"),
  pt: () => import("@locales/pt/trips.json"),
});

/** The trip screens' translation function in the language shown. */
export const useTripsT = tripMessages.useT;

/** A key of the trip screens' messages. */
export type TripsKey = keyof typeof english;

/** What a trip screen says when a request failed: the server's own answer, "Request timed out", else `fallback`. */
export function useTripsFailure(): (error: unknown, fallback: TripsKey, values?: MessageValues) => string {
  return useAreaFailure<TripsKey>(useTripsT(), "trips.timedOut");
}
