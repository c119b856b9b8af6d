/** The reports dashboard's texts (/admin/reports): a message area. */
import english from "@locales/en/reports.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const reportsMessages = messageArea(english, {
  ar: () => import("@locales/ar/reports.json"),
  es: () => import("@locales/es/reports.json"),
  fr: () => import("@locales/fr/reports.json"),
  de: () => import("@locales/de/reports.json"),
  it: () => import("@locales/it/reports.json"),
  pt: () => import("@locales/pt/reports.json"),
});

export const useReportsT = reportsMessages.useT;

export type ReportsKey = keyof typeof english;

/** What the reports say when a request failed: the server's own answer, "Request timed out", else `fallback`. */
export function useReportsFailure(): (error: unknown, fallback: ReportsKey, values?: MessageValues) => string {
  return useAreaFailure<ReportsKey>(useReportsT(), "reports.timedOut");
}
