/**
 * API throughput and latency under 50 concurrent connections (wrk), for each route next to the
 * bare baseline serving the same bytes. The two are measured in alternating short rounds (server,
 * bare, bare, server, ...), so a burst of load from elsewhere on this shared machine falls on both
 * sides instead of deciding the ratio.
 */
import { alternate } from "./alternate.ts";
import { inquiryBody, numbered, packagesOf } from "./inquiry-body.ts";
import { type Child, startProcess } from "./server-process.ts";
import { wrk, type WrkResult } from "./wrk.ts";

export type LoadRow = {
  route: string;
  server: Measured;
  bare: Measured;
  ratio: number;
  /** The lowest and highest ratio of the rounds' pairs (server round / bare round next to it). */
  ratioRange: [number, number];
};

/** A route to load; `accept` is the Accept header sent (JSON unless said). */
export type Target = { route: string; method: "GET" | "POST"; path: string; body?: string; accept?: string };

const ROUNDS = 4;

type Measured = Omit<WrkResult, "ok" | "requests">;

async function load(url: string, target: Target, seconds: number): Promise<Measured> {
  // Each inquiry comes from its own client address with its own idempotency key and email, as real
  // travellers' do (the server trusts X-Forwarded-For only because the bench sets TRUST_PROXY).
  const { ok: _ok, requests: _requests, ...measured } = await wrk({
    method: target.method,
    url: `${url}${target.path}`,
    headers: { "content-type": "application/json", accept: target.accept ?? "application/json" },
    body: target.body,
    unique: target.method === "POST",
  }, seconds);
  return measured;
}

/** Headers Deno.serve writes for any response: not part of what the baseline must copy. */
const DENO_WRITES = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive"]);

const round2 = (n: number) => Number(n.toFixed(2));

/** Rounds of equal length: mean throughput, median p50, the worst tail and the generator's largest CPU share of any round. */
function combine(rounds: Measured[]): Measured {
  const sum = (pick: (m: Measured) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  const p50s = rounds.map((m) => m.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(sum((m) => m.rps) / rounds.length),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((m) => m.p99)),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    generatorCpu: Math.max(...rounds.map((m) => m.generatorCpu)),
  };
}

async function record(url: string, target: Target) {
  const response = await fetch(`${url}${target.path}`, {
    method: target.method,
    // As wrk asks: uncompressed (fetch would otherwise ask for gzip and unpack it).
    headers: {
      "content-type": "application/json",
      accept: target.accept ?? "application/json",
      "accept-encoding": "identity",
      "x-forwarded-for": "10.255.255.254",
      "idempotency-key": `bench-${crypto.randomUUID()}`,
    },
    body: target.body && numbered(target.body, "recorded"),
  });
  return {
    method: target.method,
    path: target.path,
    status: response.status,
    headers: [...response.headers].filter(([name]) => !DENO_WRITES.has(name)),
    body: await response.text(),
  };
}

export async function measureApiLoad(server: Child, root: string, seconds: number): Promise<LoadRow[]> {
  const packages = await packagesOf(server.url);
  const inquiry = inquiryBody(packages[0]);
  return await measureLoad(server, root, seconds, [
    { route: "GET /api/packages", method: "GET", path: "/api/packages" },
    { route: "GET /api/packages/{id}", method: "GET", path: `/api/packages/${packages[0].id}` },
    { route: "POST /api/inquiries", method: "POST", path: "/api/inquiries", body: inquiry },
  ]);
}

/** Each target on the server next to the bare baseline answering the bytes the server answered it. */
export async function measureLoad(server: Child, root: string, seconds: number, targets: Target[]): Promise<LoadRow[]> {
  const answersFile = await Deno.makeTempFile({ suffix: ".json" });
  await Deno.writeTextFile(answersFile, JSON.stringify(await Promise.all(targets.map((t) => record(server.url, t)))));
  const bare = await startProcess(["run", "-A", "bench/bare-server.ts"], { BARE_ANSWERS: answersFile }, root);
  const rows: LoadRow[] = [];
  try {
    for (const target of targets) {
      const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
      const { real, baseline } = await alternate(
        ROUNDS,
        (warmUp) => load(server.url, target, warmUp ? 1 : roundSeconds),
        (warmUp) => load(bare.url, target, warmUp ? 1 : roundSeconds),
      );
      const pairRatios = real.map((r, i) => r.rps / baseline[i].rps);
      const serverSide = combine(real);
      const bareSide = combine(baseline);
      rows.push({
        route: target.route,
        server: serverSide,
        bare: bareSide,
        ratio: round2(serverSide.rps / bareSide.rps),
        ratioRange: [round2(Math.min(...pairRatios)), round2(Math.max(...pairRatios))],
      });
    }
  } finally {
    await bare.stop();
    await Deno.remove(answersFile);
  }
  return rows;
}
