import type { BespokeDeskItem, BespokeSubmission } from "@contract/bespoke.ts";
import type { BespokeStatus } from "@contract/enums.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch } from "../../../lib/api-client.ts";
import { BESPOKE_PAGES_KEY, BESPOKE_QUERY_KEY } from "./get-bespoke-requests.ts";
import { updatePagedItems } from "../../../lib/paged-list.ts";
import { deskCountsKey } from "../../../lib/desk-counts.ts";

/** PATCH /api/bespoke/{id}/status (administrators). */
export function updateBespokeStatus(id: string, status: BespokeStatus): Promise<BespokeSubmission> {
  return patch<BespokeSubmission>(`/bespoke/${encodeURIComponent(id)}/status`, { status });
}

export function useUpdateBespokeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BespokeStatus }) => updateBespokeStatus(id, status),
    onSuccess: (saved) => {
      // The answer has no phone (read with the list only): the cached row keeps its own.
      queryClient.setQueryData<BespokeDeskItem[]>(BESPOKE_QUERY_KEY, (list) => list?.map((s) => (s.id === saved.id ? { ...s, ...saved } : s)));
      updatePagedItems<BespokeDeskItem>(queryClient, BESPOKE_PAGES_KEY, (s) => (s.id === saved.id ? { ...s, ...saved } : s));
      void queryClient.invalidateQueries({ queryKey: deskCountsKey(BESPOKE_QUERY_KEY) });
    },
  });
}
