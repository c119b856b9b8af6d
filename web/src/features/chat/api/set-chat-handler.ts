import type { ChatHandler } from "@contract/chat/session.ts";
import type { ChatStatus } from "@contract/enums.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch } from "../../../lib/api-client.ts";
import { updateCachedSummary } from "./get-chat-sessions.ts";

type HandlerAnswer = { handler: ChatHandler; status: ChatStatus; lastActivityTimestamp: string };

/** PATCH /api/chat/sessions/{id}/handler (administrators): take a conversation over, or hand it back to the AI. */
export function setChatHandler(sessionId: string, handler: ChatHandler): Promise<HandlerAnswer> {
  return patch<HandlerAnswer>(`/chat/sessions/${encodeURIComponent(sessionId)}/handler`, { handler });
}

export function useSetChatHandler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, handler }: { sessionId: string; handler: ChatHandler }) => setChatHandler(sessionId, handler),
    onSuccess: (answer, { sessionId }) => updateCachedSummary(queryClient, sessionId, answer),
  });
}
