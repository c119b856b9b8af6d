/**
 * Web Push for the outbox worker: `deliver(audience, message)` sends a title and a link to every
 * device of a member, of a visitor's chat conversation, of an inquiry's thread, of a trip's private link, or of the staff who turned push on.
 * A traveller's push is sent to each device in its owner's language: a member's own (their
 * settings'), a conversation's or an inquiry's (the one its visitor wrote in); staff read English.
 * The rest of the server never sends: it writes the push to the outbox in its own commit
 * (kv/outbox.ts). A device's failure is logged, never thrown (the others got theirs); a failure to
 * find the devices throws, so the outbox tries again. A subscription its push service reports gone
 * (404, 410) is deleted. An endpoint the configuration no longer allows (server/push/endpoint.ts) is skipped.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import type { PushOwnerKind, PushPayload } from "../../contract/push.ts";
import type { Config } from "../config.ts";
import { deleteSubscriptions, staffSubscriptions, type StoredPushSubscription, subscriptionsOf } from "../kv/push-subscriptions.ts";
import { getChatSession } from "../kv/chat/sessions.ts";
import { getInquiry } from "../kv/inquiries.ts";
import { KEYS } from "../kv/keys.ts";
import type { TripLink } from "../kv/trip-links.ts";
import { getTrip } from "../kv/trips.ts";
import { getUser } from "../kv/users.ts";
import { memberLanguage } from "../services/member-language.ts";
import { log } from "../observe/log.ts";
import { endpointAllowed, type EndpointRule } from "./endpoint.ts";
import { sendPush } from "./send.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.ts";
import type { Audience, PushMessage } from "./message.ts";
import { travellerPush } from "./texts.ts";

export type Push = {
  /** The VAPID public key browsers subscribe with. */
  publicKey(): Promise<string>;
  /** Sends `message` to every device of `audience` (the outbox worker calls it). */
  deliver(audience: Audience, message: PushMessage): Promise<void>;
};

type PushConfig = Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "STAFF_EMAIL"> & EndpointRule;

export function createPush(kv: Deno.Kv, config: PushConfig): Push {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(kv, config).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  return {
    publicKey: async () => (await vapid()).publicKey,
    deliver: (audience, message) => deliver(kv, vapid, config, audience, message),
  };
}

async function deliver(
  kv: Deno.Kv,
  vapid: () => Promise<VapidKeys>,
  rule: EndpointRule,
  audience: Audience,
  message: PushMessage,
): Promise<void> {
  const recipients = await recipientsOf(kv, audience);
  if (recipients.length === 0) return;
  const keys = await vapid();
  const payloadIn = (lang: SiteLanguage): PushPayload => "traveller" in message ? travellerPush(message.traveller, message.path)(lang) : message;
  await Promise.all(recipients.map(async ({ subscription, lang }) => {
    const origin = new URL(subscription.endpoint).origin;
    if (!endpointAllowed(subscription.endpoint, rule)) {
      log.warn("push endpoint not allowed: message not sent", { origin });
      return;
    }
    try {
      const outcome = await sendPush(keys, subscription, payloadIn(lang));
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

type Recipient = { subscription: StoredPushSubscription; lang: SiteLanguage };

/**
 * The audience's subscriptions with their owner's language, each endpoint once (a member's device
 * that also follows their conversation hears it in the member's language); staff subscriptions only
 * of current administrators.
 */
async function recipientsOf(kv: Deno.Kv, audience: Audience): Promise<Recipient[]> {
  const lists = await Promise.all([
    audience.user ? ownedBy(kv, "user", audience.user, async (id) => {
      const user = await getUser(kv, id);
      return user ? memberLanguage(user) : undefined;
    }) : [],
    audience.chat ? ownedBy(kv, "chat", audience.chat, async (id) => (await getChatSession(kv, id))?.language) : [],
    audience.thread ? ownedBy(kv, "thread", audience.thread, async (id) => (await getInquiry(kv, id))?.language) : [],
    ...(audience.tripLinks ?? []).map((hash) => ownedByTripLink(kv, hash)),
    audience.staff ? (await currentStaff(kv)).map((subscription) => ({ subscription, lang: DEFAULT_LANGUAGE })) : [],
  ]);
  const byEndpoint = new Map<string, Recipient>();
  for (const recipient of lists.flat()) {
    if (!byEndpoint.has(recipient.subscription.endpoint)) byEndpoint.set(recipient.subscription.endpoint, recipient);
  }
  return [...byEndpoint.values()];
}

/** An owner's subscriptions with its language, read only when it has any (English when it has none). */
async function ownedBy(
  kv: Deno.Kv,
  kind: Exclude<PushOwnerKind, "staff">,
  id: string,
  languageOf: (id: string) => Promise<SiteLanguage | undefined>,
): Promise<Recipient[]> {
  const subscriptions = await subscriptionsOf(kv, { kind, id });
  if (subscriptions.length === 0) return [];
  const lang = (await languageOf(id)) ?? DEFAULT_LANGUAGE;
  return subscriptions.map((subscription) => ({ subscription, lang }));
}

/** The devices of a trip's private link in the trip's language; none once the link is revoked. */
async function ownedByTripLink(kv: Deno.Kv, hash: string): Promise<Recipient[]> {
  const subscriptions = await subscriptionsOf(kv, { kind: "trip", id: hash });
  if (subscriptions.length === 0) return [];
  const link = (await kv.get<TripLink>(KEYS.tripToken(hash))).value;
  if (!link) return [];
  const lang = (await getTrip(kv, link.tripId))?.value.traveller.language ?? DEFAULT_LANGUAGE;
  return subscriptions.map((subscription) => ({ subscription, lang }));
}

async function currentStaff(kv: Deno.Kv): Promise<StoredPushSubscription[]> {
  const all = await staffSubscriptions(kv);
  const ids = [...new Set(all.map((s) => s.owner.id))];
  const admins = new Set((await Promise.all(ids.map((id) => getUser(kv, id)))).filter((u) => u?.isAdmin).map((u) => u!.id));
  return all.filter((s) => admins.has(s.owner.id));
}
