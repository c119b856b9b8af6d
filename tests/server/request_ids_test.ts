/**
 * Request ids and the request log: every answer names its request in X-Request-Id, every error body
 * carries the same id, one log line per request holds it with the route pattern (never the raw path),
 * and every line the request causes later (its mail) holds it too. An incoming X-Request-Id is taken
 * only behind trusted proxies and only when it is a sane token.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import { errorResponse } from "../../server/http/errors.ts";
import { requestLog } from "../../server/http/request-log.ts";
import { configureLog, formatLine } from "../../server/observe/log.ts";
import { makeTestApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// deno-lint-ignore no-explicit-any
type Line = Record<string, any>;

Deno.test("each request: X-Request-Id on the answer, the same id in its error body and in its one log line", async () => {
  const lines: Line[] = [];
  const t = await makeTestApp({ seed: true, log: (_level, line) => lines.push(JSON.parse(line)) });
  try {
    const packages = await t.call("GET", "/api/packages");
    const packageId = packages.json.data.packages[0].id;
    const read = await t.call("GET", `/api/packages/${packageId}?fields=all`);
    const cases = [
      { res: read, route: "/api/packages/:id", status: 200 },
      { res: await t.call("GET", "/api/packages/no-such-package"), route: "/api/packages/:id", status: 404 },
      { res: await t.call("GET", "/api/no-such-route"), route: "/*", status: 404 },
      { res: await t.call("POST", "/api/inquiries", { body: { type: "package" } }), route: "/api/inquiries", status: 400 },
      { res: await t.call("POST", "/api/inquiries", { raw: "{}", headers: { "content-type": "text/plain" } }), route: "/api/inquiries", status: 415 },
      { res: await t.call("GET", "/api/auth/users"), route: "/api/auth/users", status: 401 },
    ];
    for (const { res, route, status } of cases) {
      assert.equal(res.status, status, res.text);
      const id = res.headers.get("x-request-id");
      assert.match(id ?? "", UUID, `${route}: X-Request-Id`);
      if (status >= 400) assert.equal(res.json.requestId, id, `${route}: the error body's requestId`);
      const logged = lines.filter((line) => line.msg === "request" && line.requestId === id);
      assert.equal(logged.length, 1, `${route}: one log line`);
      assert.equal(logged[0].route, route);
      assert.equal(logged[0].status, status);
      assert.equal(typeof logged[0].durationMs, "number");
      assert.equal(logged[0].client, "unknown", "the address clientAddress gives (no socket in app.request)");
      assert.match(logged[0].time, /^\d{4}-\d\d-\d\dT/);
    }
    const all = lines.map((line) => JSON.stringify(line)).join("\n");
    assert.doesNotMatch(all, new RegExp(packageId), "no raw path with its id");
    assert.doesNotMatch(all, /fields=all|no-such-/, "no query, no raw path");
    assert.equal(new Set(cases.map((c) => c.res.headers.get("x-request-id"))).size, cases.length, "a new id each time");

    const member = await t.member();
    lines.length = 0;
    const me = await t.call("GET", "/api/auth/me", { token: member.token });
    const [line] = lines.filter((l) => l.msg === "request");
    assert.equal(line.userId, member.user.id, "the signed-in user's id");
    assert.equal(line.requestId, me.headers.get("x-request-id"));
    assert.doesNotMatch(JSON.stringify(lines), new RegExp(`${member.token}|${member.user.email}|${member.password}`));
  } finally {
    await t.close();
  }
});

Deno.test("an unexpected error answers 500 with the request id, and its log line names it", async () => {
  const lines: Line[] = [];
  configureLog({ format: "json", sink: (_level, line) => lines.push(JSON.parse(line)) });
  try {
    const app = new Hono();
    app.onError(errorResponse);
    app.use("*", requestLog(0));
    app.get("/boom/:id", () => {
      throw new Error("kaboom");
    });
    const res = await app.request("/boom/42");
    assert.equal(res.status, 500);
    const body = await res.json();
    const id = res.headers.get("x-request-id");
    assert.match(id ?? "", UUID);
    assert.deepEqual(body, { message: "Something went wrong on our side. Please try again.", code: "internal", requestId: id });
    const error = lines.find((line) => line.level === "error");
    assert.equal(error?.requestId, id);
    assert.equal(error?.route, "/boom/:id");
    assert.match(error?.error, /kaboom/);
    assert.equal(lines.find((line) => line.msg === "request")?.status, 500);
  } finally {
    configureLog({ sink: undefined });
  }
});

Deno.test("the lines a request causes after its answer (its inquiry's mail) carry its id", async () => {
  const lines: Line[] = [];
  const t = await makeTestApp({ quiet: false, log: (_level, line) => lines.push(JSON.parse(line)) });
  try {
    await storeFixtureActivity(t.kv);
    const res = await t.call("POST", "/api/inquiries", { body: activityInquiryBody() });
    assert.equal(res.status, 201, res.text);
    await t.deps.outbox.settled();
    const id = res.headers.get("x-request-id");
    const mail = lines.filter((line) => line.msg.startsWith("mail kept"));
    assert.equal(mail.length, 2, "the traveller's confirmation and the staff notification");
    assert.ok(mail.every((line) => line.requestId === id), JSON.stringify(mail));
    assert.doesNotMatch(JSON.stringify(lines), /omar@example\.com|Omar Aziz|7946/, "no personal details");
  } finally {
    await t.close();
  }
});

Deno.test("an incoming X-Request-Id is kept only behind trusted proxies, and only when it is a sane token", async () => {
  const direct = await makeTestApp();
  const proxied = await makeTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const idOf = async (t: typeof direct, sent: string) =>
      (await t.call("GET", "/api/packages", { headers: { "x-request-id": sent } })).headers.get("x-request-id");
    assert.match(await idOf(direct, "edge-4f2a_01=") ?? "", UUID, "no proxy: a client's id is never taken");
    assert.equal(await idOf(proxied, "edge-4f2a_01="), "edge-4f2a_01=");
    for (const insane of ["has space", "semi;colon", "<script>", "é", "x".repeat(129)]) {
      assert.match(await idOf(proxied, insane) ?? "", UUID, `replaced: ${insane.slice(0, 20)}`);
    }
    const refused = await proxied.call("GET", "/api/nope", { headers: { "x-request-id": "edge-77" } });
    assert.equal(refused.json.requestId, "edge-77");
  } finally {
    await direct.close();
    await proxied.close();
  }
});

Deno.test("LOG_FORMAT=pretty is one readable line: time, level, message, request id, fields", () => {
  const line = { time: "2026-11-24T00:10:36.661Z", level: "info" as const, msg: "request", requestId: "abc", route: "/api/x/:id", status: 200 };
  assert.equal(formatLine(line, "pretty"), "00:10:36.661 INFO  request [abc] route=/api/x/:id status=200");
  assert.deepEqual(JSON.parse(formatLine(line, "json")), line);
});
