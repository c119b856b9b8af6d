/**
 * The last line of defence against decompression bombs: in the variants worker a codec's
 * WebAssembly memory cannot grow past WASM_MEMORY_LIMIT, so a decoder fed a 20000x20000 JPEG header
 * (1.6 GB of pixels) fails quickly instead of allocating it. Measured on this process's peak memory.
 */
import assert from "node:assert/strict";
import { fixture } from "../../bench/crafted-images.ts";
import { peakGrowthDuring } from "../../bench/process-memory.ts";
import { WASM_MEMORY_LIMIT } from "../../server/media/decode-budget.ts";

const MB = 1024 * 1024;

Deno.test("a decoder fed a bomb past the header check fails within the WebAssembly memory limit", async () => {
  const bytes = await fixture("jpeg-bomb-stray-byte.jpg");
  const worker = new Worker(new URL("../helpers/limited-decode-worker.ts", import.meta.url), { type: "module" });
  try {
    const measured = await peakGrowthDuring(Deno.pid, () =>
      new Promise<{ decoded?: string; failed?: string }>((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message));
        };
        worker.postMessage(bytes.buffer);
      }));
    console.log(`peak +${measured.growthMB} MB: ${JSON.stringify(measured.result)}`);
    assert.equal(measured.result.decoded, undefined, "the 20000x20000 image must not be decoded");
    assert.ok(measured.result.failed, "the decoder reports its failure");
    assert.ok(
      measured.growthMB < WASM_MEMORY_LIMIT / MB + 128,
      `peak memory grew by ${measured.growthMB} MB (limit ${WASM_MEMORY_LIMIT / MB} MB of WebAssembly memory)`,
    );
  } finally {
    worker.terminate();
  }
});
