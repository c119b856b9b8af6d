/**
 * One push message to one subscription: the payload encrypted to the browser's keys (`aes128gcm`,
 * RFC 8291) and the request signed with the VAPID key (RFC 8292), both by the `web-push` library;
 * the request itself goes out with `fetch` (web-push's own sender speaks https only), bounded in time.
 * A redirect is never followed (it could point into the server's own network): any 3xx answer is a
 * failure, like a refusal.
 */
import { webPush } from "./web-push-library.ts";
import type { PushPayload, PushSubscriptionData } from "../../contract/push.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** How long a push service may take to accept a message. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

/** The push service's answer: `gone` when it no longer knows the subscription (404, 410). */
export type SendOutcome = { status: number; ok: boolean; gone: boolean };

export async function sendPush(keys: VapidKeys, subscription: PushSubscriptionData, payload: PushPayload): Promise<SendOutcome> {
  const request = (await webPush()).generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: keys,
    TTL: TTL_SECONDS,
    contentEncoding: "aes128gcm",
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: "manual",
  });
  await response.body?.cancel();
  // "manual" answers the 3xx itself (status 0 where a runtime hides it as an opaque redirect).
  const accepted = response.ok && response.type !== "opaqueredirect";
  return { status: response.status, ok: accepted, gone: response.status === 404 || response.status === 410 };
}
