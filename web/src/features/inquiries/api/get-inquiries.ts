import type { DeskInquiry, Inquiry } from "@contract/inquiry.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client.ts";
import { DESK_FEED, getDeskList } from "../../../lib/desk-feed.ts";
import { INQUIRIES_QUERY_KEY, updateListedInquiry } from "./listed-inquiries.ts";

export { INQUIRIES_QUERY_KEY };

/** GET /api/inquiries (administrators): every inquiry, newest first, each with its activity (the same array while unchanged). */
export function getInquiries(signal?: AbortSignal): Promise<DeskInquiry[]> {
  return getDeskList<DeskInquiry[]>("/inquiries", signal);
}

export const inquiriesQueryOptions = () =>
  queryOptions({
    queryKey: INQUIRIES_QUERY_KEY,
    queryFn: ({ signal }) => getInquiries(signal),
    // The desk shows what arrived since it was opened: the desk's event stream says when, this is the fallback.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: DESK_FEED.fallbackRefreshMs,
  });

export function useInquiries() {
  return useQuery(inquiriesQueryOptions());
}

/** POST /api/inquiries/{id}/read: staff opened it; the cached list drops its unread count. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<Inquiry>(`/inquiries/${encodeURIComponent(id)}/read`),
    onSuccess: (updated) => {
      updateListedInquiry(queryClient, updated);
    },
  });
}
