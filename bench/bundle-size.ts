/**
 * What a first visit downloads: for each public page, a fresh browser (empty cache, no service
 * worker yet) loads it and the compressed bytes of every script and stylesheet are summed from the
 * Resource Timing entries. Also the largest chunks of the build, gzipped.
 */
import type { Browser } from "playwright-core";

export type PageWeight = { path: string; jsBytes: number; cssBytes: number; requests: number };
export type Chunk = { file: string; bytes: number; gzipBytes: number };

export async function measureFirstVisits(browser: Browser, url: string, paths: string[]): Promise<PageWeight[]> {
  const rows: PageWeight[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${url}${path}`, { waitUntil: "networkidle" });
    const entries = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => {
        const r = e as PerformanceResourceTiming;
        return { name: r.name, type: r.initiatorType, bytes: r.encodedBodySize };
      })
    );
    const js = entries.filter((e) => e.name.endsWith(".js"));
    const css = entries.filter((e) => e.name.endsWith(".css"));
    rows.push({
      path,
      jsBytes: js.reduce((sum, e) => sum + e.bytes, 0),
      cssBytes: css.reduce((sum, e) => sum + e.bytes, 0),
      requests: js.length + css.length,
    });
    await context.close();
  }
  return rows;
}

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

export async function largestChunks(dist: string, count = 8): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for await (const entry of Deno.readDir(`${dist}/assets`)) {
    if (!entry.name.endsWith(".js")) continue;
    const bytes = await Deno.readFile(`${dist}/assets/${entry.name}`);
    chunks.push({ file: entry.name, bytes: bytes.byteLength, gzipBytes: await gzipSize(bytes) });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
}
