/**
 * `deno task bench inquiries`: POST /api/inquiries requests per second on the real server (file KV)
 * next to a bare Deno.serve making one `kv.atomic()` commit of the same size per request, no read
 * (bare-commit-server.ts, a file KV too), in alternating rounds of the same run. Both start on a
 * database of their own made for this part (the server's with the demo catalogue only), so the
 * figure does not depend on what other parts of the bench wrote before it. Every request comes
 * from its own client address (X-Forwarded-For; the server runs with TRUST_PROXY=1) with its own
 * idempotency key, so the per-address limit is checked and written in every commit but never refuses one.
 * Only 2xx answers count as done; the others are reported. The CPU time each process used per 201
 * (the server's mail work after its answers included) is the figure this shared machine disturbs least.
 *
 * The server runs as production does, with SMTP_URL set: a local SMTP listener in this process
 * accepts the two emails of each inquiry, and the part reports how many arrived.
 */
import { alternate } from "./alternate.ts";
import { inquiryBody, packagesOf } from "./inquiry-body.ts";
import { cpuMillis, startProcess, startServer } from "./server-process.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { wrk } from "./wrk.ts";

const ROUNDS = 4;
export const INQUIRY_GOAL = 0.7;

type Round = { created: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; generatorCpu: number };

/** A side's rounds combined, with the CPU its process used per 201 (the work after answers included). */
type Side = Round & { cpuMsPerCreated: number };

export type InquiryLoad = {
  server: Side;
  bare: Side;
  /** server rps / bare rps, both counting 201s only. */
  ratio: number;
  ratioRange: [number, number];
  goal: number;
  /** Emails the SMTP listener received, and at least how many were due (two per answered inquiry). */
  emails: { received: number; due: number };
};

async function load(url: string, body: string, seconds: number): Promise<Round> {
  const result = await wrk({ method: "POST", url: `${url}/api/inquiries`, headers: { "content-type": "application/json" }, body, unique: true }, seconds);
  return {
    created: result.ok,
    rps: Math.round(result.ok / seconds),
    p50: result.p50,
    p99: result.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    generatorCpu: result.generatorCpu,
  };
}

function combine(rounds: Round[]): Round {
  const sum = (pick: (r: Round) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  return {
    created: sum((r) => r.created),
    rps: Math.round(sum((r) => r.rps) / rounds.length),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((r) => r.p99)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    generatorCpu: Math.max(...rounds.map((r) => r.generatorCpu)),
  };
}

const round2 = (n: number) => Number(n.toFixed(2));

/** Lets the work a round left behind (the staff's push notifications) finish before the next round starts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

export async function measureInquiryLoad(root: string, seconds: number): Promise<InquiryLoad> {
  const serverDir = await Deno.makeTempDir({ prefix: "travel-bench-inquiries-" });
  const smtp = await startSmtpSink();
  const server = await startServer(root, serverDir, { SMTP_URL: smtp.url });
  const body = inquiryBody((await packagesOf(server.url))[0]);
  const bareDir = await Deno.makeTempDir({ prefix: "travel-bench-bare-" });
  const bare = await startProcess(["run", "-A", "bench/bare-commit-server.ts"], { BARE_DATA_DIR: bareDir }, root);
  try {
    const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
    const cpu = { server: 0, bare: 0 };
    let storedOnServer = 0;
    /** One round of a side; its process's CPU time is summed, counting from before the round until the next one starts. */
    const measured = (side: "server" | "bare", url: string) => async (warmUp: boolean) => {
      await settle();
      const before = await cpuMillis(side === "server" ? server.pid : bare.pid);
      const round = await load(url, body, warmUp ? 1 : roundSeconds);
      if (side === "server") storedOnServer += round.created;
      await settle();
      if (!warmUp) cpu[side] += (await cpuMillis(side === "server" ? server.pid : bare.pid)) - before;
      return round;
    };
    const { real, baseline } = await alternate(ROUNDS, measured("server", server.url), measured("bare", bare.url));
    const pairRatios = real.map((r, i) => r.rps / Math.max(1, baseline[i].rps));
    const serverRounds = combine(real);
    const bareRounds = combine(baseline);
    const serverSide = { ...serverRounds, cpuMsPerCreated: round2(cpu.server / Math.max(1, serverRounds.created)) };
    const bareSide = { ...bareRounds, cpuMsPerCreated: round2(cpu.bare / Math.max(1, bareRounds.created)) };
    // The emails go out after the answers: give the last ones time to arrive.
    const due = 2 * storedOnServer;
    for (let waited = 0; smtp.received() < due && waited < 30_000; waited += 250) await new Promise((r) => setTimeout(r, 250));
    return {
      server: serverSide,
      bare: bareSide,
      ratio: round2(serverSide.rps / Math.max(1, bareSide.rps)),
      ratioRange: [round2(Math.min(...pairRatios)), round2(Math.max(...pairRatios))],
      goal: INQUIRY_GOAL,
      emails: { received: smtp.received(), due },
    };
  } finally {
    await bare.stop();
    await server.stop();
    await smtp.close();
    await Deno.remove(bareDir, { recursive: true }).catch(() => {});
    await Deno.remove(serverDir, { recursive: true }).catch(() => {});
  }
}
