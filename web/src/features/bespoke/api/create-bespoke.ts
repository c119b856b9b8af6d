import type { BespokeResult, BespokeSubmission, RequestDetailsInput } from "@contract/bespoke.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client.ts";
import { visitOrigin } from "../../../lib/visit-origin.ts";
import { BESPOKE_QUERY_KEY } from "./get-bespoke-requests.ts";

/**
 * POST /api/bespoke: the server designs an idea from the preferences (AI, or a curated idea when
 * the AI is unavailable) and saves it for staff review. The member is taken from the token.
 * The AI may take a while: 45 s before giving up. Where the visit came from goes with it (`origin`).
 */
export function createBespoke(requestDetails: RequestDetailsInput): Promise<BespokeResult> {
  const origin = visitOrigin();
  return post<BespokeResult>("/bespoke", { requestDetails, ...(origin ? { origin } : {}) }, { timeoutMs: 45_000 });
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
