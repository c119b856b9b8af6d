import type { ChatHandler, ChatMessage } from "@contract/chat/session.ts";
import type { ChatStatus } from "@contract/enums.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { streamEvents } from "../../../lib/sse.ts";

export interface SessionWatcher {
  onMessage(message: ChatMessage): void;
  onState(state: { status: ChatStatus; handler: ChatHandler }): void;
  onDeleted(): void;
}

/**
 * GET /api/chat/sessions/{id}/events: live messages and state, for the widget and the staff
 * transcript. Reconnects after a dropped connection (from the last message it saw), with a growing
 * pause; stops for good on `deleted`, on a 4xx answer, or when `signal` aborts.
 */
export async function watchChatSession(
  sessionId: string,
  watcher: SessionWatcher,
  options: { signal: AbortSignal; lastMessageId?: string },
): Promise<void> {
  let lastId = options.lastMessageId;
  let pause = 1_000;
  let deleted = false;
  while (!options.signal.aborted && !deleted) {
    try {
      const after = lastId ? `?after=${encodeURIComponent(lastId)}` : "";
      await streamEvents(`/chat/sessions/${encodeURIComponent(sessionId)}/events${after}`, {
        signal: options.signal,
        onEvent(event, data) {
          if (event === "message") {
            const message = data as ChatMessage;
            lastId = message.id;
            watcher.onMessage(message);
          } else if (event === "state") watcher.onState(data as { status: ChatStatus; handler: ChatHandler });
          else if (event === "deleted") {
            deleted = true;
            watcher.onDeleted();
          }
        },
      });
      pause = 1_000;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
      if (options.signal.aborted) return;
    }
    if (deleted || options.signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 30_000);
  }
}
