/**
 * The agency's time zone, read once per page load from `GET /api/agency` (the server's
 * AGENCY_TIMEZONE). Apart from the formatting (agency-time.ts), so the app's guards can ask for it
 * ahead of the staff screens without bringing date formatting into every first visit.
 */
import type { AgencyInfo } from "@contract/agency.ts";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { get } from "./api-client.ts";

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
