import type { ChatMessage } from "@contract/chat/session.ts";

/** The id of a message shown before the server has stored it. */
const isLocal = (message: ChatMessage) => message.id.startsWith("local-");

/**
 * Merges messages by id (a message can arrive by two routes), in time order. A message shown before
 * it was stored (`local-…`) gives way to the stored one with its role and text, whichever route
 * brings that first (the send's own answer, or the live updates).
 */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) {
    byId.set(m.id, m);
    if (isLocal(m)) continue;
    const echo = [...byId.values()].find((shown) => isLocal(shown) && shown.role === m.role && shown.text === m.text);
    if (echo) byId.delete(echo.id);
  }
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
}
