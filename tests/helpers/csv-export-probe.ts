/**
 * Run as its own process with `--v8-flags=--expose-gc` (tests/server/csv_stream_test.ts): plants
 * `ROWS` audit entries in a fresh test app, reads the audit log's CSV export chunk by chunk (keeping
 * only counts), collects garbage after each chunk and prints, as one JSON line, the heap's growth
 * at its highest (live objects only), the time to the first bytes and to the last, and the rows.
 */
import { addAudit } from "../../server/kv/audit.ts";
import { makeTestApp } from "./app.ts";

/** `n` audit entries of one person ("staff-7", named as a formula), 200 to a commit, each with a few fields as staff changes have. */
export async function plantAuditEntries(kv: Deno.Kv, n: number): Promise<void> {
  const ctx = { actorId: "staff-7", actorName: "=Staff Seven", address: "10.0.0.7" };
  for (let i = 0; i < n; i += 200) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(n, i + 200); j++) {
      addAudit(op, ctx, {
        entity: "package",
        entityId: `p${j}`,
        action: "update",
        before: { name: `Package ${j}`, price: j },
        after: { name: `Package ${j} (new)`, price: j + 1, note: "x".repeat(80) },
      });
    }
    if (!(await op.commit()).ok) throw new Error("planting failed");
  }
}

async function probe(rowCount: number, gc: () => void) {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    await plantAuditEntries(t.kv, rowCount);
    gc();
    const before = Deno.memoryUsage().heapUsed;
    const started = performance.now();
    const res = await t.app.request("/api/audit?format=csv&actor=staff-7", {
      headers: { authorization: `Bearer ${admin}` },
    });
    const reader = res.body!.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    let rows = 0;
    let peak = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      firstByteMs ||= performance.now() - started;
      bytes += chunk.value.length;
      for (const byte of chunk.value) if (byte === 10) rows++;
      gc();
      peak = Math.max(peak, Deno.memoryUsage().heapUsed - before);
    }
    const totalMs = performance.now() - started;
    console.log(
      JSON.stringify({
        status: res.status,
        rows: rows - 1,
        bytes,
        firstByteMs,
        totalMs,
        peakHeapGrowth: peak,
      }),
    );
  } finally {
    await t.close();
  }
}

if (import.meta.main) {
  const gc = (globalThis as unknown as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --v8-flags=--expose-gc");
  await probe(Number(Deno.args[0] ?? 20_000), gc);
}
