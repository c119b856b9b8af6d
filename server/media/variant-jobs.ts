/**
 * Runs the WebP copies of an upload in a worker, one image at a time: decoding and encoding a large
 * photo takes seconds of CPU, which must not stall every other request, and one decode at a time
 * bounds the memory it needs. Each job has its own worker, ended when it answers.
 */
import type { MediaMime } from "../../contract/media.ts";
import { canHaveVariants, type Variants } from "./variants.ts";

let queue: Promise<unknown> = Promise.resolve();

function inWorker(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./variants-worker.ts", import.meta.url), { type: "module" });
    const done = (result: Variants | null) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<Variants | null>) => done(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
    worker.postMessage({ dir, filename, mime });
  });
}

/** The copies of a stored image (null when it has none); waits for the jobs before it. */
export function makeVariantsOffThread(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  if (!canHaveVariants(mime)) return Promise.resolve(null);
  const job = queue.then(() => inWorker(dir, filename, mime));
  queue = job.catch(() => null);
  return job;
}
