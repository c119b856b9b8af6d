import type { ChatStatus } from "@contract/enums.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch, post } from "../../../lib/api-client.ts";
import type { ChatSummary } from "@contract/chat/session.ts";
import { CHAT_SESSIONS_QUERY_KEY, updateCachedSummary } from "./get-chat-sessions.ts";

type StatusAnswer = { status: ChatStatus; lastActivityTimestamp: string };

/** PATCH /api/chat/sessions/{id}/status (administrators). */
export function updateChatStatus(sessionId: string, status: ChatStatus): Promise<StatusAnswer> {
  return patch<StatusAnswer>(`/chat/sessions/${encodeURIComponent(sessionId)}/status`, { status });
}

export function useUpdateChatStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, status }: { sessionId: string; status: ChatStatus }) => updateChatStatus(sessionId, status),
    onSuccess: (answer, { sessionId }) => updateCachedSummary(queryClient, sessionId, answer),
  });
}

/** POST /api/chat/sessions/{id}/read: staff opened the conversation; the cached list drops its unread count. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => post(`/chat/sessions/${encodeURIComponent(sessionId)}/read`),
    onSuccess: (_answer, sessionId) => {
      queryClient.setQueryData<ChatSummary[]>(CHAT_SESSIONS_QUERY_KEY, (list) => list?.map((s) => (s.sessionId === sessionId ? { ...s, unread: undefined } : s)));
    },
  });
}
