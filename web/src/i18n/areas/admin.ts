/** The admin screens' texts: a message area. */
import english from "@locales/en/admin.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const adminMessages = messageArea(english, {
  ar: () => import("@locales/ar/admin.json"),
  es: () => import("@locales/es/admin.json"),
  fr: () => import("@locales/fr/admin.json"),
  de: () => import("@locales/de/admin.json"),
  it: () => import("@locales/it/admin.json"),
  pt: () => import("@locales/pt/admin.json"),
});

/** The admin screens' translation function in the language shown. */
export const useAdminT = adminMessages.useT;

/** A key of the admin screens' messages. */
export type AdminKey = keyof typeof english;

/**
 * What an admin screen says when a request failed: the server's own answer (in the page's
 * language), "Request timed out", else the screen's message `fallback` ("Failed to list files"), in
 * the page's language.
 */
export function useAdminFailure(): (error: unknown, fallback: AdminKey, values?: MessageValues) => string {
  return useAreaFailure<AdminKey>(useAdminT(), "common.timedOut");
}
