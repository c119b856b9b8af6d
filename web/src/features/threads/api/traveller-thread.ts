import type { TravellerMessage, TravellerThread } from "@contract/inquiry-thread.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../../lib/api-client.ts";

/** How often an open thread is read again, so a consultant's answer shows without a reload. */
const THREAD_REFRESH_MS = 5_000;

/**
 * Where a traveller's thread is read and written: by private link (`/api/threads/{token}`, no
 * login), or as the member it belongs to (`/api/me/inquiries/{id}`).
 */
export type ThreadSource = { token: string } | { inquiryId: string };

function basePath(source: ThreadSource): string {
  return "token" in source ? `/threads/${encodeURIComponent(source.token)}` : `/me/inquiries/${encodeURIComponent(source.inquiryId)}`;
}

const threadKey = (source: ThreadSource) => ["thread", basePath(source)] as const;

export function useTravellerThread(source: ThreadSource) {
  return useQuery(queryOptions({
    queryKey: threadKey(source),
    queryFn: ({ signal }) => get<TravellerThread>(basePath(source), { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === "error" ? false : THREAD_REFRESH_MS),
    retry: false,
  }));
}

/** Writes back; the message joins the cached thread at once. */
export function usePostTravellerMessage(source: ThreadSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => post<TravellerMessage>(`${basePath(source)}/messages`, { text }),
    onSuccess: (message) => {
      queryClient.setQueryData<TravellerThread>(threadKey(source), (thread) => thread && { ...thread, messages: [...thread.messages, message] });
    },
  });
}
