/**
 * "A device with a recent successful sign-in": each successful sign-in sets the cookie
 * `av_device`, signed with an HMAC of the server secret (Hono's signed cookies), httpOnly,
 * SameSite=Strict, sent only to /api/auth/login, Secure when the site is served over https, kept
 * 90 days. It lists the accounts signed in to on this device (at most 5, newest first) with the
 * time of each one's last sign-in; an entry older than 90 days does not count. A guarded account
 * (server/auth/sign-in-limit.ts) asks only devices that are not on the list for an emailed code.
 *
 * The cookie never signs anyone in: the password is still needed. Changing the server secret
 * forgets every device.
 */
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import type { SignInDevice } from "../services/caller.ts";
import type { AppEnv } from "./context.ts";

export const DEVICE_COOKIE = "av_device";
/** How long a sign-in keeps its device known. */
export const DEVICE_MEMORY_MS = 90 * 24 * 3_600_000;
const MAX_ACCOUNTS = 5;
const PATH = "/api/auth/login";

type Entry = { userId: string; at: number };

const secretOf = (c: Context<AppEnv>) => `sign-in-device:${c.var.deps.jwtSecret}`;

/** The accounts this request's device signed in to lately, from its signed cookie (none when absent, forged or old). */
async function entriesOf(c: Context<AppEnv>, now: number): Promise<Entry[]> {
  const value = await getSignedCookie(c, secretOf(c), DEVICE_COOKIE);
  if (!value) return [];
  return value.split("~").flatMap((part) => {
    const [userId, at] = part.split(":");
    const time = Number(at);
    return userId && Number.isFinite(time) && now - time < DEVICE_MEMORY_MS ? [{ userId, at: time }] : [];
  });
}

/** What this request's device is known for. */
export async function signInDeviceOf(c: Context<AppEnv>, now = Date.now()): Promise<SignInDevice & { entries: Entry[] }> {
  const entries = await entriesOf(c, now);
  return { entries, knows: (userId) => entries.some((entry) => entry.userId === userId) };
}

/** After a successful sign-in to `userId`: the device is known for it from now on. */
export async function rememberSignIn(c: Context<AppEnv>, device: { entries: Entry[] }, userId: string, now = Date.now()) {
  const entries = [{ userId, at: now }, ...device.entries.filter((entry) => entry.userId !== userId)].slice(0, MAX_ACCOUNTS);
  await setSignedCookie(c, DEVICE_COOKIE, entries.map((entry) => `${entry.userId}:${entry.at}`).join("~"), secretOf(c), {
    path: PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.deps.siteUrl.startsWith("https:"),
    maxAge: DEVICE_MEMORY_MS / 1000,
  });
}
