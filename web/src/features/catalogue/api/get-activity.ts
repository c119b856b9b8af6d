import type { Activity } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/activities/{id}: one activity (404 when unknown). */
export async function getActivity(id: string, signal?: AbortSignal): Promise<Activity> {
  try {
    return await get<Activity>(`/activities/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch activity");
  }
}

export const activityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["catalogue", "activities", id] as const,
    queryFn: ({ signal }) => getActivity(id, signal),
  });

export function useActivity(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...activityQueryOptions(id ?? ""), enabled: Boolean(id) && (options.enabled ?? true) });
}
