/**
 * Registers the service worker and tracks whether a new version is waiting, with the browser's own
 * API (no library on the first visit's path). The new version takes over only when the user asks
 * (applyUpdate): a silent reload could lose a half-typed form. Until then the old service worker
 * keeps serving the old hashed chunks.
 */
let registration: Promise<ServiceWorkerRegistration | null> | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** A version installed while another controls the page waits for the user. */
function watchForWaiting(registered: ServiceWorkerRegistration): void {
  const waiting = () => {
    updateWaiting = true;
    emit();
  };
  if (registered.waiting && navigator.serviceWorker.controller) waiting();
  registered.addEventListener("updatefound", () => {
    const worker = registered.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) waiting();
    });
  });
}

export function registerServiceWorker(url = "/sw.js"): void {
  if (registration || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  registration = navigator.serviceWorker.register(url).then((registered) => {
    watchForWaiting(registered);
    return registered;
  }).catch((error: unknown) => {
    console.warn("Service worker registration failed", error);
    return null;
  });
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Activates the waiting version (the service worker skips waiting on this message), then reloads once it controls the page. */
export function applyUpdate(): void {
  void registration?.then((registered) => {
    const waiting = registered?.waiting;
    if (!waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => globalThis.location.reload(), { once: true });
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
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
