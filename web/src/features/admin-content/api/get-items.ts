import { cataloguePath } from "@contract/catalogue-collections.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys, FRESH } from "./resources.ts";

/** GET /api/{destinations|packages|activities}: the whole list (always fresh for the admin). */
export function getItems<T>(resource: AdminResource<T>, signal?: AbortSignal): Promise<T[]> {
  return get<T[]>(cataloguePath(resource.key), { signal, headers: FRESH });
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
