/**
 * Dates and times as a signed-in reader sees them, in the page's language: a member's on the clock
 * of their timezone setting (the device's for a visitor or without a setting); staff's on the
 * agency's clock with the zone named (`formatStaffTime`, lib/agency-time.ts).
 */
import { useCallback } from "react";
import { useLanguage } from "../i18n/language-context.tsx";
import { formatStaffTime } from "../lib/agency-time.ts";
import { useAgencyZone } from "../lib/agency-zone.ts";
import { formatDateTimeIn, type TimeStyle } from "../lib/format.ts";
import { useTimeZone } from "../lib/time-zone.ts";

export function useDateTime(): (iso: string) => string {
  const { lang } = useLanguage();
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTimeIn(lang, iso, timeZone), [lang, timeZone]);
}

/**
 * The staff screens' dates and times ("28 Nov 2026, 09:37 GST"; `style` "clock" for "09:37 GST"):
 * on the agency's clock, named, whatever the device's clock or the staff member's setting says.
 * Suspends until the agency's zone is known.
 */
export function useDeskDateTime(): (iso: string, style?: TimeStyle) => string {
  const { lang } = useLanguage();
  const zone = useAgencyZone();
  return useCallback((iso: string, style?: TimeStyle) => formatStaffTime(iso, zone, lang, style), [lang, zone]);
}
