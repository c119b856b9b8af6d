/**
 * Runs the WebP copies of an upload in a worker, one image at a time: decoding and encoding a large
 * photo takes seconds of CPU, which must not stall every other request, and one decode at a time
 * bounds the memory it needs. Each job has its own worker, ended when it answers. The queue belongs
 * to one app (`createDeps` makes it; closing it ends the running job when the server stops).
 */
import type { MediaMime } from "../../contract/media.ts";
import { canHaveVariants, type Variants } from "./variants.ts";

export type VariantJobs = {
  /** The copies of a stored image (null when it has none); waits for the jobs before it. */
  make(dir: string, filename: string, mime: MediaMime): Promise<Variants | null>;
  /** Ends the running job's worker; it and every later job answer null (no copies). */
  close(): void;
};

export function createVariantJobs(): VariantJobs {
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const running = new Map<Worker, (result: Variants | null) => void>();

  function inWorker(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
    if (closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const worker = new Worker(new URL("./variants-worker.ts", import.meta.url), { type: "module" });
      const done = (result: Variants | null) => {
        running.delete(worker);
        worker.terminate();
        resolve(result);
      };
      running.set(worker, done);
      worker.onmessage = (event: MessageEvent<Variants | null>) => done(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        done(null);
      };
      worker.postMessage({ dir, filename, mime });
    });
  }

  return {
    make(dir, filename, mime) {
      if (!canHaveVariants(mime)) return Promise.resolve(null);
      const job = queue.then(() => inWorker(dir, filename, mime));
      queue = job.catch(() => null);
      return job;
    },
    close() {
      closed = true;
      for (const done of [...running.values()]) done(null);
    },
  };
}
