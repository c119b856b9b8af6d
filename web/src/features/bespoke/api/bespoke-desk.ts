import type { BespokeDeskItem } from "@contract/bespoke.ts";
import type { DeskMessage } from "@contract/inquiry-thread.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, patch, post } from "../../../lib/api-client.ts";
import { BESPOKE_PAGES_KEY, BESPOKE_QUERY_KEY } from "./get-bespoke-requests.ts";
import { updatePagedItems } from "../../../lib/paged-list.ts";

const notesKey = (id: string) => ["admin", "bespoke-notes", id] as const;
const path = (id: string, rest: string) => `/bespoke/${encodeURIComponent(id)}/${rest}`;

/** GET /api/bespoke/{id}/notes (administrators): the request's staff notes, oldest first. */
export function useBespokeNotes(id: string) {
  return useQuery(queryOptions({
    queryKey: notesKey(id),
    queryFn: ({ signal }) => get<DeskMessage[]>(path(id, "notes"), { signal }),
    staleTime: 0,
  }));
}

/** POST /api/bespoke/{id}/notes: a staff note, never shown to the member. */
export function useAddBespokeNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => post<DeskMessage>(path(id, "notes"), { text }),
    onSuccess: (note) => {
      queryClient.setQueryData<DeskMessage[]>(notesKey(id), (notes) => notes && [...notes, note]);
      void queryClient.invalidateQueries({ queryKey: notesKey(id) });
    },
  });
}

/** PATCH /api/bespoke/{id}/assignee; the answer replaces the request in the cached list (its phone kept). */
export function useAssignBespoke(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) => patch<BespokeDeskItem>(path(id, "assignee"), { assigneeId }),
    onSuccess: (updated) => {
      const put = (item: BespokeDeskItem) => (item.id === updated.id ? { ...updated, userPhone: item.userPhone } : item);
      queryClient.setQueryData<BespokeDeskItem[]>(BESPOKE_QUERY_KEY, (list) => list?.map(put));
      updatePagedItems<BespokeDeskItem>(queryClient, BESPOKE_PAGES_KEY, put);
    },
  });
}
