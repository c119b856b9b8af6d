/**
 * Every image decode of the server (the WebP copies of an upload, the link-preview images) waits
 * here for the one before it: one decode at a time keeps the peak memory within the decode budget
 * (decode-budget.ts) however many arrive together.
 */
let queue: Promise<unknown> = Promise.resolve();

export function afterOtherDecodes<T>(job: () => Promise<T>): Promise<T> {
  const next = queue.then(job);
  queue = next.catch(() => null);
  return next;
}
