/**
 * The peak resident memory of another process (the real server, started as a child) while
 * something runs, from Linux /proc: its peak counter is reset first (`clear_refs`), then read at
 * the end, with samples every 10 ms in case the reset is not permitted.
 */
const MB = 1024 * 1024;

async function status(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const text = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(text.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
}

export type MemoryGrowth = { baselineMB: number; peakMB: number; growthMB: number };

export async function peakGrowthDuring<T>(pid: number, fn: () => Promise<T>): Promise<MemoryGrowth & { result: T }> {
  let peakCounterReset = false;
  try {
    await Deno.writeTextFile(`/proc/${pid}/clear_refs`, "5");
    peakCounterReset = true;
  } catch { /* not permitted here: the samples alone tell the peak */ }
  const baseline = await status(pid, "VmRSS");
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await status(pid, "VmRSS").catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await fn();
    return { ...(await finish()), result };
  } finally {
    sampling = false;
    await sampler;
  }

  async function finish(): Promise<MemoryGrowth> {
    sampling = false;
    await sampler;
    if (peakCounterReset) peak = Math.max(peak, await status(pid, "VmHWM"));
    const mb = (n: number) => Math.round((n / MB) * 10) / 10;
    return { baselineMB: mb(baseline), peakMB: mb(peak), growthMB: mb(peak - baseline) };
  }
}
