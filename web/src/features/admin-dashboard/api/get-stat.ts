/**
 * The dashboard's Quick Stats: each one counts the items of an admin list that need attention.
 * Each loads on its own, so one area being unavailable never hides the others.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";

export interface StatDefinition {
  key: string;
  label: string;
  /** The admin area it links to. */
  to: string;
  /** The list endpoint; its answer is an array (catalogue lists are unwrapped by the client). */
  path: string;
  /** Counts what needs attention; undefined counts every item. */
  count?(items: Record<string, unknown>[]): number;
}

export const STATS: StatDefinition[] = [
  { key: "inquiries", label: "New inquiries", to: "/admin/inquiries", path: "/inquiries", count: (items) => items.filter((i) => i.status === "New").length },
  { key: "approvals", label: "Members awaiting approval", to: "/admin/users", path: "/auth/users", count: (items) => items.filter((u) => u.isApproved === false).length },
  { key: "bespoke", label: "New bespoke requests", to: "/admin/bespoke-requests", path: "/bespoke", count: (items) => items.filter((b) => b.status === "New").length },
  { key: "chats", label: "Chats needing review", to: "/admin/live-chats", path: "/chat/sessions", count: (items) => items.filter((s) => s.status === "Needs Review").length },
  { key: "destinations", label: "Destinations", to: "/admin/destinations", path: "/destinations" },
  { key: "packages", label: "Travel packages", to: "/admin/packages", path: "/packages" },
  { key: "activities", label: "Activities", to: "/admin/activities", path: "/activities" },
  { key: "media", label: "Media files", to: "/admin/media", path: "/media/list" },
];

export async function getStat(stat: StatDefinition, signal?: AbortSignal): Promise<number> {
  const items = await get<unknown>(stat.path, { signal, headers: { "Cache-Control": "no-cache" } });
  if (!Array.isArray(items)) throw new Error(`Unexpected answer from ${stat.path}`);
  return stat.count ? stat.count(items as Record<string, unknown>[]) : items.length;
}

export const statQueryOptions = (stat: StatDefinition) =>
  queryOptions({
    queryKey: ["admin", "stats", stat.key] as const,
    queryFn: ({ signal }) => getStat(stat, signal),
    staleTime: 0,
    retry: false,
  });

export function useStat(stat: StatDefinition) {
  return useQuery(statQueryOptions(stat));
}
