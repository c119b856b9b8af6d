/**
 * Web Push: the server's public key, and browsers turning notifications on and off.
 *
 * - `GET /public-key`: anyone (the key is public).
 * - `POST /subscriptions` {subscription, chatSessionId?, threadToken?, tripToken?, staff?}: a visitor for their chat session
 *   (whoever holds an anonymous session's id; a member's session only its member), a traveller for
 *   an inquiry's thread (whoever holds a live private link of it), a signed-in
 *   member for themselves, an administrator with `staff: true` for the staff notifications.
 *   201 when stored, 200 when the owner had the endpoint already; limited per owner and per address.
 * - `PUT /subscriptions` {oldEndpoint, subscription}: the service worker, when the browser replaced
 *   its subscription: every owner of the old endpoint gets the new one; limited per address.
 * - `DELETE /subscriptions` {endpoint, chatSessionId?, threadToken?, tripToken?, staff?}: whoever holds the endpoint, for the owner
 *   chosen as when subscribing (without a token or a chat session: every owner).
 */
import { Hono } from "hono";
import { limitedBy } from "../http/caller.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { renew, subscribe, unsubscribe } from "../services/push.ts";
import {
  PUSH_LIMITS,
  pushPublicKey,
  pushRenewInput,
  pushRenewResult,
  pushSubscriptionInput,
  pushSubscriptionResult,
  pushUnsubscribeInput,
  pushUnsubscribeResult,
} from "../../contract/push.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { declareOn } from "../openapi/registry.ts";

export const pushRoutes = new Hono<AppEnv>();
const route = declareOn(pushRoutes, "/api/push");

const tag = "Push notifications";

export const PUSH_WRITE_LIMIT: Limit = {
  bucket: "push-address",
  max: PUSH_LIMITS.writesPerAddressPerHour,
  windowMs: 60 * 60 * 1000,
};

route({
  route: "GET /api/push/public-key",
  summary: "Read the VAPID public key",
  description: "The key a browser passes as `applicationServerKey` to `pushManager.subscribe`.",
  tag,
  operationId: "getPushPublicKey",
  access: "public",
  answer: { description: "The server's VAPID public key (base64url, an uncompressed P-256 point).", schema: pushPublicKey },
}, async (c) => c.json({ data: { publicKey: await c.var.deps.push.publicKey() } }));

route({
  route: "POST /api/push/subscriptions",
  summary: "Turn push notifications on for a browser",
  description:
    "`subscription` is `PushSubscription.toJSON()`. With `chatSessionId` the subscription hears a consultant's " +
    "answers in that conversation (an existing one; a member's only for its member, otherwise 404); with " +
    "`threadToken` (an inquiry thread's private link) it hears a consultant's replies on that inquiry, with the " +
    "reply's private link (404 for a link that is not valid, revoked or of a deleted inquiry; revoking the links " +
    "or deleting the inquiry deletes these subscriptions); with `tripToken` (a trip's private link, the traveller's " +
    "or a co-traveller's) it hears staff's changes of the trip, with a new link of the same access, until that link " +
    "is revoked (404 for a link that is not valid or revoked); with " +
    "`staff: true` an administrator's hears new inquiries and chats waiting for a consultant (403 for anyone " +
    "else); otherwise the signed-in member's (401 without a token) hears their chat, bespoke requests and " +
    "membership. The endpoint must be an https address on port 443 of a browser's push service (FCM, " +
    "Mozilla, Windows, Apple, or one of PUSH_EXTRA_HOSTS; 400 otherwise). An owner keeps at most a few " +
    "devices (429 for one more). 201 when stored, 200 when the owner had this endpoint already.",
  tag,
  operationId: "createPushSubscription",
  access: "anyone",
  body: pushSubscriptionInput,
  answer: { status: 201, description: "Whose subscription it now is.", schema: pushSubscriptionResult },
  errors: ["unauthorized", "forbidden", "not_found", "limited"],
  limits: [limitDoc(PUSH_WRITE_LIMIT, "client address")],
}, async (c, { body }) => {
  const input = await body();
  const limited = limitedBy(c, [windowOf(PUSH_WRITE_LIMIT, clientRateKey(c))]);
  const result = await subscribe(c.var.deps, c.var.user, input, limited);
  return c.json({ data: result }, result.created ? 201 : 200);
});

route({
  route: "DELETE /api/push/subscriptions",
  summary: "Turn push notifications off for a browser",
  description:
    "Forgets the endpoint for one owner, chosen as when subscribing (`chatSessionId`, `threadToken`, `staff`, else the " +
    "signed-in member); without a token, `chatSessionId` or `threadToken`, for every owner of it. Holding the " +
    "endpoint, a secret of the browser's push service, is what allows it.",
  tag,
  operationId: "deletePushSubscription",
  access: "anyone",
  body: pushUnsubscribeInput,
  answer: { description: "How many subscriptions were deleted.", schema: pushUnsubscribeResult },
  errors: ["unauthorized", "forbidden", "not_found"],
}, async (c, { body }) => {
  const input = await body();
  return c.json({ data: await unsubscribe(c.var.deps, c.var.user, input) });
});

route({
  route: "PUT /api/push/subscriptions",
  summary: "Replace a browser's push subscription",
  description:
    "Sent by the service worker on `pushsubscriptionchange`: every owner of `oldEndpoint` gets `subscription` " +
    "in its place (the same owners, no device more). The new endpoint is held to the rule of a new " +
    "subscription (400 otherwise). Holding the old endpoint, a secret of the browser's push service, is what allows it.",
  tag,
  operationId: "renewPushSubscription",
  access: "anyone",
  body: pushRenewInput,
  answer: { description: "How many owners' subscriptions were replaced.", schema: pushRenewResult },
  limits: [limitDoc(PUSH_WRITE_LIMIT, "client address")],
}, async (c, { body }) => {
  const input = await body();
  const limited = limitedBy(c, [windowOf(PUSH_WRITE_LIMIT, clientRateKey(c))]);
  return c.json({ data: await renew(c.var.deps, input, limited) });
});
