import type { ChatAuthor, ChatHandler, ChatMessage } from "@contract/chat/session.ts";
import { streamEvents } from "../../../lib/sse.ts";

export interface ReplyHandlers {
  /** The visitor's message as stored. */
  onStored(message: ChatMessage): void;
  /** The answer begins; `author` says which kind (AI, catalogue concierge). */
  onStart(author: ChatAuthor): void;
  onDelta(text: string): void;
  /** A banner (capacity, AI error). */
  onNotice(text: string): void;
  /** The stored answer, or null when a consultant handles the conversation. */
  onDone(reply: ChatMessage | null, handler: ChatHandler): void;
}

/** POST /api/chat/sessions/{id}/messages, the answer streamed as server-sent events. */
export function sendChatMessage(sessionId: string, text: string, handlers: ReplyHandlers, signal?: AbortSignal): Promise<void> {
  return streamEvents(`/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: "POST",
    body: { text, role: "user", timestamp: new Date().toISOString() },
    signal,
    onEvent(event, data) {
      const value = data as Record<string, unknown>;
      if (event === "message") handlers.onStored(value as unknown as ChatMessage);
      else if (event === "start") handlers.onStart(value.author as ChatAuthor);
      else if (event === "delta") handlers.onDelta(String(value.text ?? ""));
      else if (event === "notice") handlers.onNotice(String(value.text ?? ""));
      else if (event === "done") handlers.onDone((value.reply as ChatMessage | null) ?? null, value.handler as ChatHandler);
    },
  });
}
