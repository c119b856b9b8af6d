import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { dropListedInquiry } from "./listed-inquiries.ts";

/** DELETE /api/inquiries/{id} (administrators). */
export function deleteInquiry(id: string): Promise<unknown> {
  return del(`/inquiries/${encodeURIComponent(id)}`);
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInquiry(id),
    onSuccess: (_answer, id) => {
      dropListedInquiry(queryClient, id);
    },
  });
}
