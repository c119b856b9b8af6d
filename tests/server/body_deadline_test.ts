/**
 * Slow request bodies, over real TCP connections to the real server process: a body still
 * trickling in at its read deadline is answered 408 and dropped, for a JSON route (never processed)
 * and for a media upload (its partial file removed).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { BODY_TIMEOUT_MESSAGE } from "../../server/http/body-deadline.ts";
import { withoutRequestId } from "../helpers/app.ts";
import { apiCall } from "../helpers/e2e.ts";
import { activityInquiryBody, activityBody } from "../helpers/fixtures.ts";
import { multipart, MULTIPART_TYPE, png } from "../helpers/media-samples.ts";
import { rawConnection, requestHead } from "../helpers/raw-http.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const DEADLINE_MS = 1_000;
/** Room for a shared, slow machine; far below the 30 s a slow body used to be held. */
const MARGIN_MS = 3_000;

/**
 * Sends the head and the first `upfront` bytes of `body`, then one more byte every 200 ms until the
 * server answers. `whileWaiting` runs meanwhile. Answers the response and a way to send the rest.
 */
async function trickle(server: RunningServer, head: string, body: Uint8Array, upfront: number, whileWaiting?: () => Promise<void>) {
  const conn = await rawConnection(server.url);
  await conn.write(head);
  await conn.write(body.subarray(0, upfront));
  let sent = upfront;
  let waited = false;
  const dripping = (async () => {
    while (!waited && sent < body.length - 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (!waited && await conn.write(body.subarray(sent, sent + 1))) sent++;
    }
  })();
  try {
    await whileWaiting?.();
    const response = await conn.response(DEADLINE_MS + MARGIN_MS);
    return { response, sentBeforeAnswer: sent, sendRest: () => conn.write(body.subarray(sent)), close: () => conn.close() };
  } catch (error) {
    await conn.close();
    throw error;
  } finally {
    waited = true;
    await dripping;
  }
}

function assertTimedOut(response: { status: number; body: string; headers: Headers; afterMs: number }) {
  assert.equal(response.status, 408, response.body);
  assert.deepEqual(withoutRequestId(JSON.parse(response.body)), { message: BODY_TIMEOUT_MESSAGE, code: "request_timeout" });
  assert.equal(response.headers.get("connection"), "close");
  assert.ok(response.afterMs >= DEADLINE_MS - 50, `answered after ${response.afterMs} ms: not before the deadline`);
  assert.ok(response.afterMs < DEADLINE_MS + MARGIN_MS, `answered after ${response.afterMs} ms`);
}

async function withServer(fn: (server: RunningServer, admin: string) => Promise<void>) {
  const server = await startServer({ env: { BODY_READ_TIMEOUT_MS: String(DEADLINE_MS) }, seed: false });
  try {
    const login = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
    await fn(server, login.json.data.access_token);
  } finally {
    await server.stop();
  }
}

Deno.test("a JSON body still arriving at its deadline is answered 408 and never processed", async () => {
  await withServer(async (server, admin) => {
    const activity = await apiCall(server, "POST", "/activities", admin, activityBody());
    assert.equal(activity.status, 201, JSON.stringify(activity.json));
    const body = new TextEncoder().encode(JSON.stringify(activityInquiryBody({ itemId: activity.json.data.id })));
    const head = requestHead("POST", "/api/inquiries", {
      host: "127.0.0.1",
      "content-type": "application/json",
      "content-length": String(body.length),
    });
    const slow = await trickle(server, head, body, 10);
    try {
      assertTimedOut(slow.response);
      assert.ok(slow.sentBeforeAnswer < body.length, "the body was still incomplete");
      await slow.sendRest(); // the whole inquiry, too late
    } finally {
      await slow.close();
    }
    assert.deepEqual((await apiCall(server, "GET", "/inquiries", admin)).json.data, [], "nothing was stored");
  });
});

Deno.test("an upload still arriving at its deadline is answered 408 and its partial file is removed", async () => {
  await withServer(async (server, admin) => {
    const file = new Uint8Array(40_000);
    file.set(await png());
    const body = multipart({ bytes: file, name: "slow.png", type: "image/png" });
    const head = requestHead("POST", "/api/media/upload", {
      host: "127.0.0.1",
      authorization: `Bearer ${admin}`,
      "content-type": MULTIPART_TYPE,
      "content-length": String(body.length),
    });
    const incoming = join(server.dataDir, "media", ".incoming");
    const partials = async () => {
      try {
        return (await Array.fromAsync(Deno.readDir(incoming))).filter((entry) => entry.name.endsWith(".part"));
      } catch {
        return [];
      }
    };
    // Enough of the file for its type to be known: the server is writing it to a partial file.
    const slow = await trickle(server, head, body, 20_000, async () => {
      const until = Date.now() + DEADLINE_MS;
      while ((await partials()).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal((await partials()).length, 1, "the upload is being written");
    });
    try {
      assertTimedOut(slow.response);
    } finally {
      await slow.close();
    }
    assert.deepEqual(await partials(), [], "the partial file is gone");
    assert.deepEqual((await apiCall(server, "GET", "/media/list", admin)).json.data, [], "nothing was stored");
  });
});
