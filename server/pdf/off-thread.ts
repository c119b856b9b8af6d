/**
 * `renderPdfOffThread`: `renderPdf` in a worker, for requests. A 14-day proposal costs a few hundred
 * milliseconds of CPU (seconds for the first, which loads pdfkit and the fonts); on the thread that
 * answers requests every other request would wait behind it. One worker renders the PDFs one after
 * the other and is kept warm for the next one; idle for `PDF_WORKER_IDLE_MS` it is ended (it holds
 * pdfkit, the fonts and its own V8), and the next PDF starts a new one.
 */
import type { PdfWorkerAnswer } from "./pdf-worker.ts";
import type { PdfDocument } from "./types.ts";

export const PDF_WORKER_IDLE_MS = 30_000;
/** A PDF not rendered by then fails and its worker is ended: the PDFs after it are not held up. */
export const PDF_DEADLINE_MS = 30_000;

let worker: Worker | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * The PDF's bytes; rejects when the document cannot be rendered, or is not within `deadlineMs` of
 * its turn (its worker is then ended, and the next PDF starts a new one).
 */
export function renderPdfOffThread(
  document: PdfDocument,
  { deadlineMs = PDF_DEADLINE_MS }: { deadlineMs?: number } = {},
): Promise<Uint8Array> {
  const job = queue.then(() => inWorker(document, deadlineMs));
  queue = job.catch(() => undefined);
  return job;
}

/** Ends the worker now (a server stopping, a test ending); a later PDF starts a new one. */
export function closePdfWorker(): void {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = undefined;
}

function inWorker(document: PdfDocument, deadlineMs: number): Promise<Uint8Array> {
  clearTimeout(idleTimer);
  const current = worker ??= new Worker(new URL("./pdf-worker.ts", import.meta.url), { type: "module" });
  let deadline: ReturnType<typeof setTimeout> | undefined;
  return new Promise<Uint8Array>((resolve, reject) => {
    const fail = (message: string) => {
      if (worker === current) closePdfWorker();
      reject(new Error(message));
    };
    current.onmessage = (event: MessageEvent<PdfWorkerAnswer>) => {
      if ("bytes" in event.data) resolve(event.data.bytes);
      else reject(new Error(`The PDF could not be rendered: ${event.data.error}`));
    };
    current.onerror = (event) => {
      event.preventDefault();
      fail(`The PDF worker failed: ${event.message}`);
    };
    deadline = setTimeout(() => fail(`The PDF took more than ${deadlineMs} ms`), deadlineMs);
    current.postMessage(document);
  }).finally(() => {
    clearTimeout(deadline);
    if (worker !== current) return;
    idleTimer = setTimeout(closePdfWorker, PDF_WORKER_IDLE_MS);
    Deno.unrefTimer(idleTimer);
  });
}
