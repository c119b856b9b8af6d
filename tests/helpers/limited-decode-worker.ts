/**
 * Worker for tests/server/wasm_memory_limit_test.ts: caps WebAssembly memory as the variants worker
 * does, then hands the bytes straight to the JPEG decoder (no header check), as a decoder that saw
 * a bigger size than the header reader would.
 */
/// <reference lib="deno.worker" />
import decodeJpeg from "@jsquash/jpeg/decode.js";
import { WASM_MEMORY_LIMIT } from "../../server/media/decode-budget.ts";
import { limitWasmMemory } from "../../server/media/wasm-memory-limit.ts";

limitWasmMemory(WASM_MEMORY_LIMIT);

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  try {
    const image = await decodeJpeg(event.data);
    self.postMessage({ decoded: `${image.width}x${image.height}` });
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
