import type { ChatStatus } from "@contract/enums.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch } from "../../../lib/api-client.ts";
import { updateCachedSummary } from "./get-chat-sessions.ts";

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
