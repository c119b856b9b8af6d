/**
 * Staff times: every staff screen (the desks, chats, History, Activity, "Publish on", users) writes
 * a time on the agency's clock with the zone named ("28 Nov 2026, 09:37 GST"), whatever the device's
 * clock or the staff member's own timezone setting. The zone is the server's AGENCY_TIMEZONE, read
 * once from `GET /api/agency` (`agency-zone.ts`; the screen suspends until it is known); never
 * written here.
 */
import { zoneAbbreviation } from "@contract/agency-time.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import { formatTime, type TimeStyle } from "./format.ts";

/**
 * `iso` in `style` on `zone`'s clock in the page's language `lang`, the zone named after it:
 * "28 Nov 2026, 09:37 GST", "09:37 GST"; the text as it is if it is no date.
 */
export function formatStaffTime(iso: string, zone: string, lang: SiteLanguage, style: TimeStyle = "dateTime"): string {
  const text = formatTime(iso, style, zone, lang);
  return Number.isNaN(Date.parse(iso)) ? text : `${text} ${zoneAbbreviation(zone, iso)}`;
}
