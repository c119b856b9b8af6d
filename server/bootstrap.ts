/**
 * What the server needs before it answers: the database, the signing secret, demo content, an
 * admin, and no stored push subscription the server may not send to.
 */
import { encodeBase64Url } from "./util/base64.ts";
import type { PasswordPool } from "./auth/password-pool.ts";
import { DataFolderBusy, type DataFolderLock, lockDataFolder } from "./backup/lock.ts";
import type { Config } from "./config.ts";
import { kvFilePath } from "./kv/database-file.ts";
import { KEYS } from "./kv/keys.ts";
import { log } from "./observe/log.ts";
import { dropEndpointsNotAllowed } from "./kv/push-subscriptions.ts";
import { endpointAllowed } from "./push/endpoint.ts";
import { countAdmins, createUser, getUserByEmail } from "./kv/users.ts";

/**
 * DATA_DIR, owned by this server while it runs: a second server on it, or a restore into it, is
 * refused (the restore would replace the database under it, and what it then acknowledged would
 * be lost). Not with KV_URL: several instances then share one media folder.
 */
export async function holdDataFolder(config: Config): Promise<DataFolderLock | null> {
  if (config.KV_URL) return null;
  try {
    return await lockDataFolder(config.DATA_DIR, "the server");
  } catch (error) {
    if (!(error instanceof DataFolderBusy)) throw error;
    throw new Error(`${error.message}: one server per data folder, stop that one first (several instances share a database through KV_URL).`);
  }
}

/** Opens KV Connect at KV_URL, or the embedded database file under DATA_DIR. */
export async function openDatabase(config: Config): Promise<Deno.Kv> {
  if (config.KV_URL) return await Deno.openKv(config.KV_URL);
  await Deno.mkdir(config.DATA_DIR, { recursive: true });
  return await Deno.openKv(kvFilePath(config.DATA_DIR));
}

/** JWT_SECRET, or a random secret generated once and kept in the database. */
export async function ensureJwtSecret(kv: Deno.Kv, config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const key = KEYS.setting("jwt_secret");
  const candidate = encodeBase64Url(crypto.getRandomValues(new Uint8Array(48)));
  // Only the first writer wins, so several instances starting together agree on one secret.
  await kv.atomic().check({ key, versionstamp: null }).set(key, candidate).commit();
  return (await kv.get<string>(key)).value!;
}

export type FirstAdmin = { email: string; generatedPassword?: string } | null;

/** Creates the first administrator when there is none. Returns what was created. */
export async function ensureFirstAdmin(kv: Deno.Kv, config: Config, passwords: PasswordPool): Promise<FirstAdmin> {
  if (await countAdmins(kv) > 0) return null;
  if (await getUserByEmail(kv, config.ADMIN_EMAIL)) {
    log.warn(`No administrator exists, and ${config.ADMIN_EMAIL} is already a member. Set ADMIN_EMAIL to a new address.`);
    return null;
  }
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : encodeBase64Url(crypto.getRandomValues(new Uint8Array(12)));
  await createUser(kv, {
    name: "Aurum Voyages Administrator",
    email: config.ADMIN_EMAIL,
    passwordHash: await passwords.hash(config.ADMIN_PASSWORD ?? generatedPassword!),
    isAdmin: true,
    isApproved: true,
  });
  return { email: config.ADMIN_EMAIL, generatedPassword };
}

/**
 * Deletes the push subscriptions whose endpoint the configuration does not allow (stored before
 * the rule of server/push/endpoint.ts, or under PUSH_EXTRA_HOSTS since changed), with one log line.
 */
export async function dropDisallowedPushSubscriptions(kv: Deno.Kv, config: Config): Promise<number> {
  const dropped = await dropEndpointsNotAllowed(kv, (endpoint) => endpointAllowed(endpoint, config));
  if (dropped > 0) {
    log.warn("Dropped push subscriptions whose endpoint is not an allowed push service (PUSH_EXTRA_HOSTS adds services).", { endpoints: dropped });
  }
  return dropped;
}
