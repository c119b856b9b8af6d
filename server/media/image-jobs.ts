/**
 * Every image decode of the app runs here, one at a time, each in its own worker that is ended when
 * it answers: the WebP copies of an upload and the link-preview images. Decoding and encoding a
 * large photo takes seconds of CPU, which must not stall every other request, and one decode at a
 * time keeps the peak memory within the decode budget (decode-budget.ts) however many arrive
 * together. The queue belongs to one app (`createDeps` makes it; closing it ends the running job
 * when the server stops).
 */
import type { MediaMime } from "../../contract/media.ts";
import { canHaveVariants, type Variants } from "./variants.ts";

export type ImageJobs = {
  /** The copies of a stored image (null when it has none); waits for the jobs before it. */
  variants(dir: string, filename: string, mime: MediaMime): Promise<Variants | null>;
  /** Runs the worker at `url` with `message` after the jobs before it; `failed` when it throws or the queue is closed. */
  run<T>(url: URL, message: unknown, failed: T): Promise<T>;
  /** Ends the running job's worker; it and every later job answer their `failed` value. */
  close(): void;
};

export function createImageJobs(): ImageJobs {
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const running = new Set<() => void>();

  function inWorker<T>(url: URL, message: unknown, failed: T): Promise<T> {
    if (closed) return Promise.resolve(failed);
    return new Promise((resolve) => {
      const worker = new Worker(url, { type: "module" });
      const done = (result: T) => {
        running.delete(abort);
        worker.terminate();
        resolve(result);
      };
      const abort = () => done(failed);
      running.add(abort);
      worker.onmessage = (event: MessageEvent<T>) => done(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        done(failed);
      };
      worker.postMessage(message);
    });
  }

  function run<T>(url: URL, message: unknown, failed: T): Promise<T> {
    const job = queue.then(() => inWorker(url, message, failed));
    queue = job.catch(() => null);
    return job;
  }

  return {
    variants(dir, filename, mime) {
      if (!canHaveVariants(mime)) return Promise.resolve(null);
      return run<Variants | null>(new URL("./variants-worker.ts", import.meta.url), { dir, filename, mime }, null);
    },
    run,
    close() {
      closed = true;
      for (const abort of [...running]) abort();
    },
  };
}
