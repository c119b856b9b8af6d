/**
 * The chat session id, kept in session storage with whose it is: `user_{id}_{timestamp}` for a
 * logged-in member, `anon_{timestamp}_{random}` otherwise; an anonymous conversation a member kept
 * on logging in stays theirs. A stored id that does not belong to the current visitor (logged in or
 * out since) is not used.
 */
import { ANON_SESSION_ID, newChatSessionId, sessionOwnerId } from "@contract/chat/session.ts";

export const CHAT_SESSION_KEY = "chatSessionId";
/** A conversation started on this device and not yet written in: the server has nothing of it. */
const FRESH_SESSION_KEY = "chatSessionFresh";
/** The member the stored conversation belongs to ("" for an anonymous visitor). */
const CHAT_OWNER_KEY = "chatSessionOwner";

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(id: string, owner: string | undefined): void {
  try {
    sessionStorage.setItem(CHAT_SESSION_KEY, id);
    sessionStorage.setItem(CHAT_OWNER_KEY, owner ?? "");
  } catch {
    // Storage unavailable: the conversation lasts as long as the page.
  }
}

function fits(id: string, userId: string | undefined): boolean {
  const owner = read(CHAT_OWNER_KEY);
  if (userId) return sessionOwnerId(id) === userId || (ANON_SESSION_ID.test(id) && owner === userId);
  return ANON_SESSION_ID.test(id) && !owner;
}

/** The stored conversation when it is this visitor's, else null. */
export function storedSessionId(userId: string | undefined): string | null {
  const stored = read(CHAT_SESSION_KEY);
  return stored && fits(stored, userId) ? stored : null;
}

/**
 * The anonymous conversation this browser held before its visitor logged in as `userId`, to keep;
 * null when there is none.
 */
export function anonymousSessionToKeep(userId: string): string | null {
  const stored = read(CHAT_SESSION_KEY);
  return stored && ANON_SESSION_ID.test(stored) && !read(CHAT_OWNER_KEY) && userId ? stored : null;
}

/** Remembers `id` as `userId`'s conversation (an anonymous visitor's when undefined). */
export function rememberSessionId(id: string, userId: string | undefined): string {
  write(id, userId);
  return id;
}

export function getOrCreateSessionId(userId: string | undefined): string {
  return storedSessionId(userId) ?? startNewSessionId(userId);
}

/** Forgets the conversation (ended, or deleted by staff): the next one starts fresh. */
export function startNewSessionId(userId: string | undefined): string {
  const id = rememberSessionId(newChatSessionId(userId), userId);
  try {
    sessionStorage.setItem(FRESH_SESSION_KEY, id);
  } catch {
    // Storage unavailable: the history is asked for, and found missing.
  }
  return id;
}

/** Whether `id` was started here and nothing was written in it yet (its history is empty: no need to ask). */
export function isFreshSession(id: string): boolean {
  return read(FRESH_SESSION_KEY) === id;
}

/** The visitor writes in `id`: from now on the server has it. */
export function markSessionWritten(id: string): void {
  if (!isFreshSession(id)) return;
  try {
    sessionStorage.removeItem(FRESH_SESSION_KEY);
  } catch {
    // Storage unavailable.
  }
}
