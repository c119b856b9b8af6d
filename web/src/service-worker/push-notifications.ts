/// <reference lib="webworker" />
/**
 * Web Push in the service worker: a `push` shows its notification (the title, and the link kept as
 * the notification's data); a click on it focuses a window of the app already on that link,
 * else brings a window of the app to the link, else opens one. A message is only ever a title and
 * a link inside this site: anything else in it is ignored. Open windows of the app are told the
 * link (`PUSH_RECEIVED`), so a page showing it (a trip) reads it again. When the browser replaces its
 * subscription (`pushsubscriptionchange`: the push service expired or rotated it), the worker
 * subscribes again if the browser did not, and tells the server, which gives the new endpoint to
 * every owner of the old one.
 */
import type { PushPayload } from "@contract/push-texts.ts";

declare const self: ServiceWorkerGlobalScope;

const ICON = "/icons/icon-192.png";
const FALLBACK: PushPayload = { title: "Aurum Voyages", url: "/" };

/** The message's title and link; a link that leaves the site becomes the home page. */
export function readPushPayload(data: { json(): unknown } | null): PushPayload {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return FALLBACK;
  }
  const { title, url } = (value ?? {}) as Partial<Record<keyof PushPayload, unknown>>;
  const safeUrl = typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
  return { title: typeof title === "string" && title.trim() ? title.slice(0, 120) : FALLBACK.title, url: safeUrl };
}

/** The window that shows `url`, or one of the app brought to it, or a new one. */
export async function openLink(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const already = windows.find((client) => client.url === target);
  if (already) {
    await already.focus();
    return;
  }
  for (const client of windows) {
    const moved = await client.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target);
}

/** What `pushsubscriptionchange` carries (not in TypeScript's worker types). */
export type SubscriptionChange = { oldSubscription: PushSubscription | null; newSubscription: PushSubscription | null };

/**
 * The browser's new subscription (its own, or made now with the old one's server key) sent in place
 * of the old endpoint; without an old one there is nothing to replace. Answers whether the server took it.
 */
export async function renewSubscription(change: SubscriptionChange, pushManager: PushManager): Promise<boolean> {
  const old = change.oldSubscription;
  if (!old) return false;
  const key = old.options?.applicationServerKey;
  const next = change.newSubscription ?? (key ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!next) return false;
  const response = await fetch("/api/push/subscriptions", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oldEndpoint: old.endpoint, subscription: next.toJSON() }),
  });
  return response.ok;
}

export function listenForPush(): void {
  self.addEventListener("push", (event) => {
    const { title, url } = readPushPayload(event.data);
    event.waitUntil(Promise.all([
      self.registration.showNotification(title, { icon: ICON, badge: ICON, data: { url }, tag: url }),
      // An open page of what changed (a trip) reads it again at once.
      self.clients.matchAll({ type: "window" }).then((windows) => windows.forEach((client) => client.postMessage({ type: "PUSH_RECEIVED", url }))),
    ]));
  });

  self.addEventListener("pushsubscriptionchange", (event) => {
    const change = event as unknown as ExtendableEvent & SubscriptionChange;
    change.waitUntil(renewSubscription(change, self.registration.pushManager).catch(() => false));
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: string };
    event.waitUntil(openLink(typeof url === "string" && url.startsWith("/") ? url : "/"));
  });
}
