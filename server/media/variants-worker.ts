/** Worker entry: makes the WebP copies of one stored image off the main thread (see variant-jobs.ts). */
/// <reference lib="deno.worker" />
import type { MediaMime } from "../../contract/media.ts";
import { makeVariants } from "./variants.ts";

self.onmessage = async (event: MessageEvent<{ dir: string; filename: string; mime: MediaMime }>) => {
  const { dir, filename, mime } = event.data;
  self.postMessage(await makeVariants(dir, filename, mime));
};
