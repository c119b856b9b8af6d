/**
 * Whether this instance can do its work: the database answers a write and a read, the media folder
 * takes a file, and the web build is there. Each check has a deadline, so a hung database makes
 * /readyz answer "failed" instead of never answering.
 */
import { join } from "node:path";
import type { Config } from "../config.ts";
import { KEYS } from "../kv/keys.ts";
import { mediaPaths } from "../media/storage.ts";
import { log } from "./log.ts";

export type ReadinessCheck = "database" | "media" | "web";
export type Readiness = { ready: boolean; checks: Record<ReadinessCheck, "ok" | "failed"> };

const CHECK_DEADLINE_MS = 3_000;
/** The probe key is this instance's own, so instances sharing a database never contend on it. */
const INSTANCE = crypto.randomUUID();

async function databaseAnswers(kv: Deno.Kv): Promise<void> {
  const stamp = Date.now();
  await kv.set(KEYS.healthProbe(INSTANCE), stamp, { expireIn: 60_000 });
  const read = await kv.get<number>(KEYS.healthProbe(INSTANCE));
  if (read.value !== stamp) throw new Error("the probe read back differs from the probe written");
}

async function mediaWritable(config: Pick<Config, "DATA_DIR">): Promise<void> {
  const { dir } = mediaPaths(config);
  await Deno.mkdir(dir, { recursive: true });
  const probe = await Deno.makeTempFile({ dir, prefix: ".ready-" });
  await Deno.remove(probe);
}

async function webBuildPresent(config: Pick<Config, "WEB_DIST">): Promise<void> {
  const index = await Deno.stat(join(config.WEB_DIST, "index.html"));
  if (!index.isFile) throw new Error("index.html is not a file");
}

function withDeadline(check: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_DEADLINE_MS} ms`)), CHECK_DEADLINE_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

export async function readiness(kv: Deno.Kv, config: Pick<Config, "DATA_DIR" | "WEB_DIST">): Promise<Readiness> {
  const checks: [ReadinessCheck, () => Promise<void>][] = [
    ["database", () => databaseAnswers(kv)],
    ["media", () => mediaWritable(config)],
    ["web", () => webBuildPresent(config)],
  ];
  const outcomes = await Promise.allSettled(checks.map(([, check]) => withDeadline(check())));
  const result: Readiness = { ready: true, checks: { database: "ok", media: "ok", web: "ok" } };
  outcomes.forEach((outcome, i) => {
    if (outcome.status === "fulfilled") return;
    const name = checks[i][0];
    result.ready = false;
    result.checks[name] = "failed";
    log.warn("not ready", { check: name, reason: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) });
  });
  return result;
}
