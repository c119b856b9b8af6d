import type { Activity } from "@contract/catalogue.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";

/** GET /api/activities: every activity. */
export async function getActivities(signal?: AbortSignal): Promise<Activity[]> {
  try {
    return await get<Activity[]>("/activities", { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to fetch activities");
  }
}

export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["catalogue", "activities"] as const,
    queryFn: ({ signal }) => getActivities(signal),
  });

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
