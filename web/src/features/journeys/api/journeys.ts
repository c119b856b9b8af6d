import type { BespokeSubmission } from "@contract/bespoke.ts";
import type { ChatSession } from "@contract/chat/session.ts";
import type { Journey } from "@contract/journeys.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, post } from "../../../lib/api-client.ts";

/** How often an open page reads its records again (polling: a new answer or status shows without a reload). */
const JOURNEYS_REFRESH_MS = 10_000;

/** GET /api/me/journeys: the member's timeline, newest activity first. */
export function useJourneys() {
  return useQuery(queryOptions({
    queryKey: ["me", "journeys"] as const,
    queryFn: ({ signal }) => get<Journey[]>("/me/journeys", { signal }),
    staleTime: 0,
    refetchInterval: JOURNEYS_REFRESH_MS,
    refetchOnWindowFocus: true,
  }));
}

/** GET /api/bespoke/{id}: one of the member's bespoke requests. */
export function useMyBespoke(id: string) {
  return useQuery(queryOptions({
    queryKey: ["me", "bespoke", id] as const,
    queryFn: ({ signal }) => get<BespokeSubmission>(`/bespoke/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: JOURNEYS_REFRESH_MS,
    retry: false,
  }));
}

/** GET /api/chat/sessions/{id}: one of the member's chat conversations, whole. */
export function useMyChat(id: string) {
  return useQuery(queryOptions({
    queryKey: ["me", "chat", id] as const,
    queryFn: ({ signal }) => get<ChatSession>(`/chat/sessions/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: JOURNEYS_REFRESH_MS,
    retry: false,
  }));
}

/** POST /api/me/trips/{id}/link: a new private link to the member's own trip (My journeys), to open its page. */
export const linkMyTrip = (id: string) => post<{ token: string }>(`/me/trips/${encodeURIComponent(id)}/link`);
