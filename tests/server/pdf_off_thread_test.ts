/**
 * PDFs for requests are rendered in a worker (server/pdf/off-thread.ts): the thread that answers
 * requests keeps answering while a long proposal renders, a document that cannot be rendered fails
 * alone, and the worker is reused from one PDF to the next.
 */
import assert from "node:assert/strict";
import { closePdfWorker, renderPdfOffThread } from "../../server/pdf/off-thread.ts";
import { renderPdf } from "../../server/pdf/render.ts";
import type { PdfDocument } from "../../server/pdf/types.ts";
import { itineraryDocument } from "../../bench/pdf-itinerary.ts";
import { readPdf } from "../helpers/pdf-text.ts";

/** The longest time the thread went without running a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

Deno.test("a PDF renders in a worker while this thread keeps running", async () => {
  try {
    const arabic = itineraryDocument("ar");
    await renderPdfOffThread(arabic); // the worker loads pdfkit and the fonts
    await renderPdf(arabic); // and so does this thread
    let bytes: Uint8Array = new Uint8Array();
    const offThread = await longestStall(async () => {
      for (let i = 0; i < 3; i++) bytes = await renderPdfOffThread(arabic);
    });
    // On this thread, a render stalls it from start to end (the machine is shared: compare, not time).
    const onThread = await longestStall(() => renderPdf(arabic));
    assert.ok(
      offThread < onThread / 2,
      `stalled ${Math.round(offThread)} ms off thread, ${Math.round(onThread)} ms on it`,
    );
    const pdf = await readPdf(bytes, "rtl");
    assert.equal(pdf.title, arabic.title);
    assert.ok(pdf.text.includes("المجموع USD 21,315.00"), "the last table row");
  } finally {
    closePdfWorker();
  }
});

Deno.test("a document that cannot be rendered fails alone; the next one renders", async () => {
  try {
    const broken = { language: "en", title: "Broken", blocks: [{ kind: "table" }] } as unknown as PdfDocument;
    const fine: PdfDocument = {
      language: "en",
      title: "Fine",
      blocks: [{ kind: "paragraph", text: "Still here" }],
    };
    const [failed, rendered] = await Promise.allSettled([
      renderPdfOffThread(broken),
      renderPdfOffThread(fine),
    ]);
    assert.equal(failed.status, "rejected");
    assert.equal(rendered.status, "fulfilled");
    assert.ok((await readPdf(rendered.value)).pages[0].lines.includes("Still here"));
  } finally {
    closePdfWorker();
  }
});

Deno.test("a PDF that takes longer than its deadline fails, and its worker with it; the next one renders", async () => {
  try {
    const fine: PdfDocument = {
      language: "en",
      title: "Fine",
      blocks: [{ kind: "paragraph", text: "On time" }],
    };
    await renderPdfOffThread(fine); // the worker is warm
    await assert.rejects(
      renderPdfOffThread(itineraryDocument("ar"), { deadlineMs: 1 }),
      /took more than 1 ms/,
    );
    assert.ok((await readPdf(await renderPdfOffThread(fine))).pages[0].lines.includes("On time"));
  } finally {
    closePdfWorker();
  }
});
