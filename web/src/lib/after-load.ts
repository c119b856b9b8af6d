/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after
 * the load), so start-up work that the first screen does not need never competes with its render.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs: number): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void })
    .requestIdleCallback;
  const later = () => (idle ? idle(task, { timeout: timeoutMs }) : setTimeout(task, Math.min(timeoutMs, 2_000)));
  if (document.readyState === "complete") later();
  else globalThis.addEventListener("load", later, { once: true });
}
