/**
 * The notifications switch's own texts (PushToggle: turning on and off, blocked, unsupported): a
 * message area, downloaded with the screens that offer notifications (the chat window, a member's
 * settings, a thread's page, the admin dashboard), which word their offers in their own areas.
 */
import english from "@locales/en/push-switch.json";
import { messageArea } from "../message-area.ts";

export const pushMessages = messageArea(english, {
  ar: () => import("@locales/ar/push-switch.json"),
  es: () => import("@locales/es/push-switch.json"),
  fr: () => import("@locales/fr/push-switch.json"),
  de: () => import("@locales/de/push-switch.json"),
  it: () => import("@locales/it/push-switch.json"),
  pt: () => import("@locales/pt/push-switch.json"),
});

/** The switch's translation function in the language shown. */
export const usePushT = pushMessages.useT;
