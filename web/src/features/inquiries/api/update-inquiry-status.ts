import type { InquiryStatus } from "@contract/enums.ts";
import type { Inquiry } from "@contract/inquiry.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch } from "../../../lib/api-client.ts";
import { updateListedInquiry } from "./listed-inquiries.ts";

/** PATCH /api/inquiries/{id}/status (administrators). */
export function updateInquiryStatus(id: string, status: InquiryStatus): Promise<Inquiry> {
  return patch<Inquiry>(`/inquiries/${encodeURIComponent(id)}/status`, { status });
}

/** Changes the status and puts the server's answer into the cached list at once. */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) => updateInquiryStatus(id, status),
    onSuccess: (updated) => {
      // Merged over the listed one, which keeps the activity only the list answers.
      updateListedInquiry(queryClient, updated);
    },
  });
}
