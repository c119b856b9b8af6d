import type { ChatSession, ChatStateAnswer, ChatSummary } from "@contract/chat/session.ts";
import type { ChatStatus } from "@contract/enums.ts";
import type { Page } from "@contract/paging.ts";
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { getArrayPage, updatePagedItems, usePagedList } from "../../../lib/paged-list.ts";
import { getChatSession } from "./get-chat-session.ts";

/** Everything the desk reads from the server is under this key: the desk feed reads it all again on a change. */
export const CHAT_SESSIONS_QUERY_KEY = ["admin", "chat-sessions"] as const;

/** Where the desk's pages are cached, per filters. */
export const CHAT_PAGES_KEY = [...CHAT_SESSIONS_QUERY_KEY, "pages"] as const;

/**
 * The conversations staff hold open, as last shown: a row stays on screen while open, though a
 * change moved it out of the filter's pages. Set by the desk, never read from the server (so not
 * under CHAT_SESSIONS_QUERY_KEY).
 */
export const HELD_CHATS_KEY = ["admin", "chat-held"] as const;

/** The desk's filters, both applied by the server: the status ("" for all), and only those awaiting our reply. */
export type ChatFilters = { status: ChatStatus | ""; awaiting: boolean };

/** How often the desk's pages are read anyway: this also tells the server a consultant is at the desk. */
const DESK_PRESENCE_MS = 15_000;

/**
 * GET /api/chat/sessions?limit=&cursor= (administrators): the desk's conversations a page at a
 * time, last activity first, or (`awaiting`) those awaiting our reply, longest waiting first.
 */
export const useChatPages = (filters: ChatFilters) =>
  usePagedList<ChatSummary>(
    [...CHAT_PAGES_KEY, filters],
    (cursor, signal) =>
      getArrayPage<ChatSummary>("/chat/sessions", { status: filters.status || undefined, awaiting: filters.awaiting ? "true" : undefined }, cursor, signal),
    { refetchInterval: DESK_PRESENCE_MS },
  );

/** A conversation's summary from its transcript (a linked conversation not on the pages read). */
export function summaryOf({ messages, ...session }: ChatSession): ChatSummary {
  return { ...session, messageCount: messages.length };
}

/** GET /api/chat/sessions/{id} as a summary: a desk link to a conversation not on the pages read. */
export function useLinkedChat(id: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...CHAT_SESSIONS_QUERY_KEY, "one", id],
    queryFn: async ({ signal }) => {
      const session = await getChatSession(id!, signal);
      return session ? summaryOf(session) : null;
    },
    enabled: Boolean(id) && enabled,
    staleTime: 0,
  });
}

/** The conversations held open (HELD_CHATS_KEY); read again (a broad refresh), they stay as they are. */
export function useHeldChats() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: HELD_CHATS_KEY,
    queryFn: () => queryClient.getQueryData<ChatSummary[]>(HELD_CHATS_KEY) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Holds a conversation open (`hold`), lets it go, or takes the copies shown on the pages read. */
export function holdChat(queryClient: QueryClient, session: ChatSummary, hold: boolean): void {
  queryClient.setQueryData<ChatSummary[]>(HELD_CHATS_KEY, (list = []) => [
    ...list.filter((s) => s.sessionId !== session.sessionId),
    ...(hold ? [session] : []),
  ]);
}

/** The held copies, replaced by those the pages read show (the same list when none changed). */
export function refreshHeld(queryClient: QueryClient, shown: readonly ChatSummary[]): void {
  queryClient.setQueryData<ChatSummary[]>(HELD_CHATS_KEY, (list) => {
    if (!list?.length) return list;
    const next = list.map((held) => shown.find((s) => s.sessionId === held.sessionId) ?? held);
    return next.every((s, i) => s === list[i]) ? list : next;
  });
}

/**
 * Shows the state the server answered for one conversation in the pages read and the held
 * copies; `read`: its unread count ends too. An answer older than what is already shown
 * (another call's, or a refresh's, landed after it) changes no state: every state change moves
 * the last activity time. The order follows when the desk feed has the pages read again.
 */
export function showStateAnswer(queryClient: QueryClient, sessionId: string, answer: ChatStateAnswer, { read = false } = {}): void {
  const { status, handler, lastActivityTimestamp } = answer;
  updateShownChat(queryClient, sessionId, (s) => {
    const shown = read ? { ...s, unread: undefined } : s;
    return lastActivityTimestamp < s.lastActivityTimestamp ? shown : { ...shown, status, handler, lastActivityTimestamp };
  });
}

/**
 * Shows a consultant's reply sent from the desk: the conversation no longer awaits our reply, and
 * a consultant handles it (a row held open off the filter's pages is not read again).
 */
export function showReplySent(queryClient: QueryClient, sessionId: string, sentAt: string): void {
  updateShownChat(queryClient, sessionId, ({ awaitingSince: _answered, unread: _read, ...s }) => ({
    ...s,
    handler: "consultant",
    lastAuthor: "consultant",
    lastActivityTimestamp: sentAt > s.lastActivityTimestamp ? sentAt : s.lastActivityTimestamp,
  }));
}

/** Changes one conversation as shown on the pages read and in the held copies. */
function updateShownChat(queryClient: QueryClient, sessionId: string, update: (s: ChatSummary) => ChatSummary): void {
  const one = (s: ChatSummary) => (s.sessionId === sessionId ? update(s) : s);
  updatePagedItems<ChatSummary>(queryClient, CHAT_PAGES_KEY, one);
  queryClient.setQueryData<ChatSummary[]>(HELD_CHATS_KEY, (list) => list?.map(one));
}

/** Takes a deleted conversation off the pages read and the held copies. */
export function dropChat(queryClient: QueryClient, sessionId: string): void {
  queryClient.setQueriesData<InfiniteData<Page<ChatSummary>>>({ queryKey: CHAT_PAGES_KEY }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((s) => s.sessionId !== sessionId) })) });
  queryClient.setQueryData<ChatSummary[]>(HELD_CHATS_KEY, (list) => list?.filter((s) => s.sessionId !== sessionId));
}
