/**
 * Faults around inquiries, against the real server process: killed with SIGKILL in the middle of a
 * burst and restarted on the same DATA_DIR, it still holds every inquiry it acknowledged, each one
 * whole; and a burst of concurrent submissions with repeated idempotency keys stores each key once.
 */
import assert from "node:assert/strict";
import { inquiry as inquirySchema } from "../../contract/inquiry.ts";
import { firstPackage, submitInquiry as submit } from "../helpers/inquiries.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

// Each submission comes from its own client address (the server trusts X-Forwarded-For here only
// because TRUST_PROXY is set), as real travellers' do; one address is limited to 20 an hour.
const ENV = { TRUST_PROXY: "1" };

async function storedInquiries(server: RunningServer) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminCredentials),
  });
  const token = (await login.json()).data.access_token;
  const res = await fetch(`${server.url}/api/inquiries`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return (await res.json()).data as unknown[];
}

Deno.test("killed with SIGKILL mid-burst, the restarted server holds every acknowledged inquiry, whole", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-fault-" });
  let server = await startServer({ dataDir, env: ENV });
  try {
    const pkg = await firstPackage(server);
    const acknowledged = new Set<string>();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < 400; n++) {
      const key = `crash-${n}-${crypto.randomUUID()}`;
      inFlight.push(
        submit(server, pkg, n, key).then(async (res) => {
          const body = await res.json().catch(() => null);
          if (res.ok) acknowledged.add(body.data.id);
        }).catch(() => {/* cut off by the kill: not acknowledged */}),
      );
      if (n === 150) {
        // Kill once some have been acknowledged while others are still being written.
        while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 5));
        await server.crash();
      }
    }
    await Promise.all(inFlight);
    assert.ok(acknowledged.size >= 40, `acknowledged before the kill: ${acknowledged.size}`);

    server = await startServer({ dataDir, env: ENV });
    const stored = await storedInquiries(server);
    const ids = new Set<string>();
    for (const record of stored) {
      const parsed = inquirySchema.safeParse(record);
      assert.ok(parsed.success, `a whole record: ${JSON.stringify(record).slice(0, 200)}`);
      ids.add(parsed.data.id);
    }
    for (const id of acknowledged) assert.ok(ids.has(id), `acknowledged inquiry ${id} survived the kill`);
  } finally {
    await server.stop();
    await Deno.remove(dataDir, { recursive: true }).catch(() => {});
  }
});

Deno.test("200 concurrent submissions with 50 repeated idempotency keys store exactly 150 inquiries", async () => {
  const server = await startServer({ env: ENV });
  try {
    const pkg = await firstPackage(server);
    const keys = Array.from({ length: 150 }, (_, i) => `burst-${i}-${crypto.randomUUID()}`);
    const sends = [...keys, ...keys.slice(0, 50)]; // 50 keys sent twice, at the same time
    const answers = await Promise.all(sends.map((key, n) => submit(server, pkg, n, key)));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    answers.forEach((res, n) => assert.ok(res.ok, `submission ${n}: ${res.status} ${JSON.stringify(bodies[n])}`));
    // A repeat answers the same inquiry as its first submission.
    for (let i = 0; i < 50; i++) assert.equal(bodies[150 + i].data.id, bodies[i].data.id);
    assert.equal((await storedInquiries(server)).length, 150);
  } finally {
    await server.stop();
  }
});
