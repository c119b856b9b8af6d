import type { ChatStateAnswer, ChatSummary } from "@contract/chat/session.ts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { getDeskList } from "../../../lib/desk-feed.ts";

export const CHAT_SESSIONS_QUERY_KEY = ["admin", "chat-sessions"] as const;

/** GET /api/chat/sessions (administrators): every conversation, last activity first (the same array while unchanged). */
export function getChatSessions(signal?: AbortSignal): Promise<ChatSummary[]> {
  return getDeskList<ChatSummary[]>("/chat/sessions", signal);
}

/** Newest activity first; the desk re-sorts after a status change. */
export function sortByActivity(list: ChatSummary[]): ChatSummary[] {
  return [...list].sort((a, b) => b.lastActivityTimestamp.localeCompare(a.lastActivityTimestamp));
}

export const chatSessionsQueryOptions = () =>
  queryOptions({
    queryKey: CHAT_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getChatSessions(signal),
    staleTime: 0,
    // New conversations come through the desk's event stream; this also tells the server a consultant
    // is at the desk (an unchanged list is a 304).
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });

export function useChatSessions() {
  return useQuery(chatSessionsQueryOptions());
}

/**
 * Shows the state the server answered for one conversation in the cached list, kept sorted by
 * activity; `read`: its unread count ends too. An answer older than what the list already shows
 * (another call's, or a refresh's, landed after it) changes no state: every state change moves
 * the last activity time.
 */
export function showStateAnswer(queryClient: QueryClient, sessionId: string, answer: ChatStateAnswer, { read = false } = {}): void {
  const { status, handler, lastActivityTimestamp } = answer;
  queryClient.setQueryData<ChatSummary[]>(CHAT_SESSIONS_QUERY_KEY, (list) =>
    list && sortByActivity(list.map((s) => {
      if (s.sessionId !== sessionId) return s;
      const shown = read ? { ...s, unread: undefined } : s;
      return lastActivityTimestamp < s.lastActivityTimestamp ? shown : { ...shown, status, handler, lastActivityTimestamp };
    })));
}
