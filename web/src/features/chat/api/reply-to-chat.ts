import type { ChatExchange } from "@contract/chat/session.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showReplySent } from "./get-chat-sessions.ts";
import { post } from "../../../lib/api-client.ts";

/**
 * POST /api/chat/sessions/{id}/messages with role "model" (administrators): a consultant's reply.
 * The conversation is handed to staff: the AI stops answering it until it is handed back.
 */
export function replyToChat(sessionId: string, text: string): Promise<ChatExchange> {
  return post<ChatExchange>(`/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    text,
    role: "model",
    timestamp: new Date().toISOString(),
  });
}

export function useReplyToChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) => replyToChat(sessionId, text),
    onSuccess: (exchange, { sessionId }) => showReplySent(queryClient, sessionId, exchange.message.timestamp),
  });
}
