/**
 * The log's own output (no test sink): information lines logged in one turn of the event loop are
 * written together, warnings and errors at once, and nothing queued is lost when the process exits
 * right after logging.
 */
import assert from "node:assert/strict";

const LOG_MODULE = new URL("../../server/observe/log.ts", import.meta.url).href;
const CONFIG = new URL("../../deno.json", import.meta.url).pathname;

async function run(script: string) {
  const file = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(file, `import { configureLog, log } from "${LOG_MODULE}";\nconfigureLog({ format: "json" });\n${script}`);
    const output = await new Deno.Command(Deno.execPath(), { args: ["run", "-A", "--config", CONFIG, file], stdout: "piped", stderr: "piped" }).output();
    const lines = (bytes: Uint8Array) => new TextDecoder().decode(bytes).split("\n").filter(Boolean).map((line) => JSON.parse(line).msg);
    return { stdout: lines(output.stdout), stderr: lines(output.stderr), code: output.code };
  } finally {
    await Deno.remove(file);
  }
}

Deno.test("information lines logged right before Deno.exit are all written, in order", async () => {
  const { stdout, stderr, code } = await run(`log.info("one"); log.warn("careful"); log.info("two"); log.info("three"); Deno.exit(0);`);
  assert.equal(code, 0);
  assert.deepEqual(stdout, ["one", "two", "three"]);
  assert.deepEqual(stderr, ["careful"]);
});

Deno.test("information lines go out at the next turn of the event loop, not only at exit", async () => {
  // Killed without any exit handler running: only what was already written is there.
  const { stdout } = await run(`log.info("first");\nawait new Promise((resolve) => setTimeout(resolve, 100));\nDeno.kill(Deno.pid, "SIGKILL");`);
  assert.deepEqual(stdout, ["first"]);
});
