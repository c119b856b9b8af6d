/**
 * The load generator of every throughput figure: `wrk` (Debian's package, written in C), driven with
 * 2 threads and 50 connections. A generator in JavaScript (autocannon) saturated on these 2 cores
 * before a bare Deno.serve did, so both sides of a ratio looked alike. Each run also reports the
 * share of the machine's CPU the generator itself used, so a reader can see how much it took from
 * the server.
 *
 * A request that must be unique (an inquiry: its own client address, idempotency key and email) is
 * written by a Lua script: `{n}` in the body and the headers becomes a number no other request of
 * the bench uses.
 */
export type WrkTarget = {
  method: "GET" | "POST";
  /** The whole URL. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Give each request its own `X-Forwarded-For` address, `Idempotency-Key` and `{n}` in the body. */
  unique?: boolean;
};

export type WrkResult = {
  requests: number;
  rps: number;
  /** Answers with a status of 200-299 (wrk counts 4xx and 5xx as "non-2xx or 3xx"). */
  ok: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The generator's CPU time over the run, as a share of the whole machine (0-1). */
  generatorCpu: number;
};

const CONNECTIONS = 50;
const THREADS = 2;

/** Numbers already handed to unique requests: each run starts past them. */
let issued = 0;
/** More than one thread can send in one run (2 000 a second for 8 s is 16 000); 2^24 addresses last 80 runs. */
const PER_THREAD = 100_000;

/** The Lua script: the method, body and headers, and for `unique` a counter per wrk thread. */
function script(target: WrkTarget): string {
  const quote = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal here
  const headers = Object.entries({ accept: "application/json", ...target.headers })
    .map(([name, value]) => `wrk.headers[${quote(name)}] = ${quote(value)}`).join("\n");
  const base = `wrk.method = ${quote(target.method)}\n${target.body ? `wrk.body = ${quote(target.body)}\n` : ""}${headers}\n`;
  if (!target.unique) return base;
  return `${base}
local threads = 0
function setup(thread)
  thread:set("offset", ${issued} + threads * ${PER_THREAD})
  threads = threads + 1
end
local n = 0
request = function()
  n = n + 1
  local k = offset + n
  local address = string.format("10.%d.%d.%d", math.floor(k / 65536) % 256, math.floor(k / 256) % 256, k % 256)
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["x-forwarded-for"] = address
  headers["idempotency-key"] = "bench-" .. k
  local body = wrk.body and string.gsub(wrk.body, "{n}", tostring(k)) or nil
  return wrk.format(nil, nil, headers, body)
end
`;
}

/** A millisecond figure from wrk's text ("812.00us", "1.23ms", "2.01s"). */
function millis(text: string): number {
  const m = text.match(/^([\d.]+)(us|ms|s|m)$/);
  if (!m) return NaN;
  const value = Number(m[1]);
  return Number((m[2] === "us" ? value / 1000 : m[2] === "ms" ? value : m[2] === "s" ? value * 1000 : value * 60_000).toFixed(2));
}

/** Parses wrk's report (with --latency) and the shell's `times` line for its children. */
export function parseWrk(report: string, seconds: number): Omit<WrkResult, "generatorCpu"> & { cpuSeconds: number } {
  const requests = Number(report.match(/(\d+) requests in/)?.[1] ?? 0);
  const non2xx = Number(report.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socket = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const percentile = (p: string) => millis(report.match(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m"))?.[1] ?? "");
  // `times` prints the shell's own user and system time, then its children's: "0m1.234s 0m0.567s".
  const times = [...report.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)].at(-1);
  const cpuSeconds = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : 0;
  return { requests, rps: Math.round(requests / seconds), ok: requests - non2xx, p50: percentile("50"), p99: percentile("99"), non2xx, errors, cpuSeconds };
}

export async function wrk(target: WrkTarget, seconds: number): Promise<WrkResult> {
  const file = await Deno.makeTempFile({ suffix: ".lua" });
  try {
    await Deno.writeTextFile(file, script(target));
    const args = ["wrk", `-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-s", file, target.url];
    const quoted = args.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(" ");
    const { stdout, stderr, success } = await new Deno.Command("bash", { args: ["-c", `${quoted}; status=$?; times; exit $status`], stdout: "piped", stderr: "piped" }).output();
    const report = new TextDecoder().decode(stdout);
    if (!success) throw new Error(`wrk failed: ${new TextDecoder().decode(stderr)}${report}`);
    const parsed = parseWrk(report, seconds);
    if (target.unique) issued += THREADS * PER_THREAD;
    const { cpuSeconds, ...result } = parsed;
    return { ...result, generatorCpu: Number((cpuSeconds / (seconds * navigator.hardwareConcurrency)).toFixed(2)) };
  } finally {
    await Deno.remove(file);
  }
}
