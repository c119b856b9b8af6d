import { outboxMayHaveItems } from "./outbox-flag.ts";

/**
 * Sends queued inquiries on start and whenever the browser comes back online, loading the outbox
 * code only when the hint says something may be queued.
 */
export function startOutboxSyncWhenNeeded(): void {
  const flush = () => {
    if (!outboxMayHaveItems()) return;
    void import("./outbox.ts").then((outbox) => outbox.flushOutbox()).catch(() => {});
  };
  globalThis.addEventListener("load", flush, { once: true });
  globalThis.addEventListener("online", flush);
}
