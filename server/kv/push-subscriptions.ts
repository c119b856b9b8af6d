/**
 * Web Push subscriptions, each stored under its owner (a member, a staff member, a visitor's chat
 * session, an inquiry's thread) and indexed by its endpoint, both in one commit. An owner holds at
 * most `max`: a new endpoint beyond that is refused, the same endpoint again replaces its keys. A
 * thread's subscription is stored only while the private link it was asked with is live (checked in
 * its commit), and goes when the thread's links are revoked or the inquiry deleted (`dropSubscriptionsOf`).
 */
import type { PushOwnerKind, PushSubscriptionData } from "../../contract/push.ts";
import { limitReached } from "../errors.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";

export type PushOwner = { kind: PushOwnerKind; id: string };

export type StoredPushSubscription = PushSubscriptionData & { owner: PushOwner; createdAt: string };

/** A visitor's chat and thread subscriptions lapse with the conversation's likely life; members' stay until gone. */
const VISITOR_SUBSCRIPTION_MS = 90 * 24 * 60 * 60 * 1000;

/** A key that must hold a value `valid` accepts when the subscription commits (else `refused` is thrown). */
export type SubscriptionCondition = { key: Deno.KvKey; valid: (value: unknown) => boolean; refused: () => Error };

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
  condition?: SubscriptionCondition,
): Promise<{ created: boolean }> {
  const hash = await endpointHash(subscription.endpoint);
  const key = KEYS.pushSubscription(owner.kind, owner.id, hash);
  const guardKey = KEYS.pushOwnerGuard(owner.kind, owner.id);
  const expireIn = owner.kind === "chat" || owner.kind === "thread" ? VISITOR_SUBSCRIPTION_MS : undefined;
  return await transact<{ created: boolean }>(async () => {
    const keys: Deno.KvKey[] = condition ? [key, guardKey, condition.key] : [key, guardKey];
    const [current, guard, required] = await kv.getMany(keys);
    if (condition && !condition.valid(required.value)) throw condition.refused();
    const record: StoredPushSubscription = { ...subscription, owner, createdAt: new Date().toISOString() };
    const op = kv.atomic().check(current, guard, ...(required ? [required] : []))
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

/**
 * Adds the deletion of every subscription of `owner` to `op`, checked against the owner's guard, so
 * a subscription added meanwhile makes the commit fail and be read again.
 */
export async function dropSubscriptionsOf(kv: Deno.Kv, op: Deno.AtomicOperation, owner: PushOwner): Promise<void> {
  const [guard, held] = await Promise.all([
    kv.get(KEYS.pushOwnerGuard(owner.kind, owner.id)),
    listValues<StoredPushSubscription>(kv, KEYS.pushSubscriptionsOf(owner.kind, owner.id)),
  ]);
  op.check(guard);
  for (const { key } of held) {
    op.delete(key).delete(KEYS.pushByEndpoint(String(key[3]), owner.kind, owner.id));
  }
}

/** Every staff member's subscriptions. */
export async function staffSubscriptions(kv: Deno.Kv): Promise<StoredPushSubscription[]> {
  return (await listValues<StoredPushSubscription>(kv, KEYS.pushSubscriptionsOf("staff"))).map((e) => e.value);
}

/**
 * Puts `subscription` in place of `oldEndpoint` for every owner of it, each owner in one commit
 * (the old deleted, the new stored with the old one's age), so no owner gains a device; answers how many.
 */
export async function replaceEndpoint(kv: Deno.Kv, oldEndpoint: string, subscription: PushSubscriptionData): Promise<number> {
  const [oldHash, newHash] = await Promise.all([endpointHash(oldEndpoint), endpointHash(subscription.endpoint)]);
  if (oldHash === newHash) return 0;
  let renewed = 0;
  for await (const { key } of kv.list({ prefix: KEYS.pushEndpointOwners(oldHash) })) {
    const owner: PushOwner = { kind: key[2] as PushOwnerKind, id: String(key[3]) };
    const oldKey = KEYS.pushSubscription(owner.kind, owner.id, oldHash);
    const done = await transact(async () => {
      const old = await kv.get<StoredPushSubscription>(oldKey);
      const op = kv.atomic().check(old);
      if (!old.value) return { op, result: false };
      const expireIn = owner.kind === "chat" || owner.kind === "thread" ? VISITOR_SUBSCRIPTION_MS : undefined;
      op.delete(oldKey).delete(KEYS.pushByEndpoint(oldHash, owner.kind, owner.id))
        .set(KEYS.pushSubscription(owner.kind, owner.id, newHash), { ...old.value, ...subscription }, { expireIn })
        .set(KEYS.pushByEndpoint(newHash, owner.kind, owner.id), true, { expireIn });
      return { op, result: true };
    });
    if (done) renewed++;
  }
  return renewed;
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

/**
 * Forgets, for every owner, each stored endpoint that `allowed` refuses (at start, when the rule of
 * which push services may be called has changed); answers how many endpoints.
 */
export async function dropEndpointsNotAllowed(kv: Deno.Kv, allowed: (endpoint: string) => boolean): Promise<number> {
  const refused = new Set<string>();
  for await (const { value } of kv.list<StoredPushSubscription>({ prefix: KEYS.pushSubscriptions() })) {
    if (!allowed(value.endpoint)) refused.add(value.endpoint);
  }
  for (const endpoint of refused) await deleteSubscriptions(kv, endpoint);
  return refused.size;
}
