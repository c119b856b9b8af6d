/** Starts a Deno script as a child process and waits for its "Listening on http://..." line. */
/** `startUpLog`: what the process wrote before it listened (e.g. the demo proposal's link). */
export type Child = { url: string; pid: number; startUpLog: string; stop(): Promise<void> };

export async function startProcess(args: string[], env: Record<string, string>, cwd: string): Promise<Child> {
  const child = new Deno.Command(Deno.execPath(), { args, env, cwd, stdout: "piped", stderr: "inherit" }).spawn();
  // Decoded only until the address is known; the log after it is dropped as bytes, so the bench
  // process (which also runs the load generator) spends no CPU decoding a server's log.
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let url: string | undefined;
  while (!url) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`process exited before listening:\n${seen}`);
    seen += decoder.decode(value, { stream: true });
    url = seen.match(/Listening on (http:\/\/[^\s/]+)\//)?.[1];
  }
  const drain = (async () => {
    try {
      while (!(await reader.read()).done) { /* discard the log */ }
    } catch { /* closed */ }
  })();
  return {
    url,
    pid: child.pid,
    startUpLog: seen,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch { /* gone */ }
      await child.status;
      await drain;
    },
  };
}

/**
 * The production server (`server/main.ts`) on `dataDir` (a fresh one starts with the demo catalogue),
 * serving the built web app, behind one trusted proxy hop (so X-Forwarded-For names the client).
 */
export function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<Child> {
  return startProcess(["run", "-A", "server/main.ts"], {
    PORT: "0",
    DATA_DIR: dataDir,
    WEB_DIST: `${root}web/dist`,
    TRUST_PROXY: "1",
    ...env,
  }, root);
}

/** The resident memory of a process, in bytes (Linux /proc). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
  return kb * 1024;
}

/** The CPU time (user + system) a process has used so far, in ms (Linux /proc; 100 ticks a second). */
export async function cpuMillis(pid: number): Promise<number> {
  const fields = (await Deno.readTextFile(`/proc/${pid}/stat`)).split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
