/** GET /api/reports/dashboard: the numbers of one period (admin only; the server checks). */
import type { DashboardReport } from "@contract/reports.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import type { Period } from "../period.ts";

export const dashboardQueryKey = (period: Period) => ["admin", "reports", "dashboard", period.from, period.to];

export function getDashboard(period: Period, signal?: AbortSignal): Promise<DashboardReport> {
  return get<DashboardReport>(`/reports/dashboard?${new URLSearchParams({ from: period.from, to: period.to })}`, { signal });
}

/** The period's report; another period keeps the last one shown (marked as updating) until its own arrives. */
export function useDashboard(period: Period) {
  return useQuery({
    queryKey: dashboardQueryKey(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
