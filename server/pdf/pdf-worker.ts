/** Worker entry: renders PDFs off the request thread, one at a time (see off-thread.ts). */
/// <reference lib="deno.worker" />
import { lowerThisThreadPriority } from "../util/thread-priority.ts";
import { renderPdf } from "./render.ts";
import type { PdfDocument } from "./types.ts";

export type PdfWorkerAnswer = { bytes: Uint8Array } | { error: string };

// A long proposal takes a few hundred milliseconds of CPU: requests are answered first.
lowerThisThreadPriority();

self.onmessage = async (event: MessageEvent<PdfDocument>) => {
  try {
    const bytes = await renderPdf(event.data);
    self.postMessage({ bytes } satisfies PdfWorkerAnswer, [bytes.buffer]);
  } catch (error) {
    self.postMessage(
      { error: error instanceof Error ? error.message : String(error) } satisfies PdfWorkerAnswer,
    );
  }
};
