/**
 * `deno task bench`: starts the production server on a temporary DATA_DIR with the demo catalogue,
 * measures it, prints a table and writes the numbers to bench/results/<time>.json.
 *
 *   deno task bench                 everything (about 3 minutes)
 *   deno task bench api bundle      only some parts: memory, api, ssr, inquiries, logins, bundle, lighthouse, upload (with the crafted images), leads, reports
 *   BENCH_LEADS=20000 deno task bench leads   the pipeline with fewer inquiries (default 50,000)
 *   deno task bench reports         five years of business (cached seed in BENCH_CACHE, default /tmp/travel-bench-cache): the dashboard, desk and board
 *   BENCH_SECONDS=5 deno task bench a shorter load per route (default 8 s)
 *   LIGHTHOUSE_RUNS=5 deno task bench lighthouse   more runs per page (the median is reported; default 3)
 *
 * The machine is shared and has 2 cores: read the ratios (measured in the same run), not the
 * absolute numbers.
 */
import { buildWeb } from "../scripts/build-web.ts";
import { ensureChromium, ensureWrk } from "../scripts/lib.ts";
import { launchBrowser } from "../scripts/browser.ts";
import { type LoadRow, measureApiLoad } from "./api-load.ts";
import { measurePageLoad, PAGE_GOAL } from "./page-load.ts";
import { measureInquiryLoad } from "./inquiry-load.ts";
import { measureCraftedUploads } from "./crafted-upload-memory.ts";
import { largestChunks, measureFirstVisits } from "./bundle-size.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measureLoginBurst } from "./login-burst.ts";
import { residentBytes, startServer } from "./server-process.ts";
import { measureUpload } from "./upload-memory.ts";
import { MEMORY_GOALS, measureServerMemory } from "./server-memory.ts";
import { LEAD_BENCH_SERVER_ENV, measureLeads, seedInquiries } from "./leads.ts";
import { measureReports, measureScan, REPORT_SCALE, seedReports } from "./reports.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const parts = Deno.args.length ? Deno.args : ["memory", "api", "ssr", "inquiries", "logins", "bundle", "lighthouse", "upload", "leads", "reports"];
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 8);
const admin = { email: "bench-admin@example.com", password: "bench-password-1" };

await buildWeb(false);
const chromePath = await ensureChromium();
if (parts.some((part) => ["memory", "api", "ssr", "inquiries"].includes(part))) await ensureWrk();
Deno.env.set("CHROMIUM_PATH", chromePath);
const dataDir = await Deno.makeTempDir({ prefix: "travel-bench-" });
const server = await startServer(ROOT, dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

/** One row of a load table: a route on the server next to the bare baseline. */
const loadTableRow = (r: LoadRow) => ({
  route: r.route,
  "server rps": r.server.rps,
  "bare rps": r.bare.rps,
  ratio: r.ratio,
  "round ratios": `${r.ratioRange[0]}–${r.ratioRange[1]}`,
  "server p50/p99": `${r.server.p50} / ${r.server.p99}`,
  "bare p50/p99": `${r.bare.p50} / ${r.bare.p99}`,
  "server non-2xx": r.server.non2xx,
  "wrk CPU share": `${Math.round(r.server.generatorCpu * 100)}% / ${Math.round(r.bare.generatorCpu * 100)}%`,
});

const results: Record<string, unknown> = { date: new Date().toISOString(), cpus: navigator.hardwareConcurrency };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => Math.round(n / 1024 / 102.4) / 10;
try {
  const first = async (name: string) => ((await (await fetch(`${server.url}/api/${name}`)).json()).data[name] as Array<{ id: string }>)[0].id;
  const packageId = await first("packages");
  const englishPages = ["/", "/packages", `/packages/${packageId}`, `/destinations/${await first("destinations")}`];
  // The same pages in other languages: Arabic (right to left) and French.
  const languagePages = ["/ar/", `/fr/packages/${packageId}`];
  const publicPages = [...englishPages, "/activities", `/activities/${await first("activities")}`, "/destinations", "/contact", ...languagePages];

  // First, on the fresh server: what it holds idle, and its peak under the read load.
  if (parts.includes("memory")) {
    const memory = await measureServerMemory(server, ROOT, seconds);
    results.memory = { ...memory, goals: MEMORY_GOALS };
    console.log(`\nServer memory (RSS): ${memory.startMB} MB at start, ${memory.idleMB} MB idle after its first pages (goal <= ${MEMORY_GOALS.idleMB}), peak ${memory.peakMB} MB under 50 connections reading (goal <= ${MEMORY_GOALS.loadMB})`);
    console.table(memory.loads.map(loadTableRow));
  }

  // Before the API part: its inquiries leave work running in the server for a while (the staff's push notifications).
  if (parts.includes("ssr")) {
    const row = await measurePageLoad(server, ROOT, seconds);
    results.ssr = { ...row, goal: PAGE_GOAL };
    console.log(`\nA server-rendered package page under 50 connections (requests/s; latency ms p50 / p99), server vs bare Deno.serve answering the same bytes (goal: ratio >= ${PAGE_GOAL})`);
    console.table([loadTableRow(row)]);
    console.log(`Ratio ${row.ratio}; goal >= ${PAGE_GOAL}: ${row.ratio >= PAGE_GOAL ? "met" : "NOT met"}`);
  }

  if (parts.includes("api")) {
    const rows = await measureApiLoad(server, ROOT, seconds);
    results.api = rows;
    console.log("\nAPI under 50 connections (wrk; requests/s; latency ms p50 / p99), server vs bare Deno.serve; the generator's share of the machine's CPU per side");
    console.table(rows.map(loadTableRow));
  }

  if (parts.includes("inquiries")) {
    const load = await measureInquiryLoad(ROOT, seconds);
    results.inquiries = load;
    console.log(`\nPOST /api/inquiries under 50 connections (wrk; SMTP_URL set to a local listener), each request from its own address: 201s per second, server vs bare Deno.serve making one KV commit of the same size (goal: ratio >= ${load.goal})`);
    console.table([
      { side: "server", "201/s": load.server.rps, "201s": load.server.created, "p50/p99 ms": `${load.server.p50} / ${load.server.p99}`, "non-2xx": load.server.non2xx, errors: load.server.errors, "CPU ms per 201": load.server.cpuMsPerCreated, "wrk CPU share": `${Math.round(load.server.generatorCpu * 100)}%` },
      { side: "bare commit", "201/s": load.bare.rps, "201s": load.bare.created, "p50/p99 ms": `${load.bare.p50} / ${load.bare.p99}`, "non-2xx": load.bare.non2xx, errors: load.bare.errors, "CPU ms per 201": load.bare.cpuMsPerCreated, "wrk CPU share": `${Math.round(load.bare.generatorCpu * 100)}%` },
    ]);
    console.log(`Emails received by the SMTP listener: ${load.emails.received}; due at least ${load.emails.due} (two per answered inquiry; a request in flight when a round ends is stored but not counted)`);
    console.log(`Ratio ${load.ratio} (rounds ${load.ratioRange[0]}–${load.ratioRange[1]}); goal >= ${load.goal}: ${load.ratio >= load.goal ? "met" : "NOT met"}`);
  }

  if (parts.includes("logins")) {
    const memoryBefore = await residentBytes(server.pid);
    const burst = await measureLoginBurst(server.url, admin, { logins: 40 });
    const memoryAfter = await residentBytes(server.pid);
    results.logins = { ...burst, memoryBeforeMB: mb(memoryBefore), memoryAfterMB: mb(memoryAfter) };
    console.log(`\nGET /api/packages while ${burst.logins} correct logins run in parallel (goal: p99 under 100 ms)`);
    console.table([
      { when: "idle", reads: burst.idle.reads, "p50 ms": burst.idle.p50, "p99 ms": burst.idle.p99, "max ms": burst.idle.max, goal: "" },
      {
        when: "during the logins",
        reads: burst.duringLogins.reads,
        "p50 ms": burst.duringLogins.p50,
        "p99 ms": burst.duringLogins.p99,
        "max ms": burst.duringLogins.max,
        goal: `p99 < 100 ms: ${burst.duringLogins.p99 < 100 ? "met" : "missed"}`,
      },
    ]);
    console.log(
      `Logins: ${burst.loginsOk}/${burst.logins} answered 200 in ${burst.loginSeconds} s; ` +
        `server memory ${mb(memoryBefore)} MB before, ${mb(memoryAfter)} MB after`,
    );
  }

  if (parts.includes("bundle")) {
    const browser = await launchBrowser();
    try {
      const visits = await measureFirstVisits(browser, server.url, publicPages);
      const chunks = await largestChunks(`${ROOT}web/dist`);
      results.bundle = { visits, chunks };
      console.log("\nFirst visit, compressed bytes over the wire (goal: JS at most 100 KB)");
      console.table(visits.map((v) => ({ page: v.path, js: kb(v.jsBytes), css: kb(v.cssBytes), files: v.requests })));
      console.log("Largest chunks (gzip)");
      console.table(chunks.map((c) => ({ chunk: c.file, raw: kb(c.bytes), gzip: kb(c.gzipBytes) })));
    } finally {
      await browser.close();
    }
  }

  if (parts.includes("lighthouse")) {
    // The demo proposal's private page (its link is logged at the first start), in English and Arabic.
    const proposal = server.startUpLog.match(/\/proposals\/[A-Za-z0-9_-]{43}/)?.[0];
    const proposalPages = proposal ? [proposal, `/ar${proposal}`] : [];
    // The demo trip's private page (issue #31; its link is logged at the first start too).
    const trip = server.startUpLog.match(/\/trips\/[A-Za-z0-9_-]{43}/)?.[0];
    const tripPages = trip ? [trip, `/ar${trip}`] : [];
    const rows = await runLighthouse(server.url, [...englishPages, ...languagePages, ...proposalPages, ...tripPages], chromePath, Number(Deno.env.get("LIGHTHOUSE_RUNS") ?? 3));
    results.lighthouse = rows;
    console.log("\nLighthouse, mobile, median of the runs (goal: performance >= 95, others 100, LCP < 2.5 s)");
    console.table(rows);
  }

  if (parts.includes("upload")) {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const token = (await login.json()).data.access_token as string;
    const upload = await measureUpload(server.url, server.pid, token);
    results.upload = upload;
    console.log("\n50 MB upload (goal: server memory growth under 30 MB)");
    console.table([upload]);
    const crafted = await measureCraftedUploads(server.url, server.pid, token);
    results.craftedUploads = crafted;
    console.log("Crafted and huge images (goal: server peak memory growth under 512 MB each)");
    console.table(crafted.map((row) => ({ ...row, goal: "< 512 MB", met: row.growthMB < 512 ? "yes" : "NO" })));
  }

  if (parts.includes("leads")) {
    // Its own server, on a database seeded before it starts (a server holds its DATA_DIR alone).
    const count = Number(Deno.env.get("BENCH_LEADS") ?? 50_000);
    const leadsDir = await Deno.makeTempDir({ prefix: "travel-bench-leads-" });
    const seedSeconds = await seedInquiries(leadsDir, count);
    const leadServer = await startServer(ROOT, leadsDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_DEMO_PROPOSAL: "false", ...LEAD_BENCH_SERVER_ENV });
    const browser = await launchBrowser();
    try {
      const row = await measureLeads(browser, leadServer.url, admin, count);
      const serverMB = mb(await residentBytes(leadServer.pid));
      results.leads = { ...row, seedSeconds, serverMB };
      const met = (ok: boolean) => (ok ? "met" : "NOT met");
      console.log(`\nThe desk at ${count} inquiries (seeded in ${seedSeconds} s; server RSS ${serverMB} MB after)`);
      console.table([
        { measure: "first row (ms, from the navigation, in the page)", p50: row.firstRowMs.p50, max: row.firstRowMs.max, goal: `<= ${row.goals.firstRowMs}: ${met(row.firstRowMs.max <= row.goals.firstRowMs)}` },
        { measure: "first row (ms, as the driver sees it: load event, round trips)", p50: row.firstRowSeenMs.p50, max: row.firstRowSeenMs.max, goal: "" },
        { measure: "a filter (ms)", p50: row.filterMs.p50, max: row.filterMs.max, goal: `<= ${row.goals.filterMs}: ${met(row.filterMs.max <= row.goals.filterMs)}` },
        { measure: `a search (ms, from typing; ${row.searchMs.debounceMs} ms of it the input's wait)`, p50: row.searchMs.fromTyping.p50, max: row.searchMs.fromTyping.max, goal: "" },
        {
          measure: `a search (ms, after the input's ${row.searchMs.debounceMs} ms wait)`,
          p50: row.searchMs.afterWait.p50,
          max: row.searchMs.afterWait.max,
          goal: `<= ${row.goals.filterMs}: ${met(row.searchMs.afterWait.max <= row.goals.filterMs)}`,
        },
        { measure: `page heap (MB, ${row.rowsInPage} rows loaded)`, p50: row.heapMB, max: row.heapMB, goal: `<= ${row.goals.heapMB}: ${met(row.heapMB <= row.goals.heapMB)}` },
      ]);
      console.log("GET /api/leads (20 requests each; ms)");
      console.table(row.api);
      console.log(`The old whole list, GET /api/inquiries: ${row.oldList.mb} MB in ${row.oldList.ms} ms`);
    } finally {
      await browser.close();
      await leadServer.stop();
      await Deno.remove(leadsDir, { recursive: true }).catch(() => {});
    }
  }

  if (parts.includes("reports")) {
    // Five years of business on its own server, its database seeded (or copied from the cache) before it starts.
    const reportsDir = await Deno.makeTempDir({ prefix: "travel-bench-reports-" });
    const seed = await seedReports(reportsDir);
    const scan = await measureScan(reportsDir);
    const reportServer = await startServer(ROOT, reportsDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_DEMO_PROPOSAL: "false", ...LEAD_BENCH_SERVER_ENV });
    try {
      const row = await measureReports(reportServer.url, admin);
      const serverMB = mb(await residentBytes(reportServer.pid));
      results.reports = { scale: REPORT_SCALE, seed, plainScanMs: scan, ...row, serverMB };
      const scale = Object.entries(REPORT_SCALE).map(([k, v]) => `${v} ${k}`).join(", ");
      console.log(`\nFive years of business (${scale}; seeded in ${seed.seconds} s${seed.cached ? ", from the cache" : ""}; server RSS ${serverMB} MB after)`);
      console.table(row.rows.map((r) => ({ ...r, goal: r.read.startsWith("dashboard") ? `< ${row.goalMs}: ${r.p50 < row.goalMs ? "met" : "NOT met"} (p50)` : "" })));
      console.log(`The dashboard's first request after the start: ${row.coldDashboardMs} ms. A plain scan of the period's lead rows instead of the counters: ` +
        Object.entries(scan).map(([name, s]) => `${name} ${s.rows} rows in ${s.p50} ms`).join(", "));
    } finally {
      await reportServer.stop();
      await Deno.remove(reportsDir, { recursive: true }).catch(() => {});
    }
  }
} finally {
  await server.stop();
  await Deno.remove(dataDir, { recursive: true }).catch(() => {});
}

await Deno.mkdir(`${ROOT}bench/results`, { recursive: true });
const file = `${ROOT}bench/results/${new Date().toISOString().replaceAll(":", "-").slice(0, 19)}.json`;
await Deno.writeTextFile(file, JSON.stringify(results, null, 2));
console.log(`\nWritten: ${file.replace(ROOT, "")}`);
