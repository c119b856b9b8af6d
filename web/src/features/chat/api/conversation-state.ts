/**
 * Staff changing a conversation's state on the desk: its status, who answers it, and opening or
 * reading it. The server works the new state out (contract/chat/state.ts); each call answers it,
 * and the desk's list shows that answer.
 */
import type { ChatHandler, ChatReadAnswer, ChatStateAnswer } from "@contract/chat/session.ts";
import type { ChatStatus } from "@contract/enums.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patch, post } from "../../../lib/api-client.ts";
import { showStateAnswer } from "./get-chat-sessions.ts";

const sessionPath = (id: string, action: string) => `/chat/sessions/${encodeURIComponent(id)}/${action}`;

/** PATCH /api/chat/sessions/{id}/status (administrators). */
export function updateChatStatus(sessionId: string, status: ChatStatus): Promise<ChatStateAnswer> {
  return patch<ChatStateAnswer>(sessionPath(sessionId, "status"), { status });
}

/** PATCH /api/chat/sessions/{id}/handler (administrators): take a conversation over, or hand it back to the AI. */
export function setChatHandler(sessionId: string, handler: ChatHandler): Promise<ChatStateAnswer> {
  return patch<ChatStateAnswer>(sessionPath(sessionId, "handler"), { handler });
}

/**
 * POST /api/chat/sessions/{id}/read (administrators): the visitor's messages are read; `opened`:
 * staff have just opened the conversation, which may change its state (the server says how).
 */
export function readChat(sessionId: string, opened: boolean): Promise<ChatReadAnswer> {
  return post<ChatReadAnswer>(`${sessionPath(sessionId, "read")}${opened ? "?opened=true" : ""}`);
}

export function useUpdateChatStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, status }: { sessionId: string; status: ChatStatus }) => updateChatStatus(sessionId, status),
    onSuccess: (answer, { sessionId }) => showStateAnswer(queryClient, sessionId, answer),
  });
}

export function useSetChatHandler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, handler }: { sessionId: string; handler: ChatHandler }) => setChatHandler(sessionId, handler),
    onSuccess: (answer, { sessionId }) => showStateAnswer(queryClient, sessionId, answer),
  });
}

/** Opening or reading a conversation: the list drops its unread count and shows the state answered. */
export function useReadChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, opened }: { sessionId: string; opened: boolean }) => readChat(sessionId, opened),
    onSuccess: (answer, { sessionId }) => showStateAnswer(queryClient, sessionId, answer, { read: true }),
  });
}
