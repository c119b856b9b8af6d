/**
 * Starts the real server as a child process on a free port with its own DATA_DIR, serving the built
 * web app (web/dist) and the demo catalogue. For end-to-end tests.
 */
export const adminCredentials = { email: "admin@e2e.example", password: "admin-password-1" };

const ROOT = new URL("../../", import.meta.url).pathname;

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server process, e.g. to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process at once (no graceful shutdown), keeping its DATA_DIR. */
  crash(): Promise<void>;
  /** Everything the process wrote to stdout and stderr so far (stderr is also passed on to the test's). */
  output(): string;
};

/**
 * Starts the real server on a free port. With the demo catalogue (unless `seed: false`), but
 * without the demo inquiry and proposal unless `demoProposal`: a test's inquiries are its own.
 */
export async function startServer(
  options: { seed?: boolean; demoProposal?: boolean; env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? await Deno.makeTempDir({ prefix: "travel-e2e-" });
  const child = new Deno.Command("deno", {
    args: ["run", "-A", "server/main.ts"],
    cwd: ROOT,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: `${ROOT}web/dist`,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      SEED_DEMO: options.seed === false ? "false" : "true",
      SEED_DEMO_PROPOSAL: options.demoProposal ? "true" : "false",
      ...options.env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();

  let errors = "";
  const passErrorsOn = child.stderr.pipeTo(
    new WritableStream({
      write(chunk) {
        errors += new TextDecoder().decode(chunk, { stream: true });
        return Deno.stderr.write(chunk).then(() => {});
      },
    }),
  ).catch(() => {});
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let url: string | undefined;
  const deadline = Date.now() + 60_000;
  while (!url) {
    if (Date.now() > deadline) throw new Error(`server did not start:\n${seen}`);
    const { value, done } = await reader.read();
    if (done) {
      await passErrorsOn;
      throw new Error(`server exited before listening (${(await child.status).code}):\n${seen}${errors}`);
    }
    seen += value;
    url = seen.match(/Listening on (http:\/\/[^\s/]+)\//)?.[1];
  }
  // Keep reading the output so the child never blocks on a full pipe.
  const drain = (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) seen += read.value;
    } catch { /* closed */ }
    await passErrorsOn;
  })();

  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => seen + errors,
    async crash() {
      try {
        child.kill("SIGKILL");
      } catch { /* already gone */ }
      await child.status;
      await drain;
    },
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
      await drain;
      if (!options.dataDir) await Deno.remove(dataDir, { recursive: true }).catch(() => {});
    },
  };
}
