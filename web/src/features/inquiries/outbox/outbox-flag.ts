/**
 * A hint in localStorage that the outbox may hold inquiries, so that a visitor who never queued one
 * never downloads the IndexedDB code (Dexie) at all. Set when something is queued; cleared when the
 * outbox is found empty. The service worker's Background Sync does not depend on it.
 */
const KEY = "outboxMayHaveItems";

export function outboxMayHaveItems(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return true; // storage unreadable: check the outbox itself
  }
}

export function setOutboxHint(hasItems: boolean): void {
  try {
    if (hasItems) globalThis.localStorage?.setItem(KEY, "1");
    else globalThis.localStorage?.removeItem(KEY);
    globalThis.dispatchEvent?.(new Event("outbox-hint"));
  } catch {
    // storage unavailable
  }
}
