import type { TravelPackage } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/packages/{id}: one travel package (404 when unknown). */
export async function getPackage(id: string, signal?: AbortSignal): Promise<TravelPackage> {
  try {
    return await get<TravelPackage>(`/packages/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch package");
  }
}

export const packageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["catalogue", "packages", id] as const,
    queryFn: ({ signal }) => getPackage(id, signal),
  });

export function usePackage(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...packageQueryOptions(id ?? ""), enabled: Boolean(id) && (options.enabled ?? true) });
}
