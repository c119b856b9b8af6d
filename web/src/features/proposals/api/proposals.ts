/**
 * The staff's proposals API (issue #30): the list, one proposal, creating one (blank or from a
 * request), saving with the stale-edit `version`, the AI draft, sending, withdrawing, revoking the
 * traveller's links, the sent versions, and the reusable library of items and days.
 */
import type { DraftedProposal } from "@contract/proposals/draft.ts";
import type { LibraryEntry, LibraryEntryInput } from "@contract/proposals/library.ts";
import type { NewProposalInput, Proposal, ProposalInput, ProposalSummary, SentProposal } from "@contract/proposals/model.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { del, get, post, put } from "../../../lib/api-client.ts";

export const proposalKeys = {
  all: ["admin", "proposals"] as const,
  list: () => [...proposalKeys.all, "list"] as const,
  one: (id: string) => [...proposalKeys.all, "one", id] as const,
  versions: (id: string) => [...proposalKeys.all, "versions", id] as const,
  library: ["admin", "proposal-library"] as const,
};

const path = (id: string) => `/proposals/${encodeURIComponent(id)}`;

/** The list's filters (a reports dashboard link's `from`, `to`, `status`): the server lists the proposals first sent in the period. */
export type ProposalsFilters = Readonly<Record<string, string>>;

export const proposalsQueryOptions = (filters: ProposalsFilters = {}) =>
  queryOptions({
    queryKey: Object.keys(filters).length ? [...proposalKeys.list(), filters] : proposalKeys.list(),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(filters).toString();
      return get<ProposalSummary[]>(query ? `/proposals?${query}` : "/proposals", { signal });
    },
    staleTime: 0,
  });

export function useProposals(filters: ProposalsFilters = {}) {
  return useQuery(proposalsQueryOptions(filters));
}

export function getProposal(id: string, signal?: AbortSignal): Promise<Proposal> {
  return get<Proposal>(path(id), { signal });
}

/** How often an open, sent proposal is read again for what the traveller did (views, an answer). */
const WATCH_SENT_MS = 30_000;

export function useProposal(id: string) {
  return useQuery({
    queryKey: proposalKeys.one(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "Draft" ? WATCH_SENT_MS : false),
  });
}

/** POST /api/proposals: a draft, blank or from an inquiry, a bespoke request or a live chat. */
export function createProposal(input: NewProposalInput): Promise<Proposal> {
  return post<Proposal>("/proposals", input);
}

/** PUT /api/proposals/{id} with the version the editor holds (409 when someone saved meanwhile). */
export function saveProposal(id: string, input: ProposalInput): Promise<Proposal> {
  return put<Proposal>(path(id), input);
}

export function deleteProposal(id: string): Promise<unknown> {
  return del(path(id));
}

/** POST /api/proposals/{id}/draft: the AI (or the keyless composer) drafts the whole itinerary. */
export function draftProposal(id: string, version: string | undefined): Promise<DraftedProposal> {
  return post<DraftedProposal>(`${path(id)}/draft`, version ? { version } : {});
}

/** POST /api/proposals/{id}/send: freezes the next numbered version and emails the traveller a link. */
export async function sendProposal(id: string): Promise<Proposal> {
  return (await post<{ proposal: Proposal; version: SentProposal }>(`${path(id)}/send`)).proposal;
}

export function withdrawProposal(id: string): Promise<Proposal> {
  return post<Proposal>(`${path(id)}/withdraw`);
}

export function revokeProposalLinks(id: string): Promise<unknown> {
  return post(`${path(id)}/revoke-links`);
}

/** The proposal's history: its sent versions, newest first. */
export function useProposalVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.versions(id),
    queryFn: ({ signal }) => get<SentProposal[]>(`${path(id)}/versions`, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useProposalLibrary(enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.library,
    queryFn: ({ signal }) => get<LibraryEntry[]>("/proposal-library", { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useSaveToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LibraryEntryInput) => post<LibraryEntry>("/proposal-library", entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.library }),
  });
}

export function useDeleteLibraryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del(`/proposal-library/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.library }),
  });
}
