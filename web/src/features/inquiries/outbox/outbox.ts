/**
 * The inquiry outbox. An inquiry gets its id on the device before the first attempt; that id is its
 * Idempotency-Key, so however often it is replayed (app start, back online, Background Sync, "Send
 * now", a timeout whose answer was lost) the server stores it once. A queued inquiry is deleted only
 * after the server acknowledged it. Used by the page and by the service worker (no DOM needed).
 */
import type { InquiryInput } from "@contract/inquiry.ts";
import { ApiError, readToken } from "../../../lib/api-client.ts";
import { submitInquiry } from "../api/submit-inquiry.ts";
import { db, type QueuedInquiry } from "./db.ts";
import { setOutboxHint } from "./outbox-flag.ts";

export const OUTBOX_SYNC_TAG = "inquiry-outbox";

/** What one delivery attempt came to. */
export type Attempt =
  | { outcome: "delivered" }
  | { outcome: "rejected"; message: string } // the server refused it: retrying the same body cannot help
  | { outcome: "retry"; message: string }; // no answer, or a temporary refusal (5xx, 429)

const OFFLINE_MESSAGE = "No connection. It will be sent when you are back online.";

/** POST /api/inquiries once (the form's submitInquiry), with the id as Idempotency-Key. Never throws. */
export async function attemptDelivery(id: string, payload: InquiryInput, fetchImpl: typeof fetch = fetch): Promise<Attempt> {
  try {
    await submitInquiry(payload, { idempotencyKey: id, fetch: fetchImpl });
    return { outcome: "delivered" };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { outcome: "retry", message: OFFLINE_MESSAGE };
    const { status, message } = error;
    // 401 without a token: a member-only inquiry (VIP) replayed where no login is at hand (the
    // service worker); the page sends it once the member is logged in.
    const needsLogin = status === 401 && !readToken();
    const temporary = status >= 500 || status === 429 || status === 408 || needsLogin;
    return temporary ? { outcome: "retry", message } : { outcome: "rejected", message };
  }
}

export async function queueInquiry(id: string, payload: InquiryInput, lastError?: string): Promise<void> {
  await db.outbox.put({ id, payload, queuedAt: new Date().toISOString(), attempts: 1, state: "queued", lastError });
  setOutboxHint(true);
  await requestBackgroundSync();
}

/** Asks the browser to run the service worker's sync when the network is back (Chromium only). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the app sends on start and when the browser comes back online.
  }
}

/** Keeps the page's hint (outbox-flag.ts) true exactly while something is queued. */
export async function refreshOutboxHint(): Promise<void> {
  if (typeof window === "undefined") return; // the service worker has no localStorage
  setOutboxHint((await db.outbox.count()) > 0);
}

/** Discards a queued inquiry at the traveller's request. */
export async function discardQueued(id: string): Promise<void> {
  await db.outbox.delete(id);
  await refreshOutboxHint();
}

/** Sends one queued inquiry now; deletes it only when the server acknowledged it. */
export async function deliverQueued(item: QueuedInquiry, fetchImpl: typeof fetch = fetch): Promise<Attempt> {
  const attempt = await attemptDelivery(item.id, item.payload, fetchImpl);
  if (attempt.outcome === "delivered") {
    await db.outbox.delete(item.id);
    await refreshOutboxHint();
  } else {
    await db.outbox.update(item.id, {
      attempts: item.attempts + 1,
      lastError: attempt.message,
      state: attempt.outcome === "rejected" ? "rejected" : "queued",
    });
  }
  return attempt;
}

let running: Promise<number> | null = null;

/** Sends every queued inquiry, oldest first; stops at the first one that finds no network. */
export function flushOutbox(fetchImpl: typeof fetch = fetch): Promise<number> {
  running ??= (async () => {
    let delivered = 0;
    try {
      const items = await db.outbox.orderBy("queuedAt").toArray();
      for (const item of items) {
        if (item.state === "rejected") continue;
        const attempt = await deliverQueued(item, fetchImpl);
        if (attempt.outcome === "delivered") delivered++;
        if (attempt.outcome === "retry") break;
      }
      await refreshOutboxHint();
    } finally {
      running = null;
    }
    return delivered;
  })();
  return running;
}
