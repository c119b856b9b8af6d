import type { Destination } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/destinations: every destination. */
export async function getDestinations(signal?: AbortSignal): Promise<Destination[]> {
  try {
    return await get<Destination[]>("/destinations", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch destinations");
  }
}

export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalogue", "destinations"] as const,
    queryFn: ({ signal }) => getDestinations(signal),
  });

export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}
