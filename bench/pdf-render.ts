/**
 * The PDF engine's time for a 14-day proposal (bench/pdf-itinerary.ts), in English and in Arabic:
 * cold (the first PDF of a fresh process, loading pdfkit, bidi-js and the fonts) and warm (the
 * median of the next five), with the file's size. Goal: warm ≤ 1 s. The machine is shared: the
 * process's CPU time (user and system, all its threads) is printed beside the wall time, as it
 * moves less with the other work on the machine.
 *
 *   deno run -A bench/pdf-render.ts
 */
import { cpuUsage } from "node:process";
import { renderPdf } from "../server/pdf/render.ts";
import type { PdfDocument } from "../server/pdf/types.ts";
import { itineraryDocument } from "./pdf-itinerary.ts";

const WARM_RUNS = 5;

interface PdfTimes {
  language: string;
  coldMs: number;
  coldCpuMs: number;
  warmMs: number;
  warmCpuMs: number;
  bytes: number;
}

/** Wall and CPU milliseconds of one render, and its bytes. */
async function timed(document: PdfDocument): Promise<{ ms: number; cpuMs: number; bytes: Uint8Array }> {
  const cpu = cpuUsage();
  const started = performance.now();
  const bytes = await renderPdf(document);
  const used = cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes };
}

async function measure(language: "en" | "ar"): Promise<PdfTimes> {
  const document = itineraryDocument(language);
  const cold = await timed(document);
  const warm: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await timed(document));
  const median = (values: number[]) => Math.round(values.sort((a, b) => a - b)[values.length >> 1]);
  return {
    language,
    coldMs: Math.round(cold.ms),
    coldCpuMs: Math.round(cold.cpuMs),
    warmMs: median(warm.map((run) => run.ms)),
    warmCpuMs: median(warm.map((run) => run.cpuMs)),
    bytes: cold.bytes.length,
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
