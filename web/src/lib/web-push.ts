/**
 * Turning Web Push on and off in this browser for one owner: a visitor's chat conversation, an
 * inquiry's thread (a traveller without an account, by its private link), the signed-in member, or the staff. The browser has one push subscription (of the service worker);
 * the server stores it once per owner, and this browser remembers (localStorage) for which owners
 * it sent it, so each screen can say whether notifications are on for what it offers. Loaded only
 * when a screen that offers notifications is shown.
 */
import type { PushOwnerKind } from "@contract/push-texts.ts";
import { get, request } from "./api-client.ts";

/** A chat conversation, an inquiry's thread or a trip (by its private link's token), the staff, or (neither) the signed-in member. */
export type PushOwner = { chatSessionId?: string; threadToken?: string; tripToken?: string; staff?: true };
export type PushState = "unsupported" | "denied" | "off" | "on";

const OWNERS_KEY = "pushOwners";
/** How long to wait for the service worker when it is still being installed. */
const READY_MS = 10_000;

type Remembered = { endpoint: string; owners: string[] };

const ownerKey = (owner: PushOwner) =>
  owner.staff ? "staff" : owner.chatSessionId ? `chat:${owner.chatSessionId}` : owner.threadToken ? `thread:${owner.threadToken}` : owner.tripToken ? `trip:${owner.tripToken}` : "user";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function remembered(): Remembered | null {
  try {
    return JSON.parse(localStorage.getItem(OWNERS_KEY) ?? "null") as Remembered | null;
  } catch {
    return null;
  }
}

function remember(value: Remembered | null) {
  if (value && value.owners.length > 0) localStorage.setItem(OWNERS_KEY, JSON.stringify(value));
  else localStorage.removeItem(OWNERS_KEY);
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  return await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_MS)),
  ]);
}

/** Whether this browser gets `owner`'s notifications now. */
export async function pushState(owner: PushOwner): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  const known = remembered();
  if (!subscription || !known) return "off";
  // The service worker renewed the subscription (pushsubscriptionchange): the same owners hear it.
  if (known.endpoint !== subscription.endpoint) remember({ endpoint: subscription.endpoint, owners: known.owners });
  return known.owners.includes(ownerKey(owner)) ? "on" : "off";
}

/** Asks the browser's permission (on the user's click), subscribes and sends the subscription for `owner`. */
export async function turnPushOn(owner: PushOwner): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const reg = await registration();
  if (!reg) return "unsupported";
  let subscription = await reg.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await get<{ publicKey: string }>("/push/public-key");
    subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  }
  await request<{ owner: PushOwnerKind }>("POST", "/push/subscriptions", { subscription: subscription.toJSON(), ...owner });
  const known = remembered();
  const owners = known?.endpoint === subscription.endpoint ? known.owners : [];
  remember({ endpoint: subscription.endpoint, owners: [...new Set([...owners, ownerKey(owner)])] });
  return "on";
}

/** Stops `owner`'s notifications here; the browser's subscription ends when no owner is left. */
export async function turnPushOff(owner: PushOwner): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) {
    remember(null);
    return "off";
  }
  await request("DELETE", "/push/subscriptions", { endpoint: subscription.endpoint, ...owner });
  const known = remembered();
  const owners = (known?.endpoint === subscription.endpoint ? known.owners : []).filter((key) => key !== ownerKey(owner));
  remember({ endpoint: subscription.endpoint, owners });
  if (owners.length === 0) await subscription.unsubscribe();
  return "off";
}
