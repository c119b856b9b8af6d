/**
 * The traveller's trip page's texts (and the home page's "Your trips on this phone"): a message
 * area loaded with the page (the server's renderer loads it before rendering the page).
 */
import { messageArea } from "../message-area.ts";

export const tripMessages = messageArea(() => import("@locales/en/trip.json"), {
  ar: () => import("@locales/ar/trip.json"),
  es: () => import("@locales/es/trip.json"),
  fr: () => import("@locales/fr/trip.json"),
  de: () => import("@locales/de/trip.json"),
  it: () => import("@locales/it/trip.json"),
  pt: () => import("@locales/pt/trip.json"),
});

export const useTripT = tripMessages.useT;
