/** Worker entry: makes the WebP copies of one stored image off the main thread (see image-jobs.ts). */
/// <reference lib="deno.worker" />
import type { MediaMime } from "../../contract/media.ts";
import { WASM_MEMORY_LIMIT } from "./decode-budget.ts";
import { makeVariants } from "./variants.ts";
import { limitWasmMemory } from "./wasm-memory-limit.ts";

limitWasmMemory(WASM_MEMORY_LIMIT);

self.onmessage = async (event: MessageEvent<{ dir: string; filename: string; mime: MediaMime }>) => {
  const { dir, filename, mime } = event.data;
  self.postMessage(await makeVariants(dir, filename, mime));
};
