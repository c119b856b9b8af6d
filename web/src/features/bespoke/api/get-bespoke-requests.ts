import type { BespokeSubmission } from "@contract/bespoke.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";

export const BESPOKE_QUERY_KEY = ["bespoke", "list"] as const;

/** GET /api/bespoke: every request for administrators, a member's own otherwise; newest first. */
export function getBespokeRequests(signal?: AbortSignal): Promise<BespokeSubmission[]> {
  return get<BespokeSubmission[]>("/bespoke", { signal });
}

export const bespokeRequestsQueryOptions = () =>
  queryOptions({
    queryKey: BESPOKE_QUERY_KEY,
    queryFn: ({ signal }) => getBespokeRequests(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useBespokeRequests() {
  return useQuery(bespokeRequestsQueryOptions());
}
