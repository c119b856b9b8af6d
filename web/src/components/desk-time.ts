/**
 * Dates and times as a signed-in reader sees them: in the page's language, on the clock of their
 * timezone setting (a member's on their pages, a staff member's on the desks; the device's clock
 * for a visitor or without a setting).
 */
import { useCallback } from "react";
import { useLanguage } from "../i18n/language-context.tsx";
import { formatDateTimeIn } from "../lib/format.ts";
import { useTimeZone } from "../lib/time-zone.ts";

export function useDateTime(): (iso: string) => string {
  const { lang } = useLanguage();
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTimeIn(lang, iso, timeZone), [lang, timeZone]);
}

/** The staff desks' dates and times (`useDateTime`). */
export const useDeskDateTime = useDateTime;
