/**
 * The dashboard's Quick Stats: each one counts the items of an admin list that need attention.
 * Each loads on its own, so one area being unavailable never hides the others.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Desk } from "@contract/desk-feed.ts";
import { get } from "../../../lib/api-client.ts";
import type { DeskCounts } from "../../../lib/desk-counts.ts";

export interface StatDefinition {
  /** Its label is the admin area's `dashboard.stat.{key}`. */
  key: StatKey;
  /** The admin list it opens, filtered (by its URL search params) to what the tile counts. */
  to: string;
  /** The list endpoint; its answer is an array (catalogue lists are unwrapped by the client). */
  path: string;
  /** Counts what needs attention; undefined counts every item. */
  count?(items: Record<string, unknown>[]): number;
  /** Reads the number from a counts answer (`GET /api/leads/counts`, `GET /api/desk/counts`) instead of counting a list. */
  fromCounts?(counts: DeskCounts): number;
  /** The staff desk whose list it counts: read again when that desk changes. */
  desk?: Desk;
}

type StatKey =
  | "inquiries"
  | "inquiriesAwaiting"
  | "approvals"
  | "bespoke"
  | "chats"
  | "chatsAwaiting"
  | "destinations"
  | "packages"
  | "activities"
  | "media";

export const STATS: StatDefinition[] = [
  // The desks' lists are read a page at a time: their numbers are the server's counters, kept as they change.
  { key: "inquiries", to: "/admin/inquiries?status=New", path: "/leads/counts", fromCounts: (counts) => counts.byStatus.New ?? 0, desk: "inquiries" },
  { key: "inquiriesAwaiting", to: "/admin/inquiries", path: "/leads/counts", fromCounts: (counts) => counts.awaiting ?? 0, desk: "inquiries" },
  { key: "approvals", to: "/admin/users?status=pending", path: "/auth/users", count: (items) => items.filter((u) => u.isApproved === false).length },
  { key: "bespoke", to: "/admin/bespoke-requests?status=New", path: "/desk/counts?desk=bespoke", fromCounts: (counts) => counts.byStatus.New ?? 0, desk: "bespoke" },
  { key: "chats", to: "/admin/live-chats?status=Needs+Review", path: "/desk/counts?desk=chats", fromCounts: (counts) => counts.byStatus["Needs Review"] ?? 0, desk: "chats" },
  { key: "chatsAwaiting", to: "/admin/live-chats", path: "/desk/counts?desk=chats", fromCounts: (counts) => counts.awaiting ?? 0, desk: "chats" },
  { key: "destinations", to: "/admin/destinations", path: "/destinations" },
  { key: "packages", to: "/admin/packages", path: "/packages" },
  { key: "activities", to: "/admin/activities", path: "/activities" },
  { key: "media", to: "/admin/media", path: "/media/list" },
];

export async function getStat(stat: StatDefinition, signal?: AbortSignal): Promise<number> {
  const items = await get<unknown>(stat.path, { signal, headers: { "Cache-Control": "no-cache" } });
  if (stat.fromCounts) return stat.fromCounts(items as DeskCounts);
  if (!Array.isArray(items)) throw new Error(`Unexpected answer from ${stat.path}`);
  return stat.count ? stat.count(items as Record<string, unknown>[]) : items.length;
}

/** A stat's query key; `statsKey(desk)` is every stat counting that desk's list. */
export const statsKey = (desk: Desk | undefined, key?: StatKey) => ["admin", "stats", desk ?? "other", ...(key ? [key] : [])];

export const statQueryOptions = (stat: StatDefinition) =>
  queryOptions({
    queryKey: statsKey(stat.desk, stat.key),
    queryFn: ({ signal }) => getStat(stat, signal),
    staleTime: 0,
    retry: false,
  });

export function useStat(stat: StatDefinition) {
  return useQuery(statQueryOptions(stat));
}
