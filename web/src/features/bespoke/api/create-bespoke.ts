import type { BespokeResult, BespokeSubmission, RequestDetailsInput } from "@contract/bespoke.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client.ts";
import { BESPOKE_QUERY_KEY } from "./get-bespoke-requests.ts";

/**
 * POST /api/bespoke: the server designs an idea from the preferences (AI, or a curated idea when
 * the AI is unavailable) and saves it for staff review. The member is taken from the token.
 * The AI may take a while: 45 s before giving up.
 */
export function createBespoke(requestDetails: RequestDetailsInput): Promise<BespokeResult> {
  return post<BespokeResult>("/bespoke", { requestDetails }, { timeoutMs: 45_000 });
}

export function useCreateBespoke() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBespoke,
    onSuccess: (result) => {
      queryClient.setQueryData<BespokeSubmission[]>(BESPOKE_QUERY_KEY, (list) => (list ? [result.submission, ...list] : list));
    },
  });
}
