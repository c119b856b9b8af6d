/**
 * The staff desks' dates and times: in the page's language, on the clock of the staff member's
 * timezone setting (the device's clock when they have none).
 */
import { useCallback } from "react";
import { useLanguage } from "../i18n/language-context.tsx";
import { formatDateTimeIn } from "../lib/format.ts";
import { useTimeZone } from "../lib/time-zone.ts";

export function useDeskDateTime(): (iso: string) => string {
  const { lang } = useLanguage();
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTimeIn(lang, iso, timeZone), [lang, timeZone]);
}
