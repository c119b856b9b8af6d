/**
 * The contact page's own texts: a message area, loaded with the page (the server's renderer loads it
 * before rendering; in the browser the page waits for it, keeping the server's HTML meanwhile), not
 * in the site messages every first visit downloads. Its title and description stay site messages:
 * the server writes them into the page's head.
 */
import { messageArea } from "../message-area.ts";

export const contactMessages = messageArea(() => import("@locales/en/contact.json"), {
  ar: () => import("@locales/ar/contact.json"),
  es: () => import("@locales/es/contact.json"),
  fr: () => import("@locales/fr/contact.json"),
  de: () => import("@locales/de/contact.json"),
  it: () => import("@locales/it/contact.json"),
  pt: () => import("@locales/pt/contact.json"),
});

/** The contact page's translation function in the language shown. */
export const useContactT = contactMessages.useT;
