import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys, FRESH } from "./resources.ts";

/**
 * GET /api/admin/catalogue/{area}/{id}: one item as staff see it (its draft where it has one) with
 * its `version` (sent back on save to refuse stale edits).
 */
export function getItem<T>(resource: AdminResource<T>, id: string, signal?: AbortSignal): Promise<T> {
  return get<T>(`/admin/catalogue/${resource.key}/${encodeURIComponent(id)}`, { signal, headers: FRESH });
}

export const itemQueryOptions = <T>(resource: AdminResource<T>, id: string) =>
  queryOptions({
    queryKey: adminKeys.item(resource.key, id),
    queryFn: ({ signal }) => getItem(resource, id, signal),
    // An edit form starts from what the server has now, never from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useItem<T>(resource: AdminResource<T>, id: string | undefined) {
  return useQuery({ ...itemQueryOptions(resource, id ?? ""), enabled: Boolean(id) });
}
