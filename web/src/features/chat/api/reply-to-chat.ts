import type { ChatExchange } from "@contract/chat/session.ts";
import { useMutation } from "@tanstack/react-query";
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
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) => replyToChat(sessionId, text),
  });
}
