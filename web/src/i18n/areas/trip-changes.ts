/**
 * The sentences of a trip's changes ("Your transfer on 12 March now leaves at 10:30."), the same the
 * traveller's email and push say (locales/{lang}/trip-changes.json, contract/trips/changes.ts):
 * loaded with the trip page.
 */
import { messageArea } from "../message-area.ts";

export const tripChangeMessages = messageArea(() => import("@locales/en/trip-changes.json"), {
  ar: () => import("@locales/ar/trip-changes.json"),
  es: () => import("@locales/es/trip-changes.json"),
  fr: () => import("@locales/fr/trip-changes.json"),
  de: () => import("@locales/de/trip-changes.json"),
  it: () => import("@locales/it/trip-changes.json"),
  pt: () => import("@locales/pt/trip-changes.json"),
});

export const useTripChangeT = tripChangeMessages.useT;
