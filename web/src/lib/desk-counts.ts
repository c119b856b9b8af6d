/**
 * A staff desk's counts per status (GET /api/desk/counts?desk=), kept by the server in the commits
 * that write the records: the status buttons of a desk that reads its list a page at a time. Read
 * with the desk's ETag, again when the desk feed says the desk changed (its key is under the desk's).
 */
import { DESK_FEED, getDeskList } from "./desk-feed.ts";
import { type QueryKey, useQuery } from "@tanstack/react-query";

/** `awaiting`: the chats' conversations awaiting our reply. */
export type DeskCounts = { total: number; byStatus: Record<string, number>; awaiting?: number };

export const deskCountsKey = (deskKey: QueryKey) => [...deskKey, "counts"] as const;

export function useDeskCounts(desk: "bespoke" | "chats", deskKey: QueryKey) {
  return useQuery({
    queryKey: deskCountsKey(deskKey),
    queryFn: ({ signal }) => getDeskList<DeskCounts>(`/desk/counts?desk=${desk}`, signal),
    staleTime: 0,
    refetchInterval: DESK_FEED.fallbackRefreshMs,
  });
}
