/**
 * The notifications switch's own texts (PushToggle: turning on and off, blocked, unsupported): a
 * message area, downloaded with the screens that offer notifications (the chat window, a member's
 * settings, a thread's page, the admin dashboard), which word their offers in their own areas.
 */
import english from "../locales/push/en.json";
import { messageArea } from "../message-area.ts";

export const pushMessages = messageArea(english, {
  ar: () => import("../locales/push/ar.json"),
  es: () => import("../locales/push/es.json"),
  fr: () => import("../locales/push/fr.json"),
  de: () => import("../locales/push/de.json"),
  it: () => import("../locales/push/it.json"),
  pt: () => import("../locales/push/pt.json"),
});

/** The switch's translation function in the language shown. */
export const usePushT = pushMessages.useT;
