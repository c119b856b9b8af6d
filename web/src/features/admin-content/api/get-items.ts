import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys, FRESH } from "./resources.ts";

/** GET /api/admin/catalogue/{area}: every item as staff see it, drafts and scheduled ones included (always fresh). */
export async function getItems<T>(resource: AdminResource<T>, signal?: AbortSignal): Promise<T[]> {
  return (await get<{ items: T[] }>(`/admin/catalogue/${resource.key}`, { signal, headers: FRESH })).items;
}

export const itemsQueryOptions = <T>(resource: AdminResource<T>) =>
  queryOptions({
    queryKey: adminKeys.list(resource.key),
    queryFn: ({ signal }) => getItems(resource, signal),
    staleTime: 0,
  });

export function useItems<T>(resource: AdminResource<T>) {
  return useQuery(itemsQueryOptions(resource));
}
