/** The admin screens' texts: a message area. */
import english from "../locales/admin/en.json";
import { messageArea } from "../message-area.ts";

export const adminMessages = messageArea(english, {
  ar: () => import("../locales/admin/ar.json"),
  es: () => import("../locales/admin/es.json"),
  fr: () => import("../locales/admin/fr.json"),
  de: () => import("../locales/admin/de.json"),
  it: () => import("../locales/admin/it.json"),
  pt: () => import("../locales/admin/pt.json"),
});

/** The admin screens' translation function in the language shown. */
export const useAdminT = adminMessages.useT;
