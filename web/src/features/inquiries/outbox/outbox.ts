/**
 * The inquiry outbox. An inquiry gets its id on the device before the first attempt; that id is its
 * Idempotency-Key, so however often it is replayed (app start, back online, Background Sync, "Send
 * now", a timeout whose answer was lost) the server stores it once. A queued inquiry is deleted only
 * after the server acknowledged it. Used by the page and by the service worker (no DOM needed).
 */
import { IDEMPOTENCY_KEY_HEADER } from "@contract/idempotency.ts";
import type { InquiryInput } from "@contract/inquiry.ts";
import { AUTH_TOKEN_KEY, LIMITS } from "@contract/limits.ts";
import { db, type QueuedInquiry } from "./db.ts";
import { setOutboxHint } from "./outbox-flag.ts";

export const OUTBOX_SYNC_TAG = "inquiry-outbox";

/** What one delivery attempt came to. */
export type Attempt =
  | { outcome: "delivered" }
  | { outcome: "rejected"; message: string } // the server refused it: retrying the same body cannot help
  | { outcome: "retry"; message: string }; // no answer, or a temporary refusal (5xx, 429)

const OFFLINE_MESSAGE = "No connection. It will be sent when you are back online.";

export function newOutboxId(): string {
  return crypto.randomUUID();
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** POST /api/inquiries once, with the id as Idempotency-Key. Never throws. */
export async function attemptDelivery(id: string, payload: InquiryInput, fetchImpl: typeof fetch = fetch): Promise<Attempt> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
    [IDEMPOTENCY_KEY_HEADER]: id,
  };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchImpl(`${LIMITS.apiBasePath}/inquiries`, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      credentials: "include",
      signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
    });
  } catch {
    return { outcome: "retry", message: OFFLINE_MESSAGE };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { outcome: "delivered" };
  }
  let message = `Request failed with status ${response.status}`;
  try {
    const body = await response.json() as { message?: unknown };
    if (typeof body.message === "string" && body.message) message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  // 401 without a token: a member-only inquiry (VIP) replayed where no login is at hand (the
  // service worker); the page sends it once the member is logged in.
  const needsLogin = response.status === 401 && !token;
  const temporary = response.status >= 500 || response.status === 429 || response.status === 408 || needsLogin;
  return temporary ? { outcome: "retry", message } : { outcome: "rejected", message };
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

export const QUEUED_NOTICE =
  "We could not reach our team just now. Your inquiry is saved on this device and will be sent automatically when you are back online.";

/** The outcome of a form's submission: delivered now, or kept in the outbox for later. */
export type SendOutcome = { status: "sent" } | { status: "queued"; id: string };

/**
 * Sends an inquiry from a form. Without an answer (offline, timeout, server down) it is queued with
 * the same id and the caller says so; a refusal by the server throws with the server's message.
 */
export async function sendInquiry(payload: InquiryInput, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  const id = newOutboxId();
  const online = globalThis.navigator?.onLine ?? true;
  const attempt: Attempt = online ? await attemptDelivery(id, payload, fetchImpl) : { outcome: "retry", message: OFFLINE_MESSAGE };
  if (attempt.outcome === "delivered") return { status: "sent" };
  if (attempt.outcome === "rejected") throw new Error(attempt.message);
  await queueInquiry(id, payload, attempt.message);
  return { status: "queued", id };
}
