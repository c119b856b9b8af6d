/**
 * The texts of the screens that say a page cannot be shown: an address that is no page
 * (`app/routes/not-found.tsx`), and offline, a catalogue page this device has not saved, or not in
 * this language (`features/catalogue/components/not-saved-offline.tsx`). A message area: both
 * screens' code is loaded only when they are shown, and their texts with it, not in the site
 * messages every first visit downloads. English too is a chunk of its own. Offline, these chunks are
 * in the service worker's precache like all the app's code.
 */
import { messageArea } from "../message-area.ts";

export const unavailableMessages = messageArea(() => import("@locales/en/unavailable.json"), {
  ar: () => import("@locales/ar/unavailable.json"),
  es: () => import("@locales/es/unavailable.json"),
  fr: () => import("@locales/fr/unavailable.json"),
  de: () => import("@locales/de/unavailable.json"),
  it: () => import("@locales/it/unavailable.json"),
  pt: () => import("@locales/pt/unavailable.json"),
});

/** The translation function of these screens in the language shown. */
export const useUnavailableT = unavailableMessages.useT;
