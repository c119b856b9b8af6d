/**
 * The client address behind TRUST_PROXY = N proxies: the N-th X-Forwarded-For entry from the right,
 * over real HTTP connections (the socket address is the test's own, 127.0.0.1), whatever the
 * client wrote further left.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import { loadConfig } from "../../server/config.ts";
import { clientAddress } from "../../server/http/client-address.ts";
import type { AppDeps, AppEnv } from "../../server/http/context.ts";
import { INQUIRY_LIMIT } from "../../server/services/inquiries.ts";
import { makeTestApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";

/** A server that answers each request with the client address it sees. */
function addressEcho(trustProxy: string) {
  const config = loadConfig({ TRUST_PROXY: trustProxy });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", { config } as AppDeps);
    await next();
  });
  app.get("/", (c) => c.text(clientAddress(c)));
  return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
}

const SOCKET = "127.0.0.1";

/** [TRUST_PROXY, X-Forwarded-For as it arrives (null: none), the client address] */
const CASES: [string, string | null, string][] = [
  // No trusted proxy: the header is the client's own words.
  ["0", "203.0.113.9", SOCKET],
  ["false", "203.0.113.9", SOCKET],
  ["", "203.0.113.9", SOCKET],
  // One proxy: the entry it appended, the rightmost.
  ["1", null, SOCKET],
  ["1", "203.0.113.9", "203.0.113.9"],
  ["1", "6.6.6.6, 203.0.113.9", "203.0.113.9"],
  ["1", "6.6.6.6,7.7.7.7,   203.0.113.9  ", "203.0.113.9"],
  ["1", "2001:db8::1", "2001:db8::1"],
  // Two proxies (a CDN, then a load balancer): the entry the outer one appended.
  ["2", "6.6.6.6, 203.0.113.9, 10.0.0.2", "203.0.113.9"],
  ["2", "203.0.113.9, 10.0.0.2", "203.0.113.9"],
  ["2", "6.6.6.6, , 203.0.113.9,, 10.0.0.2", "203.0.113.9"],
  // Fewer entries than proxies (a request that skipped the outer one): the furthest entry there is.
  ["2", "10.0.0.2", "10.0.0.2"],
  ["3", "203.0.113.9, 10.0.0.2", "203.0.113.9"],
  ["2", " , ", SOCKET],
];

Deno.test("TRUST_PROXY = N takes the N-th X-Forwarded-For entry from the right, never the client's spoofed ones", async () => {
  for (const [trustProxy, forwardedFor, expected] of CASES) {
    const server = addressEcho(trustProxy);
    try {
      const headers: Record<string, string> = forwardedFor === null
        ? {}
        : { "x-forwarded-for": forwardedFor };
      const res = await fetch(`http://127.0.0.1:${server.addr.port}/`, { headers });
      assert.equal(await res.text(), expected, `TRUST_PROXY=${trustProxy}, X-Forwarded-For: ${forwardedFor}`);
    } finally {
      await server.shutdown();
    }
  }
});

Deno.test("behind one proxy, a client writing its own X-Forwarded-For entries still has one inquiry limit", async () => {
  const t = await makeTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    await storeFixtureActivity(t.kv);
    const inquiry = JSON.stringify(activityInquiryBody());
    const statuses: number[] = [];
    for (let n = 0; n <= INQUIRY_LIMIT.max; n++) {
      // A new made-up address each time on the left; the proxy appends the one it saw.
      const headers = { "content-type": "application/json", "x-forwarded-for": `10.66.0.${n}, 198.51.100.7` };
      const res = await t.app.request("/api/inquiries", { method: "POST", headers, body: inquiry });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [...Array(INQUIRY_LIMIT.max).fill(201), 429]);
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});
