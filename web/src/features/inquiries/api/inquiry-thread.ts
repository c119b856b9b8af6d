import type { Inquiry } from "@contract/inquiry.ts";
import type { DeskMessage, DeskThread } from "@contract/inquiry-thread.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import { INQUIRIES_QUERY_KEY } from "./get-inquiries.ts";
import { updateListedInquiry } from "./listed-inquiries.ts";

/** How often an open inquiry's thread is read again, so a traveller's message shows without a reload. */
const THREAD_REFRESH_MS = 3_000;

const threadKey = (id: string) => ["admin", "inquiry-thread", id] as const;
const path = (id: string, rest: string) => `/inquiries/${encodeURIComponent(id)}/${rest}`;

/** GET /api/inquiries/{id}/thread (administrators), kept fresh while the row is open. */
export function useDeskThread(id: string) {
  return useQuery(queryOptions({
    queryKey: threadKey(id),
    queryFn: ({ signal }) => get<DeskThread>(path(id, "thread"), { signal }),
    staleTime: 0,
    refetchInterval: THREAD_REFRESH_MS,
  }));
}

/** POST /api/inquiries/{id}/replies or /notes: the message joins the thread; a reply also marks the inquiry Responded. */
export function usePostDeskMessage(id: string, kind: "replies" | "notes") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => post<DeskMessage>(path(id, kind), { text }),
    onSuccess: (message) => {
      queryClient.setQueryData<DeskThread>(threadKey(id), (thread) => thread && { ...thread, messages: [...thread.messages, message] });
      void queryClient.invalidateQueries({ queryKey: threadKey(id) });
      if (kind === "replies") void queryClient.invalidateQueries({ queryKey: INQUIRIES_QUERY_KEY });
    },
  });
}

/** PATCH /api/inquiries/{id}/assignee; the answer replaces the inquiry in the cached list. */
export function useAssignInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) => patch<Inquiry>(path(id, "assignee"), { assigneeId }),
    onSuccess: (updated) => {
      updateListedInquiry(queryClient, updated);
    },
  });
}

/** DELETE /api/inquiries/{id}/thread-links: the traveller's links stop working. */
export function useRevokeThreadLinks(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del<{ revoked: number }>(path(id, "thread-links")),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: threadKey(id) }),
  });
}
