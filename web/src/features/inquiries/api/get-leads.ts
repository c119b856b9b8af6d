/**
 * The pipeline's leads as the desk and the board read them: `GET /api/leads`, a page at a time
 * (TanStack's infinite query follows `next`), filtered, searched and sorted on the server, and the
 * desk's counts. Their keys sit under the inquiries' key, so whatever refreshes the inquiries
 * (the desk's event stream, a reply) refreshes them too.
 */
import type { LeadCounts, LeadItem, LeadsPage, LeadsQuery } from "@contract/leads.ts";
import { LEAD_PAGE } from "@contract/leads.ts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, patch } from "../../../lib/api-client.ts";
import { DESK_FEED } from "../../../lib/desk-feed.ts";
import { INQUIRIES_QUERY_KEY, LEADS_QUERY_KEY, updateListedInquiry } from "./listed-inquiries.ts";

export { dropListedInquiry, LEADS_QUERY_KEY, updateListedInquiry } from "./listed-inquiries.ts";

/** The query string of `filters` (empty values left out). */
export function leadsSearch(filters: LeadsQuery, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...(cursor ? { cursor } : {}) })) {
    if (value !== undefined && value !== "" && value !== false) params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/leads: one page. */
export function getLeads(filters: LeadsQuery, cursor: string | null, signal?: AbortSignal): Promise<LeadsPage> {
  return get<LeadsPage>(`/leads?${leadsSearch({ limit: LEAD_PAGE.defaultLimit, ...filters }, cursor)}`, { signal });
}

/** GET /api/leads?format=csv: every lead `filters` find, as the server's CSV (streamed, all pages), and how many. */
export async function fetchLeadsCsv(filters: LeadsQuery): Promise<{ csv: string; rows: number }> {
  const csv = await get<string>(`/leads?${leadsSearch(filters)}&format=csv`, { timeoutMs: 120_000 });
  // Records are the line breaks outside quoted fields, less the header's.
  let breaks = 0;
  let quoted = false;
  for (const ch of csv.trimEnd()) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "\n" && !quoted) breaks++;
  }
  return { csv, rows: csv.trim() ? breaks : 0 };
}

/** The export's file name: "leads-2026-11-23.csv" (the day in UTC). */
export function leadsCsvFileName(now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}

/** How long a read of the leads is taken as current without the desk feed saying otherwise. */
export const LEADS_FRESH_MS = 5_000;

/** A page of leads; the first comes with the desk's counts, read together so both show the same moment. */
export type DeskLeadsPage = LeadsPage & { counts?: LeadCounts };

export const leadsQueryOptions = (filters: LeadsQuery, options: { counts?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_QUERY_KEY, filters, options.counts ?? false],
    queryFn: async ({ pageParam, signal }): Promise<DeskLeadsPage> => {
      if (pageParam !== null || !options.counts) return await getLeads(filters, pageParam, signal);
      const [page, counts] = await Promise.all([getLeads(filters, pageParam, signal), get<LeadCounts>("/leads/counts", { signal })]);
      return { ...page, counts };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Another filter keeps the list shown until its own first page arrives: the desk never blanks.
    placeholderData: keepPreviousData,
    // A read this recent is shown as it is (the one asked for as the desk opened is not asked again
    // as the desk mounts); the desk feed reads the lists again on every change.
    staleTime: LEADS_FRESH_MS,
    refetchOnWindowFocus: true,
    refetchInterval: DESK_FEED.fallbackRefreshMs,
  });

/** The leads matching `filters`, page by page (`fetchNextPage` reads the next); with `counts`, the first page brings the desk's counts. */
export function useLeads(filters: LeadsQuery, options: { counts?: boolean } = {}) {
  return useInfiniteQuery(leadsQueryOptions(filters, options));
}

/** One lead by its id (an email's link to the desk), whichever page it is on; null when it is gone. */
export function useLead(id: string | null | undefined) {
  return useQuery({
    queryKey: [...LEADS_QUERY_KEY, "one", id],
    queryFn: async ({ signal }) => (await getLeads({ id: id! }, null, signal)).items[0] ?? null,
    enabled: Boolean(id),
  });
}

/** PATCH /api/leads/{id}/stage: to Lost with a reason, or back (`lost` null); the lists read again. */
export function useMoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lost }: { id: string; lost: { reason: string; note?: string } | null }) =>
      patch<LeadItem>(`/leads/${encodeURIComponent(id)}/stage`, { lost }),
    onSuccess: (lead) => {
      if (lead.kind === "inquiry") updateListedInquiry(queryClient, lead);
      void queryClient.invalidateQueries({ queryKey: INQUIRIES_QUERY_KEY });
    },
  });
}
