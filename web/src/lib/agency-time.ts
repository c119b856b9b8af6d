/**
 * Staff times: every staff screen (the desks, chats, History, Activity, "Publish on", users) writes
 * a time on the agency's clock with the zone named ("28 Nov 2026, 09:37 GST"), whatever the device's
 * clock or the staff member's own timezone setting. The zone is the server's AGENCY_TIMEZONE, read
 * once from `GET /api/agency` (the screen suspends until it is known); never written here.
 */
import { type AgencyInfo, zoneAbbreviation } from "@contract/agency-time.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { get } from "./api-client.ts";
import { formatTime, type TimeStyle } from "./format.ts";

/** The agency's settings, read once per page load. */
export const agencyQueryOptions = {
  queryKey: ["agency"],
  queryFn: ({ signal }: { signal: AbortSignal }) => get<AgencyInfo>("/agency", { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
} as const;

/** The agency's time zone (IANA), e.g. "Asia/Dubai". */
export function useAgencyZone(): string {
  return useSuspenseQuery(agencyQueryOptions).data.timeZone;
}

/** Asks for the agency's zone ahead of the staff screens (when `enabled`), so they seldom wait for it. */
export function usePrefetchAgencyZone(enabled: boolean): void {
  useQuery({ ...agencyQueryOptions, enabled });
}

/**
 * `iso` in `style` on `zone`'s clock in the page's language `lang`, the zone named after it:
 * "28 Nov 2026, 09:37 GST", "09:37 GST"; the text as it is if it is no date.
 */
export function formatStaffTime(iso: string, zone: string, lang: SiteLanguage, style: TimeStyle = "dateTime"): string {
  const text = formatTime(iso, style, zone, lang);
  return Number.isNaN(Date.parse(iso)) ? text : `${text} ${zoneAbbreviation(zone, iso)}`;
}
