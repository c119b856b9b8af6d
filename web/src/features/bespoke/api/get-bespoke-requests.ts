import type { BespokeDeskItem } from "@contract/bespoke.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { DESK_FEED, getDeskList } from "../../../lib/desk-feed.ts";

export const BESPOKE_QUERY_KEY = ["bespoke", "list"] as const;

/**
 * GET /api/bespoke: every request for administrators (with the member's phone and the assignee), a
 * member's own otherwise (without either); newest first. The staff list comes with its version: the
 * same array while unchanged.
 */
export function getBespokeRequests(signal?: AbortSignal): Promise<BespokeDeskItem[]> {
  return getDeskList<BespokeDeskItem[]>("/bespoke", signal);
}

export const bespokeRequestsQueryOptions = () =>
  queryOptions({
    queryKey: BESPOKE_QUERY_KEY,
    queryFn: ({ signal }) => getBespokeRequests(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** `desk`: the staff desk, which hears of changes through its event stream and reads again now and then as a fallback. */
export function useBespokeRequests(options: { desk?: boolean } = {}) {
  return useQuery({ ...bespokeRequestsQueryOptions(), ...(options.desk ? { refetchInterval: DESK_FEED.fallbackRefreshMs } : {}) });
}
