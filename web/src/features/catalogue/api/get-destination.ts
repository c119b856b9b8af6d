import type { Destination } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/destinations/{id}: one destination (404 when unknown). */
export async function getDestination(id: string, signal?: AbortSignal): Promise<Destination> {
  try {
    return await get<Destination>(`/destinations/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch destination");
  }
}

export const destinationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["catalogue", "destinations", id] as const,
    queryFn: ({ signal }) => getDestination(id, signal),
  });

export function useDestination(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...destinationQueryOptions(id ?? ""), enabled: Boolean(id) && (options.enabled ?? true) });
}
