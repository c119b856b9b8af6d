/**
 * Web Push for the rest of the server: `notify(audience, payload)` sends a title and a link to every
 * device of a member, of a visitor's chat conversation, of an inquiry's thread, or of the staff who turned push on. It
 * returns at once: the messages go out after the request's answer (tracked, so tests and a
 * graceful shutdown can wait with `settled()`), and a failure is logged, never thrown. A
 * subscription its push service reports gone (404, 410) is deleted.
 */
import type { PushPayload } from "../../contract/push.ts";
import type { Config } from "../config.ts";
import { deleteSubscriptions, staffSubscriptions, type StoredPushSubscription, subscriptionsOf } from "../kv/push-subscriptions.ts";
import { getUser } from "../kv/users.ts";
import { log } from "../observe/log.ts";
import { inFlight } from "../util/in-flight.ts";
import { sendPush } from "./send.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.ts";

/**
 * Who is told: a member (their user id), a visitor's chat session, an inquiry's thread (its id),
 * and/or the staff with push on.
 */
export type Audience = { user?: string; chat?: string; thread?: string; staff?: boolean };

export type Push = {
  /** The VAPID public key browsers subscribe with. */
  publicKey(): Promise<string>;
  notify(audience: Audience, payload: PushPayload): void;
  /** Resolves when every message started so far has been sent or has failed. */
  settled(): Promise<void>;
};

type PushConfig = Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "STAFF_EMAIL">;

export function createPush(kv: Deno.Kv, config: PushConfig): Push {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(kv, config).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const deliveries = inFlight();
  return {
    publicKey: async () => (await vapid()).publicKey,
    notify(audience, payload) {
      deliveries.track(
        deliver(kv, vapid, audience, payload).catch((error) => log.error("push notification failed", { error })),
      );
    },
    settled: () => deliveries.settled(),
  };
}

async function deliver(kv: Deno.Kv, vapid: () => Promise<VapidKeys>, audience: Audience, payload: PushPayload): Promise<void> {
  const recipients = await recipientsOf(kv, audience);
  if (recipients.length === 0) return;
  const keys = await vapid();
  await Promise.all(recipients.map(async (subscription) => {
    const origin = new URL(subscription.endpoint).origin;
    try {
      const outcome = await sendPush(keys, subscription, payload);
      if (outcome.gone) {
        await deleteSubscriptions(kv, subscription.endpoint);
        log.info("push subscription gone: deleted", { origin, status: outcome.status });
      } else if (!outcome.ok) {
        log.warn("push service refused a message", { origin, status: outcome.status });
      }
    } catch (error) {
      log.warn("push message not sent", { origin, error });
    }
  }));
}

/** The audience's subscriptions, each endpoint once; staff subscriptions only of current administrators. */
async function recipientsOf(kv: Deno.Kv, audience: Audience): Promise<StoredPushSubscription[]> {
  const lists = await Promise.all([
    audience.user ? subscriptionsOf(kv, { kind: "user", id: audience.user }) : [],
    audience.chat ? subscriptionsOf(kv, { kind: "chat", id: audience.chat }) : [],
    audience.thread ? subscriptionsOf(kv, { kind: "thread", id: audience.thread }) : [],
    audience.staff ? currentStaff(kv) : [],
  ]);
  const byEndpoint = new Map<string, StoredPushSubscription>();
  for (const subscription of lists.flat()) byEndpoint.set(subscription.endpoint, subscription);
  return [...byEndpoint.values()];
}

async function currentStaff(kv: Deno.Kv): Promise<StoredPushSubscription[]> {
  const all = await staffSubscriptions(kv);
  const ids = [...new Set(all.map((s) => s.owner.id))];
  const admins = new Set((await Promise.all(ids.map((id) => getUser(kv, id)))).filter((u) => u?.isAdmin).map((u) => u!.id));
  return all.filter((s) => admins.has(s.owner.id));
}
