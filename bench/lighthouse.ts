/**
 * Lighthouse (mobile, default throttling) on a few public pages, with the Debian Chromium the tests
 * use. Lighthouse is fetched from the npm registry by npx on first use (it is not a test dependency).
 */
export type LighthouseRow = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was: an element's selector, or "" when Lighthouse names none. */
  lcpElement: string;
  tbtMs: number;
  cls: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failing: string[];
};

const LIGHTHOUSE = "lighthouse@13.5.0";
const FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/**
 * Each page is measured `runs` times and the run with the median performance score is reported
 * (Lighthouse's own advice: single runs vary a lot, more so on a shared 2-core machine).
 */
export async function runLighthouse(url: string, paths: string[], chromePath: string, runs = 3): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const path of paths) {
    const measured: LighthouseRow[] = [];
    for (let i = 0; i < runs; i++) measured.push(await runOnce(url, path, chromePath));
    measured.sort((a, b) => a.performance - b.performance);
    rows.push(measured[Math.floor(measured.length / 2)]);
  }
  return rows;
}

/** Lighthouse itself fails now and then on a loaded machine (NO_NAVSTART): such a run is repeated once. */
async function runOnce(url: string, path: string, chromePath: string): Promise<LighthouseRow> {
  try {
    return await runLighthouseProcess(url, path, chromePath);
  } catch (error) {
    console.warn(`${(error as Error).message.split("\n")[0]}; running it again`);
    return await runLighthouseProcess(url, path, chromePath);
  }
}

async function runLighthouseProcess(url: string, path: string, chromePath: string): Promise<LighthouseRow> {
  const out = await Deno.makeTempFile({ suffix: ".json" });
  const { success, stderr } = await new Deno.Command("npx", {
    args: ["-y", LIGHTHOUSE, `${url}${path}`, "--output=json", `--output-path=${out}`, "--quiet", `--chrome-flags=${FLAGS}`],
    env: { ...Deno.env.toObject(), CHROME_PATH: chromePath },
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!success) throw new Error(`lighthouse failed on ${path}: ${new TextDecoder().decode(stderr).slice(-2000)}`);
  const report = JSON.parse(await Deno.readTextFile(out));
  await Deno.remove(out);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(report.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    lcpElement: lcpElement(report),
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    cls: Number(report.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    failing: ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (report.categories[id]?.auditRefs ?? [])
        .filter((ref: { id: string; weight: number }) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
        .map((ref: { id: string }) => ref.id)
    ),
  };
}

/** The selector of the LCP element, from the LCP breakdown insight (Lighthouse 13). */
function lcpElement(report: { audits: Record<string, { details?: { items?: { type?: string; selector?: string }[] } }> }): string {
  const items = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  return items.find((item) => item.type === "node")?.selector ?? "";
}
