/**
 * Runs the WebP copies of an upload in a worker, one image at a time: decoding and encoding a large
 * photo takes seconds of CPU, which must not stall every other request, and one decode at a time
 * bounds the memory it needs. Each job has its own worker, ended when it answers.
 */
import type { MediaMime } from "../../contract/media.ts";
import { canHaveVariants, type Variants } from "./variants.ts";
import { runInWorker } from "../util/one-shot-worker.ts";
import { afterOtherDecodes } from "./decode-queue.ts";

function inWorker(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  return runInWorker<Variants | null>(new URL("./variants-worker.ts", import.meta.url), { dir, filename, mime }, null);
}

/** The copies of a stored image (null when it has none); waits for the jobs before it. */
export function makeVariantsOffThread(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  if (!canHaveVariants(mime)) return Promise.resolve(null);
  return afterOtherDecodes(() => inWorker(dir, filename, mime));
}
