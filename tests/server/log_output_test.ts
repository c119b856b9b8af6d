/**
 * The log's own output (no test sink): information lines logged within moments of each other are
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

Deno.test("information lines of several turns of the event loop go out in one write", async () => {
  // Each write to stdout is counted; five requests' lines, each logged in its own turn.
  const { stdout } = await run(`let writes = 0;
const writeSync = Deno.stdout.writeSync.bind(Deno.stdout);
Deno.stdout.writeSync = (bytes) => (writes++, writeSync(bytes));
for (let n = 1; n <= 5; n++) {
  log.info("line " + n);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
await new Promise((resolve) => setTimeout(resolve, 250));
log.info("writes " + writes);
Deno.exit(0);`);
  assert.deepEqual(stdout, ["line 1", "line 2", "line 3", "line 4", "line 5", "writes 1"]);
});

Deno.test("information lines go out within moments, not only at exit", async () => {
  // Killed without any exit handler running: only what was already written is there.
  const { stdout } = await run(`log.info("first");\nawait new Promise((resolve) => setTimeout(resolve, 250));\nDeno.kill(Deno.pid, "SIGKILL");`);
  assert.deepEqual(stdout, ["first"]);
});
