/** The admin screens' texts: a message area. */
import english from "../locales/admin/en.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

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

/** A key of the admin screens' catalogue. */
export type AdminKey = keyof typeof english;

/**
 * What an admin screen says when a request failed: the server's own answer (in the page's
 * language), "Request timed out", else the screen's message `fallback` ("Failed to list files"), in
 * the page's language.
 */
export function useAdminFailure(): (error: unknown, fallback: AdminKey, values?: MessageValues) => string {
  return useAreaFailure<AdminKey>(useAdminT(), "common.timedOut");
}
