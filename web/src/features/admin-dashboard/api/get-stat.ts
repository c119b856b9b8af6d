/**
 * The dashboard's Quick Stats: each one counts the items of an admin list that need attention.
 * Each loads on its own, so one area being unavailable never hides the others.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Desk } from "@contract/desk-feed.ts";
import type { LeadCounts } from "@contract/leads.ts";
import { get } from "../../../lib/api-client.ts";

export interface StatDefinition {
  /** Its label is the admin area's `dashboard.stat.{key}`. */
  key: StatKey;
  /** The admin list it opens, filtered (by its URL search params) to what the tile counts. */
  to: string;
  /** The list endpoint; its answer is an array (catalogue lists are unwrapped by the client). */
  path: string;
  /** Counts what needs attention; undefined counts every item. */
  count?(items: Record<string, unknown>[]): number;
  /** Reads the number from a counts answer (`GET /api/leads/counts`) instead of counting a list. */
  fromCounts?(counts: LeadCounts): number;
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

const awaiting = (items: Record<string, unknown>[]) => items.filter((item) => item.awaitingSince).length;

export const STATS: StatDefinition[] = [
  // The inquiries are counted by the server as they change: their list is read a page at a time.
  { key: "inquiries", to: "/admin/inquiries?status=New", path: "/leads/counts", fromCounts: (counts) => counts.byStatus.New ?? 0, desk: "inquiries" },
  { key: "inquiriesAwaiting", to: "/admin/inquiries", path: "/leads/counts", fromCounts: (counts) => counts.awaiting, desk: "inquiries" },
  { key: "approvals", to: "/admin/users?status=pending", path: "/auth/users", count: (items) => items.filter((u) => u.isApproved === false).length },
  { key: "bespoke", to: "/admin/bespoke-requests?status=New", path: "/bespoke", count: (items) => items.filter((b) => b.status === "New").length, desk: "bespoke" },
  { key: "chats", to: "/admin/live-chats?status=Needs+Review", path: "/chat/sessions", count: (items) => items.filter((s) => s.status === "Needs Review").length, desk: "chats" },
  { key: "chatsAwaiting", to: "/admin/live-chats", path: "/chat/sessions", count: awaiting, desk: "chats" },
  { key: "destinations", to: "/admin/destinations", path: "/destinations" },
  { key: "packages", to: "/admin/packages", path: "/packages" },
  { key: "activities", to: "/admin/activities", path: "/activities" },
  { key: "media", to: "/admin/media", path: "/media/list" },
];

export async function getStat(stat: StatDefinition, signal?: AbortSignal): Promise<number> {
  const items = await get<unknown>(stat.path, { signal, headers: { "Cache-Control": "no-cache" } });
  if (stat.fromCounts) return stat.fromCounts(items as LeadCounts);
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
