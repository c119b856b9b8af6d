/**
 * `deno task check`: the static checks that keep the code base's shape, each one a command that
 * fails on a finding:
 *   - deno lint, and deno's type check of contract, server, scripts, bench and tests;
 *   - the web app's type check (tsc) and ESLint (typescript-eslint, React Hooks rules);
 *   - the dependency rules of .dependency-cruiser.cjs (dependency-cruiser).
 * Runs them two at a time, prints one line per check (and the output of a failed one), and exits
 * non-zero when any fails. `deno task test` runs them first as its "check" stage.
 */
import { ensureWebDependencies } from "./lib.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const WEB = `${ROOT}web/`;

export interface Check {
  name: string;
  cmd: string[];
  cwd: string;
}

/** The folders whose imports the dependency rules govern (paths relative to the repository root). */
export const DEPENDENCY_SCOPE = ["contract", "server", "web/src", "web/build", "scripts", "bench", "tests"];

/** dependency-cruiser runs under Deno: its engines field asks for Node 22, the CI machine has Node 20. */
export function dependencyCruiser(configFile: string, args: string[]): string[] {
  return [
    Deno.execPath(),
    "run",
    "-A",
    `${WEB}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`,
    "--config",
    configFile,
    ...args,
  ];
}

/** ESLint with the web app's configuration (web/eslint.config.js); run it with cwd web/. */
export function eslint(args: string[]): string[] {
  return ["node", `${WEB}node_modules/eslint/bin/eslint.js`, ...args];
}

export const CHECKS: Check[] = [
  {
    name: "deno check (contract, server, scripts, bench, tests)",
    cmd: ["deno", "check", "contract", "server", "scripts", "bench", "tests"],
    cwd: ROOT,
  },
  {
    name: "tsc (web)",
    cmd: ["node", `${WEB}node_modules/typescript/bin/tsc`, "--noEmit", "-p", "."],
    cwd: WEB,
  },
  { name: "eslint (web)", cmd: eslint(["--max-warnings", "0", "."]), cwd: WEB },
  { name: "deno lint", cmd: ["deno", "lint"], cwd: ROOT },
  {
    name: "dependency rules (dependency-cruiser)",
    cmd: dependencyCruiser(`${ROOT}.dependency-cruiser.cjs`, DEPENDENCY_SCOPE),
    cwd: ROOT,
  },
];

export interface CheckResult {
  name: string;
  ok: boolean;
  seconds: number;
}

async function runCheck(check: Check): Promise<CheckResult & { output: string }> {
  const started = performance.now();
  const { success, stdout, stderr } = await new Deno.Command(check.cmd[0], {
    args: check.cmd.slice(1),
    cwd: check.cwd,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return {
    name: check.name,
    ok: success,
    seconds: (performance.now() - started) / 1000,
    output: decoder.decode(stdout) + decoder.decode(stderr),
  };
}

/** Runs every check (at most `parallel` at once), reporting each as it ends. */
export async function runChecks(parallel = 2): Promise<CheckResult[]> {
  await ensureWebDependencies();
  const queue = [...CHECKS];
  const results: CheckResult[] = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await runCheck(check);
      const line = `${result.ok ? "ok" : "FAILED"}  ${result.name} (${result.seconds.toFixed(1)} s)`;
      console.log(result.ok ? line : `${line}\n${result.output.trimEnd()}\n`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

if (import.meta.main) {
  const started = performance.now();
  const results = await runChecks();
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `\n${results.length - failed} of ${results.length} checks passed in ${
      ((performance.now() - started) / 1000).toFixed(1)
    } s`,
  );
  Deno.exit(failed ? 1 : 0);
}
