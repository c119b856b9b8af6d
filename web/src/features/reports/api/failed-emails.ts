/**
 * GET /api/emails/failed: the failed emails of a period, a page at a time (admin only; the server
 * checks), and POST /api/emails/failed/{id}/resend ("Send again", once per failure).
 */
import type { FailedEmailItem, FailedEmailsPage } from "@contract/emails.ts";
import { PAGE } from "@contract/paging.ts";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../../lib/api-client.ts";
import type { Period } from "../period.ts";

const FAILED_EMAILS_KEY = ["admin", "reports", "failed-emails"] as const;

export function getFailedEmails(period: Period, cursor: string | null, signal?: AbortSignal): Promise<FailedEmailsPage> {
  const query = new URLSearchParams({ from: period.from, to: period.to, limit: String(PAGE.defaultLimit), ...(cursor ? { cursor } : {}) });
  return get<FailedEmailsPage>(`/emails/failed?${query}`, { signal });
}

export function useFailedEmails(period: Period) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: [...FAILED_EMAILS_KEY, period.from, period.to],
    queryFn: ({ pageParam, signal }) => getFailedEmails(period, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: false,
  }));
}

/** Send again: the failure as the server marked it; every list of failures is read again. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<FailedEmailItem>(`/emails/failed/${encodeURIComponent(id)}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_EMAILS_KEY }),
  });
}
