import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { dropChat } from "./get-chat-sessions.ts";

/** DELETE /api/chat/sessions/{id} (administrators): the conversation and its transcript. */
export function deleteChatSession(sessionId: string): Promise<unknown> {
  return del(`/chat/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => deleteChatSession(sessionId),
    onSuccess: (_answer, sessionId) => {
      dropChat(queryClient, sessionId);
    },
  });
}
