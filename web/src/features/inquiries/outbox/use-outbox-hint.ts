import { useSyncExternalStore } from "react";
import { outboxMayHaveItems } from "./outbox-flag.ts";

function subscribe(callback: () => void) {
  globalThis.addEventListener("outbox-hint", callback);
  globalThis.addEventListener("storage", callback); // other tabs
  return () => {
    globalThis.removeEventListener("outbox-hint", callback);
    globalThis.removeEventListener("storage", callback);
  };
}

/** True while the outbox may hold inquiries (then the header loads the "Pending inquiries" link). */
export function useOutboxHint(): boolean {
  return useSyncExternalStore(subscribe, outboxMayHaveItems, () => false);
}
