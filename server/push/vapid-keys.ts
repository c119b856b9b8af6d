/**
 * The VAPID key pair the server signs push requests with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
 * or a pair generated once and kept in the database (the first instance to start writes it, the
 * others read it), so a first run can send pushes with no setup. Browsers subscribe with the public
 * key; a new pair makes every stored subscription useless, so it is never replaced.
 */
import { webPush } from "./web-push-library.ts";
import type { Config } from "../config.ts";
import { KEYS } from "../kv/keys.ts";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export async function loadVapidKeys(
  kv: Deno.Kv,
  config: Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "STAFF_EMAIL">,
): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.STAFF_EMAIL.replace(/^.*<([^>]+)>.*$/, "$1")}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const key = KEYS.setting("vapid_keys");
  let stored = (await kv.get<{ publicKey: string; privateKey: string }>(key)).value;
  if (!stored) {
    const candidate = (await webPush()).generateVAPIDKeys();
    await kv.atomic().check({ key, versionstamp: null }).set(key, candidate).commit();
    stored = (await kv.get<{ publicKey: string; privateKey: string }>(key)).value!;
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
