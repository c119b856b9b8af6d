import type { BespokeDeskItem } from "@contract/bespoke.ts";
import type { BespokeStatus } from "@contract/enums.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import { DESK_FEED, getDeskList } from "../../../lib/desk-feed.ts";
import { getArrayPage, usePagedList } from "../../../lib/paged-list.ts";

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

/** Where the staff desk's pages are cached (under BESPOKE_QUERY_KEY: the desk feed reads them again). */
export const BESPOKE_PAGES_KEY = [...BESPOKE_QUERY_KEY, "pages"] as const;

/** The desk's filters, both applied by the server: the status ("" for all) and the search (member's name or email, idea's title). */
export type BespokeFilters = { status: BespokeStatus | ""; q: string };

/** The staff desk's requests, newest first, a page at a time (`fetchNextPage` reads the next). */
export const useBespokePages = (filters: BespokeFilters) =>
  usePagedList<BespokeDeskItem>([...BESPOKE_PAGES_KEY, filters], (cursor, signal) =>
    getArrayPage<BespokeDeskItem>("/bespoke", { status: filters.status || undefined, q: filters.q.trim() || undefined }, cursor, signal));

/** GET /api/bespoke/{id}: one request (a desk link to one not on the pages read). */
export function useBespokeRequest(id: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...BESPOKE_QUERY_KEY, "one", id],
    queryFn: ({ signal }) => get<BespokeDeskItem>(`/bespoke/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id) && enabled,
    staleTime: 0,
  });
}
