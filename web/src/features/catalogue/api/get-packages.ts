import type { TravelPackage } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/packages: every travel package. */
export async function getPackages(signal?: AbortSignal): Promise<TravelPackage[]> {
  try {
    return await get<TravelPackage[]>("/packages", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch packages");
  }
}

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ["catalogue", "packages"] as const,
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
