import type { DeskInquiry } from "@contract/inquiry.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";

export const INQUIRIES_QUERY_KEY = ["admin", "inquiries"] as const;

/** GET /api/inquiries (administrators): every inquiry, newest first, each with its activity. */
export function getInquiries(signal?: AbortSignal): Promise<DeskInquiry[]> {
  return get<DeskInquiry[]>("/inquiries", { signal });
}

export const inquiriesQueryOptions = () =>
  queryOptions({
    queryKey: INQUIRIES_QUERY_KEY,
    queryFn: ({ signal }) => getInquiries(signal),
    // The desk should show what arrived since it was opened.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export function useInquiries() {
  return useQuery(inquiriesQueryOptions());
}
