/**
 * Web Push: the server's public key, and browsers turning notifications on and off.
 *
 * - `GET /public-key`: anyone (the key is public).
 * - `POST /subscriptions` {subscription, chatSessionId?, threadToken?, staff?}: a visitor for their chat session
 *   (whoever holds an anonymous session's id; a member's session only its member), a traveller for
 *   an inquiry's thread (whoever holds a live private link of it), a signed-in
 *   member for themselves, an administrator with `staff: true` for the staff notifications.
 *   201 when stored, 200 when the owner had the endpoint already; limited per owner and per address.
 * - `PUT /subscriptions` {oldEndpoint, subscription}: the service worker, when the browser replaced
 *   its subscription: every owner of the old endpoint gets the new one; limited per address.
 * - `DELETE /subscriptions` {endpoint, chatSessionId?, threadToken?, staff?}: whoever holds the endpoint, for the owner
 *   chosen as when subscribing (without a token or a chat session: every owner).
 */
import { Hono } from "hono";
import { PUSH_LIMITS, pushRenewInput, pushSubscriptionInput, pushUnsubscribeInput } from "../../contract/push.ts";
import { limitedBy } from "../http/caller.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { readJson } from "../http/validate.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { renew, subscribe, unsubscribe } from "../services/push.ts";

export const pushRoutes = new Hono<AppEnv>();

export const PUSH_WRITE_LIMIT: Limit = {
  bucket: "push-address",
  max: PUSH_LIMITS.writesPerAddressPerHour,
  windowMs: 60 * 60 * 1000,
};

pushRoutes.get("/public-key", async (c) => c.json({ data: { publicKey: await c.var.deps.push.publicKey() } }));

pushRoutes.post("/subscriptions", async (c) => {
  const input = await readJson(c, pushSubscriptionInput);
  const limited = limitedBy(c, [windowOf(PUSH_WRITE_LIMIT, clientRateKey(c))]);
  const result = await subscribe(c.var.deps, c.var.user, input, limited);
  return c.json({ data: result }, result.created ? 201 : 200);
});

pushRoutes.delete("/subscriptions", async (c) => {
  const input = await readJson(c, pushUnsubscribeInput);
  return c.json({ data: await unsubscribe(c.var.deps, c.var.user, input) });
});

pushRoutes.put("/subscriptions", async (c) => {
  const input = await readJson(c, pushRenewInput);
  const limited = limitedBy(c, [windowOf(PUSH_WRITE_LIMIT, clientRateKey(c))]);
  return c.json({ data: await renew(c.var.deps, input, limited) });
});
