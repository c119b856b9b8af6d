/**
 * Registers the service worker with workbox-window and tracks whether a new version is waiting.
 * The new version takes over only when the user asks (applyUpdate): a silent reload could lose a
 * half-typed form. Until then the old service worker keeps serving the old hashed chunks.
 */
import { Workbox } from "workbox-window";

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function registerServiceWorker(url = "/sw.js"): void {
  if (workbox || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  workbox = new Workbox(url);
  workbox.addEventListener("waiting", () => {
    updateWaiting = true;
    emit();
  });
  workbox.register().catch((error: unknown) => console.warn("Service worker registration failed", error));
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener("controlling", () => globalThis.location.reload());
  workbox.messageSkipWaiting();
}

/** Resolves once a service worker controls this page (at once if one already does). */
export async function serviceWorkerControlling(): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  if (navigator.serviceWorker.controller) return true;
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return true;
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true })
  );
  return true;
}
