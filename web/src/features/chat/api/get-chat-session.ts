import type { ChatSession } from "@contract/chat/session.ts";
import { ApiError, get } from "../../../lib/api-client.ts";

/** GET /api/chat/sessions/{id}: the transcript, or null when the session does not exist (yet). */
export async function getChatSession(sessionId: string, signal?: AbortSignal): Promise<ChatSession | null> {
  try {
    return await get<ChatSession>(`/chat/sessions/${encodeURIComponent(sessionId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
