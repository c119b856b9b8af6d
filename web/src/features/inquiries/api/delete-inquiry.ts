import type { Inquiry } from "@contract/inquiry.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { INQUIRIES_QUERY_KEY } from "./get-inquiries.ts";

/** DELETE /api/inquiries/{id} (administrators). */
export function deleteInquiry(id: string): Promise<unknown> {
  return del(`/inquiries/${encodeURIComponent(id)}`);
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInquiry(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Inquiry[]>(INQUIRIES_QUERY_KEY, (list) => list?.filter((item) => item.id !== id));
    },
  });
}
