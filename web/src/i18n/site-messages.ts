/**
 * The site messages: every text of the public pages (the first screen of any visit).
 * Each language, English too, is its own chunk, loaded only when a page in it is shown (the server's
 * HTML announces the page's one), so a first visit downloads one language's: each language holds
 * every message (i18n/site-messages.test.ts). Screens that are not public (member, admin, the desks,
 * the chat window), and public screens that few visits show (the contact page, the not-found and
 * offline not-saved screens), keep their texts in message areas of their own (`message-area.ts`),
 * downloaded with those screens.
 */
import type { SiteLanguage } from "@contract/languages.ts";
import { type Messages, messagesOf, messageSet, type MessageValues } from "./message-set.ts";

/** The key of every message: the English messages' keys (each other language has the same). */
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

/** The messages of `lang`: these compiled ones (the language banner's own few). */
export { messagesOf };

/** The language's messages when they are loaded. */
export const loadedSiteMessages = (lang: SiteLanguage): Messages | undefined => site.loaded(lang);

/** Loads the language's messages (once). */
export const loadSiteMessages = (lang: SiteLanguage): Promise<Messages> => site.load(lang);

/** The message `id` with its ICU arguments filled in; English when the language lacks it and English is loaded. */
export const translate = (i18n: Messages, id: MessageId, values?: MessageValues): string => site.translate(i18n, id, values);
