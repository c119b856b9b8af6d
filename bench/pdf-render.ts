/**
 * The PDF engine's time for a 14-day proposal (bench/pdf-itinerary.ts), in English and in Arabic:
 * cold (the first PDF of a fresh process, loading pdfkit, bidi-js and the fonts) and warm (the
 * median of the next five), with the file's size. Goal: warm ≤ 1 s.
 *
 *   deno run -A bench/pdf-render.ts
 */
import { renderPdf } from "../server/pdf/render.ts";
import { itineraryDocument } from "./pdf-itinerary.ts";

const WARM_RUNS = 5;

interface PdfTimes {
  language: string;
  coldMs: number;
  warmMs: number;
  bytes: number;
}

async function measure(language: "en" | "ar"): Promise<PdfTimes> {
  const document = itineraryDocument(language);
  let started = performance.now();
  const bytes = await renderPdf(document);
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    started = performance.now();
    await renderPdf(document);
    warm.push(performance.now() - started);
  }
  warm.sort((a, b) => a - b);
  return {
    language,
    coldMs: Math.round(coldMs),
    warmMs: Math.round(warm[WARM_RUNS >> 1]),
    bytes: bytes.length,
  };
}

if (Deno.args[0] === "--one") {
  console.log(JSON.stringify(await measure(Deno.args[1] as "en" | "ar")));
} else {
  const rows: Record<string, string | number>[] = [];
  for (const language of ["en", "ar"]) {
    const { stdout, success } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL(import.meta.url).pathname, "--one", language],
      stderr: "inherit",
    }).output();
    if (!success) Deno.exit(1);
    const times = JSON.parse(new TextDecoder().decode(stdout)) as PdfTimes;
    rows.push({
      ...times,
      "size (KB)": Math.round(times.bytes / 1024),
      "warm ≤ 1 s": times.warmMs <= 1000 ? "yes" : "no",
    });
  }
  console.table(rows);
}
