/**
 * The site's message catalogues: every text of the public pages (the first screen of any visit).
 * Each language, English too, is its own chunk, loaded only when a page in it is shown (the server's
 * HTML announces the page's one), so a first visit downloads one catalogue: every catalogue holds
 * every message (i18n/catalogues.test.ts). Screens that are not public (member, admin, the desks,
 * the chat window) keep their texts in message areas of their own (`message-area.ts`), downloaded
 * with those screens.
 */
import type { SiteLanguage } from "@contract/languages.ts";
import { type Catalogue, catalogueInstance, messageSet, type MessageValues } from "./message-set.ts";

/** The key of every message: the English catalogue's keys (each other catalogue has the same). */
export type MessageId = keyof typeof import("@locales/en/site.json");
export type { MessageValues };

const site = messageSet(() => import("@locales/en/site.json"), {
  ar: () => import("@locales/ar/site.json"),
  es: () => import("@locales/es/site.json"),
  fr: () => import("@locales/fr/site.json"),
  de: () => import("@locales/de/site.json"),
  it: () => import("@locales/it/site.json"),
  pt: () => import("@locales/pt/site.json"),
});

/** A catalogue of `lang` with these compiled messages (the language banner's own few). */
export const instance = catalogueInstance;

/** The language's catalogue when it is loaded. */
export const loadedCatalogue = (lang: SiteLanguage): Catalogue | undefined => site.loaded(lang);

/** Loads the language's catalogue (once). */
export const loadCatalogue = (lang: SiteLanguage): Promise<Catalogue> => site.load(lang);

/** The message `id` in the catalogue, with its ICU arguments filled in; English when the catalogue lacks it and English is loaded. */
export const translate = (i18n: Catalogue, id: MessageId, values?: MessageValues): string => site.translate(i18n, id, values);
