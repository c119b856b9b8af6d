/**
 * `deno task test`: every test, on a fresh machine, with no network beyond the package registries.
 *   1. the static checks of `deno task check` (lint, types, dependency rules), one result each
 *   2. web units (vitest)  3. server tests and the checks' own tests (deno test)
 *   4. production build of the web app  5. end-to-end tests in real Chromium against the real server.
 * Stages 3 and 5 run test files side by side (deno test --parallel: as many as DENO_JOBS, or cores),
 * without type-checking them again: stage 1's `deno check` covers tests/ (run alone, those stages check).
 * Prints one closing line "N passed, N failed" and exits non-zero on any failure.
 */
import { buildWeb } from "./build-web.ts";
import { runChecks } from "./check.ts";
import { ensureChromium, ensureWebDependencies } from "./lib.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const only = Deno.args.filter((a) => !a.startsWith("-"));
const stages = only.length ? only : ["check", "web", "server", "e2e"];

type Counts = { passed: number; failed: number };
const total: Counts = { passed: 0, failed: 0 };

/** Runs a command, echoing its output while counting the results it reports. */
async function runCounted(cmd: string[], cwd: string, env: Record<string, string>, parse: (text: string) => Counts) {
  const child = new Deno.Command(cmd[0], { args: cmd.slice(1), cwd, env, stdout: "piped", stderr: "inherit" }).spawn();
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of child.stdout) {
    await Deno.stdout.write(chunk);
    text += decoder.decode(chunk, { stream: true });
  }
  const status = await child.status;
  // deno-lint-ignore no-control-regex
  const counts = parse(text.replace(/\x1b\[[0-9;]*m/g, ""));
  if (!status.success && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  return status.success;
}

const denoCounts = (text: string): Counts => {
  const m = [...text.matchAll(/(?:ok|FAILED) \| (\d+) passed[^|]*\| (\d+) failed/g)].at(-1);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 0 };
};
const vitestCounts = (text: string): Counts => {
  const line = text.split("\n").find((l) => /^\s*Tests\s/.test(l)) ?? "";
  return { passed: Number(line.match(/(\d+) passed/)?.[1] ?? 0), failed: Number(line.match(/(\d+) failed/)?.[1] ?? 0) };
};

// Stage 1 type-checked every test file; a run of some stages alone checks them itself.
const noSecondCheck = stages.includes("check") ? ["--no-check"] : [];
const env: Record<string, string> = { ...Deno.env.toObject(), NO_COLOR: "1", CI: Deno.env.get("CI") ?? "" };
let ok = true;
await ensureWebDependencies();
if (stages.includes("check")) {
  console.log("\n== Static checks (deno task check) ==");
  for (const result of await runChecks()) {
    if (result.ok) total.passed++;
    else total.failed++;
    ok = result.ok && ok;
  }
}
if (stages.includes("web")) {
  console.log("\n== Web unit tests (vitest) ==");
  // Vitest runs under Deno: on Node 20 (the CI machine's) vitest 5's reporter crashes on Map.groupBy.
  const vitest = [Deno.execPath(), "run", "-A", "node_modules/vitest/vitest.mjs", "run"];
  ok = await runCounted(vitest, `${ROOT}web`, env, vitestCounts) && ok;
}
if (stages.includes("server")) {
  console.log("\n== Server tests and the checks' tests (deno test) ==");
  const serverTests = ["deno", "test", "-A", ...noSecondCheck, "--parallel", "tests/server", "tests/checks"];
  ok = await runCounted(serverTests, ROOT, env, denoCounts) && ok;
}
if (stages.includes("e2e")) {
  console.log("\n== Production build ==");
  await buildWeb(true);
  env.CHROMIUM_PATH = await ensureChromium();
  console.log("\n== End-to-end tests (Chromium) ==");
  // Two files at a time on two cores (DENO_JOBS sets how many): each file starts its own server
  // (a free port, its own DATA_DIR) and its own Chromium, and mostly waits on them.
  ok = await runCounted(["deno", "test", "-A", ...noSecondCheck, "--parallel", "tests/e2e"], ROOT, env, denoCounts) && ok;
}
console.log(`\n${total.passed} passed, ${total.failed} failed`);
Deno.exit(ok && total.failed === 0 ? 0 : 1);
