/**
 * Web Push: the subscription a browser sends (`PushSubscription.toJSON()`), who it belongs to, the
 * server's public VAPID key, and the notifications' texts. A notification carries only a title and a
 * link inside the site: never a name, an address or a message's text.
 *
 * - `GET /api/push/public-key`: the key browsers subscribe with (`applicationServerKey`).
 * - `POST /api/push/subscriptions`: stores a subscription for its owner: a visitor's chat session
 *   (`chatSessionId`), an inquiry's thread (`threadToken`, its private link's token), a trip's link
 *   (`tripToken`: the devices of that link hear of the trip's changes until it is revoked), the signed-in
 *   member, or, for an administrator with `staff: true`, the staff.
 * - `DELETE /api/push/subscriptions`: forgets an endpoint (for one owner, or every owner of it).
 * - `PUT /api/push/subscriptions`: the browser's new subscription in place of its old endpoint.
 */
import { z } from "zod";
import { PUSH_LIMITS, PUSH_OWNER_KINDS } from "./push-texts.ts";

export * from "./push-texts.ts";

/** Base64url without padding: what `PushSubscription.toJSON()` gives for its keys. */
const base64Url = (bytes: number, message: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, message).refine((value) => Math.floor((value.length * 3) / 4) === bytes, message);

export const pushSubscription = z.object({
  endpoint: z.string().trim().max(PUSH_LIMITS.endpointMax, "The push endpoint is too long.")
    .refine((value) => URL.canParse(value), "The push endpoint must be an address."),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64Url(65, "The subscription's p256dh key must be a P-256 public key (65 bytes, base64url)."),
    /** The authentication secret (16 bytes). */
    auth: base64Url(16, "The subscription's auth secret must be 16 bytes (base64url)."),
  }),
});
export type PushSubscriptionData = z.infer<typeof pushSubscription>;

export const pushSubscriptionInput = z.object({
  subscription: pushSubscription,
  /** Notify this visitor's chat session (its member or whoever holds its id) when a consultant answers. */
  chatSessionId: z.string().max(120).optional(),
  /** An administrator's subscription for the staff notifications (new inquiries, chats waiting). */
  staff: z.boolean().optional(),
  /** Notify the traveller of this inquiry thread (its private link's token) when a consultant answers. */
  threadToken: z.string().max(64).optional(),
  /** Notify the holder of this trip link (its token: the traveller's or a co-traveller's) when staff change the trip. */
  tripToken: z.string().max(64).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** The answer to a subscription: whose it is now (`created` false when the endpoint was already there). */
export const pushSubscriptionResult = z.object({ owner: z.enum(PUSH_OWNER_KINDS), created: z.boolean() });
export type PushSubscriptionResult = z.infer<typeof pushSubscriptionResult>;

export const pushUnsubscribeInput = z.object({
  endpoint: z.string().trim().max(PUSH_LIMITS.endpointMax, "The push endpoint is too long."),
  /** The owner, as when subscribing; with neither this, `staff` nor a token: every owner of the endpoint. */
  chatSessionId: z.string().max(120).optional(),
  staff: z.boolean().optional(),
  threadToken: z.string().max(64).optional(),
  tripToken: z.string().max(64).optional(),
});
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

export const pushUnsubscribeResult = z.object({ deleted: z.number().int() });

/**
 * The browser replaced its subscription (the service worker's `pushsubscriptionchange`): every owner
 * of `oldEndpoint` gets `subscription` in its place.
 */
export const pushRenewInput = z.object({
  oldEndpoint: z.string().trim().max(PUSH_LIMITS.endpointMax, "The push endpoint is too long."),
  subscription: pushSubscription,
});
export type PushRenewInput = z.infer<typeof pushRenewInput>;

export const pushRenewResult = z.object({ renewed: z.number().int() });

export const pushPublicKey = z.object({ publicKey: z.string() });

/** What a push message holds (JSON, encrypted to the subscription): a title and a link inside the site. */
export const pushPayload = z.object({
  title: z.string().max(120),
  url: z.string().startsWith("/").max(300),
});
