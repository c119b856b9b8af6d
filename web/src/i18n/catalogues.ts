/**
 * The site's message catalogues: every text of the public pages (the first screen of any visit).
 * English is part of the first download (unprefixed pages are English and it is the fallback of a
 * missing message); every other language is its own chunk, loaded only when a page in it is shown.
 * Screens that are not public (member, admin, the chat window) keep their texts in message areas of
 * their own (`message-area.ts`), downloaded with those screens.
 */
import type { SiteLanguage } from "@contract/languages.ts";
import type { I18n } from "@lingui/core";
import english from "./locales/en.json";
import { messageSet, type MessageValues } from "./message-set.ts";

/** The key of every message: the English catalogue's keys (each other catalogue has the same). */
export type MessageId = keyof typeof english;
export type { MessageValues };

const site = messageSet(english, {
  ar: () => import("./locales/ar.json"),
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  de: () => import("./locales/de.json"),
  it: () => import("./locales/it.json"),
  pt: () => import("./locales/pt.json"),
});

/** The language's catalogue when it is loaded (English always is). */
export const loadedCatalogue = (lang: SiteLanguage): I18n | undefined => site.loaded(lang);

/** Loads the language's catalogue (once); English is there already. */
export const loadCatalogue = (lang: SiteLanguage): Promise<I18n> => site.load(lang);

/** The message `id` in the catalogue, with its ICU arguments filled in; English when the catalogue lacks it. */
export const translate = (i18n: I18n, id: MessageId, values?: MessageValues): string => site.translate(i18n, id, values);
