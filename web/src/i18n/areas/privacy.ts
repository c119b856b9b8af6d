/** The privacy screens' texts (a person's export and erasure, the privacy desk): a message area. */
import english from "@locales/en/privacy.json";
import { messageArea } from "../message-area.ts";

export const privacyMessages = messageArea(english, {
  ar: () => import("@locales/ar/privacy.json"),
  es: () => import("@locales/es/privacy.json"),
  fr: () => import("@locales/fr/privacy.json"),
  de: () => import("@locales/de/privacy.json"),
  it: () => import("@locales/it/privacy.json"),
  pt: () => import("@locales/pt/privacy.json"),
});

/** The privacy screens' translation function in the language shown. */
export const usePrivacyT = privacyMessages.useT;
