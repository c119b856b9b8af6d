/**
 * The chat session id, kept in session storage: `user_{id}_{timestamp}` for a
 * logged-in member, `anon_{timestamp}_{random}` otherwise. A stored id that does not fit the
 * current user (logged in or out since) is replaced.
 */
import { ANON_SESSION_ID, newChatSessionId, sessionOwnerId } from "@contract/chat.ts";

export const CHAT_SESSION_KEY = "chatSessionId";

function read(): string | null {
  try {
    return sessionStorage.getItem(CHAT_SESSION_KEY);
  } catch {
    return null;
  }
}

function write(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(CHAT_SESSION_KEY);
    else sessionStorage.setItem(CHAT_SESSION_KEY, id);
  } catch {
    // Storage unavailable: the conversation lasts as long as the page.
  }
}

function fits(id: string, userId: string | undefined): boolean {
  return userId ? sessionOwnerId(id) === userId : ANON_SESSION_ID.test(id);
}

export function getOrCreateSessionId(userId: string | undefined): string {
  const stored = read();
  if (stored && fits(stored, userId)) return stored;
  const id = newChatSessionId(userId);
  write(id);
  return id;
}

/** Forgets the conversation (deleted by staff): the next one starts fresh. */
export function startNewSessionId(userId: string | undefined): string {
  const id = newChatSessionId(userId);
  write(id);
  return id;
}
