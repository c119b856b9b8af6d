/**
 * Web Push subscriptions, each stored under its owner (a member, a staff member, a visitor's chat
 * session) and indexed by its endpoint, both in one commit. An owner holds at most `max`: a new
 * endpoint beyond that is refused, the same endpoint again replaces its keys.
 */
import type { PushOwnerKind, PushSubscriptionData } from "../../contract/push.ts";
import { limitReached } from "../errors.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";

export type PushOwner = { kind: PushOwnerKind; id: string };

export type StoredPushSubscription = PushSubscriptionData & { owner: PushOwner; createdAt: string };

/** A visitor's chat subscriptions lapse with the conversation's likely life; members' stay until gone. */
const CHAT_SUBSCRIPTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The endpoint's key part: SHA-256 of the address, so keys stay short whatever its length. */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint)));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores `subscription` for `owner`; `created` is false when the owner had this endpoint already.
 * Refuses (limited, `message`) a new endpoint when the owner holds `max`.
 */
export async function saveSubscription(
  kv: Deno.Kv,
  owner: PushOwner,
  subscription: PushSubscriptionData,
  bound: { max: number; message: string },
): Promise<{ created: boolean }> {
  const hash = await endpointHash(subscription.endpoint);
  const key = KEYS.pushSubscription(owner.kind, owner.id, hash);
  const guardKey = KEYS.pushOwnerGuard(owner.kind, owner.id);
  const expireIn = owner.kind === "chat" ? CHAT_SUBSCRIPTION_MS : undefined;
  return await transact<{ created: boolean }>(async () => {
    const [current, guard] = await kv.getMany([key, guardKey]);
    const record: StoredPushSubscription = { ...subscription, owner, createdAt: new Date().toISOString() };
    const op = kv.atomic().check(current, guard)
      .set(key, record, { expireIn })
      .set(KEYS.pushByEndpoint(hash, owner.kind, owner.id), true, { expireIn });
    if (current.value) return { op, result: { created: false } };
    const held = await listValues(kv, KEYS.pushSubscriptionsOf(owner.kind, owner.id));
    if (held.length >= bound.max) throw limitReached(bound.message, 24 * 60 * 60);
    // Every new subscription rewrites the guard, so two racing ones cannot both pass the count.
    return { op: op.set(guardKey, Date.now(), { expireIn }), result: { created: true } };
  });
}

/** The subscriptions of one owner. */
export async function subscriptionsOf(kv: Deno.Kv, owner: PushOwner): Promise<StoredPushSubscription[]> {
  return (await listValues<StoredPushSubscription>(kv, KEYS.pushSubscriptionsOf(owner.kind, owner.id))).map((e) => e.value);
}

/** Every staff member's subscriptions. */
export async function staffSubscriptions(kv: Deno.Kv): Promise<StoredPushSubscription[]> {
  return (await listValues<StoredPushSubscription>(kv, KEYS.pushSubscriptionsOf("staff"))).map((e) => e.value);
}

/** Forgets `endpoint` for `owner`, or for every owner of it; answers how many were deleted. */
export async function deleteSubscriptions(kv: Deno.Kv, endpoint: string, owner?: PushOwner): Promise<number> {
  const hash = await endpointHash(endpoint);
  const owners: PushOwner[] = owner
    ? [owner]
    : (await Array.fromAsync(kv.list({ prefix: KEYS.pushEndpointOwners(hash) })))
      .map((entry) => ({ kind: entry.key[2] as PushOwnerKind, id: String(entry.key[3]) }));
  let deleted = 0;
  for (const { kind, id } of owners) {
    const key = KEYS.pushSubscription(kind, id, hash);
    const entry = await kv.get(key);
    await kv.atomic().delete(key).delete(KEYS.pushByEndpoint(hash, kind, id)).commit();
    if (entry.value) deleted++;
  }
  return deleted;
}
