/** Worker entry: draws one link-preview image off the request thread (see preview-files.ts). */
/// <reference lib="deno.worker" />
import { WASM_MEMORY_LIMIT } from "../media/decode-budget.ts";
import { limitWasmMemory } from "../media/wasm-memory-limit.ts";
import { lowerThisThreadPriority } from "../util/thread-priority.ts";
import type { PreviewSource } from "../pages/preview-names.ts";
import { renderPreview } from "./preview-render.ts";

limitWasmMemory(WASM_MEMORY_LIMIT);
// Drawing takes a second or two of CPU: requests are answered first.
lowerThisThreadPriority();

self.onmessage = async (event: MessageEvent<PreviewSource>) => {
  self.postMessage(await renderPreview(event.data));
};
