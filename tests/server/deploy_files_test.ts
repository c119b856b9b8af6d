/**
 * The deployment files' essentials, read as Docker and Caddy read them (Docker itself is not on
 * the test machines): the image runs the server as a non-root user on the Deno version CI uses,
 * keeps DATA_DIR in a volume, builds the web app, and its health check really asks /readyz; the
 * Caddy example bounds header and body reads at least as long as the server's own deadline.
 */
import assert from "node:assert/strict";
import { MEDIA_RULES } from "../../contract/media.ts";
import { loadConfig } from "../../server/config.ts";
import { bodyDeadlineMs } from "../../server/http/body-deadline.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const read = (path: string) => Deno.readTextFileSync(`${ROOT}${path}`);

type Instruction = { op: string; args: string };

/** The instructions of the Dockerfile's last stage (continued lines joined, comments dropped). */
function finalStage(): Instruction[] {
  const lines = read("Dockerfile").replace(/\\\n/g, " ").split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));
  const all = lines.map((line) => {
    const [, op, args] = line.trim().match(/^(\S+)\s+(.*)$/)!;
    return { op: op.toUpperCase(), args: args.trim() };
  });
  return all.slice(all.findLastIndex((i) => i.op === "FROM"));
}

const argsOf = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op).map((i) => i.args);
const jsonArgs = (args: string): string[] => JSON.parse(args);

function env(stage: Instruction[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const args of argsOf(stage, "ENV")) for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) vars[key] = value;
  return vars;
}

Deno.test("the image runs on the official Deno image of CI's version, as a non-root user, with DATA_DIR and BACKUP_DIR volumes", () => {
  const stage = finalStage();
  const ciVersion = read(".ci/run").match(/DENO_VERSION=(\S+)/)![1];
  assert.match(stage[0].args, new RegExp(`^denoland/deno:(?:(?:alpine|debian|bookworm)-)?${ciVersion.replaceAll(".", "\\.")}$`));
  const users = argsOf(stage, "USER");
  assert.ok(users.length > 0, "a USER instruction");
  assert.ok(!["root", "0"].includes(users.at(-1)!.split(":")[0]), `runs as ${users.at(-1)}`);
  const vars = env(stage);
  assert.equal(vars.HOST, "0.0.0.0");
  assert.deepEqual(JSON.parse(argsOf(stage, "VOLUME")[0]), [vars.DATA_DIR, vars.BACKUP_DIR]);
  // The user that runs the server owns the volumes' folders.
  const chown = argsOf(stage, "RUN").find((run) => run.includes(`chown ${users.at(-1)}`)) ?? "";
  for (const dir of [vars.DATA_DIR, vars.BACKUP_DIR]) assert.ok(chown.split(/\s+/).includes(dir), `${dir} owned by ${users.at(-1)}`);
});

Deno.test("the image holds the web build made at build time and every module the server loads", async () => {
  const dockerfile = read("Dockerfile");
  assert.match(dockerfile, /^RUN npx vite build/m);
  const stage = finalStage();
  const vars = env(stage);
  assert.ok(argsOf(stage, "COPY").some((copy) => copy.startsWith("--from=web ") && copy.endsWith(` ${vars.WEB_DIST.replace(/^\/app\//, "")}`)));
  for (const copy of argsOf(stage, "COPY").filter((c) => !c.startsWith("--from"))) {
    for (const source of copy.split(/\s+/).slice(0, -1)) await Deno.stat(`${ROOT}${source}`);
  }
  const cmd = jsonArgs(argsOf(stage, "CMD")[0]);
  assert.deepEqual(cmd.slice(0, 2), ["run", "-A"]);
  await Deno.stat(`${ROOT}${cmd.at(-1)}`);
  const install = argsOf(stage, "RUN").find((run) => run.startsWith("deno install"))!;
  const entrypoints = install.split("--entrypoint ")[1].split(/\s+/);
  const workers = [...Deno.readDirSync(`${ROOT}server`)].filter((dir) => dir.isDirectory)
    .flatMap((dir) => [...Deno.readDirSync(`${ROOT}server/${dir.name}`)].filter((file) => file.name.endsWith("-worker.ts")).map((file) => file.name));
  assert.ok(workers.length >= 3, `the workers: ${workers.join(", ")}`);
  assert.ok(entrypoints.includes("server/*/*-worker.ts") && entrypoints.includes(cmd.at(-1)!) && entrypoints.includes("scripts/backup.ts"));
});

Deno.test("the health check asks /readyz on PORT and fails unless it answers 2xx", async () => {
  const stage = finalStage();
  const check = argsOf(stage, "HEALTHCHECK")[0];
  assert.match(check, /--interval=\S+ --timeout=\S+/);
  const command = JSON.parse(check.slice(check.indexOf("CMD") + 3));
  assert.equal(command[0], "deno");
  const asked: string[] = [];
  let status = 200;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    asked.push(new URL(request.url).pathname);
    return new Response("{}", { status });
  });
  try {
    const run = async () =>
      (await new Deno.Command(Deno.execPath(), { args: command.slice(1), env: { PORT: String(server.addr.port) }, stdout: "null", stderr: "null" }).output()).code;
    assert.equal(await run(), 0);
    status = 503;
    assert.equal(await run(), 1);
    assert.deepEqual(asked, ["/readyz", "/readyz"]);
  } finally {
    await server.shutdown();
  }
});

Deno.test(".dockerignore keeps local data, installs, builds and secrets out of the image", () => {
  const ignored = read(".dockerignore").split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  for (const path of [".git", ".env", "data", "node_modules", "web/node_modules", "web/dist", "backups"]) assert.ok(ignored.includes(path), path);
});

Deno.test("the Caddy example bounds header and body reads, no shorter than the server's deadline for the largest upload", () => {
  const caddy = read("deploy/Caddyfile");
  const seconds = (name: string) => {
    const [, amount, unit] = caddy.match(new RegExp(`^\\s*${name}\\s+(\\d+)(s|m|h)$`, "m"))!;
    return Number(amount) * { s: 1, m: 60, h: 3600 }[unit as "s" | "m" | "h"];
  };
  assert.ok(seconds("read_header") <= 30);
  assert.ok(seconds("idle") > 0);
  const largest = Math.max(...Object.values(MEDIA_RULES).map((rule) => rule.maxBytes));
  const config = loadConfig({});
  const deadline = bodyDeadlineMs(largest, { baseMs: config.BODY_READ_TIMEOUT_MS, minBytesPerSecond: config.BODY_READ_MIN_BYTES_PER_SECOND, maxBytes: largest });
  assert.ok(seconds("read_body") * 1000 >= deadline, `read_body ${seconds("read_body")} s, the server's deadline ${deadline} ms`);
  const [, size] = caddy.match(/max_size (\d+)MiB/)!;
  assert.ok(Number(size) * 1024 * 1024 > largest);
  assert.match(caddy, new RegExp(`reverse_proxy 127\\.0\\.0\\.1:${config.PORT} `));
  assert.match(caddy, /TRUST_PROXY=1/);
});
