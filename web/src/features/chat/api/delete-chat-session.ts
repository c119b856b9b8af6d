import type { ChatSummary } from "@contract/chat/session.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { CHAT_SESSIONS_QUERY_KEY } from "./get-chat-sessions.ts";

/** DELETE /api/chat/sessions/{id} (administrators): the conversation and its transcript. */
export function deleteChatSession(sessionId: string): Promise<unknown> {
  return del(`/chat/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => deleteChatSession(sessionId),
    onSuccess: (_answer, sessionId) => {
      queryClient.setQueryData<ChatSummary[]>(CHAT_SESSIONS_QUERY_KEY, (list) => list?.filter((s) => s.sessionId !== sessionId));
    },
  });
}
