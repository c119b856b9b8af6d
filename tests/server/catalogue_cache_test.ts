/** The catalogue read cache: ready answers, gzip once, and never stale after a write anywhere. */
import assert from "node:assert/strict";
import { Hono } from "hono";
import { catalogueReadsFastPath } from "../../server/http/catalogue-answers.ts";
import { catalogueCache } from "../../server/http/catalogue-cache.ts";
import { updateDestination } from "../../server/kv/destinations.ts";
import { makeTestApp } from "../helpers/app.ts";

Deno.test("cached catalogue answers change at once after a write through the API", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const admin = await t.adminToken();
    const before = (await t.call("GET", "/api/destinations")).json.data.destinations;
    const target = before[0];
    const itemBefore = (await t.call("GET", `/api/destinations/${target.id}`)).json.data;
    assert.equal(itemBefore.name, target.name);

    const { version: _v, id: _id, ...fields } = target;
    const saved = await t.call("PUT", `/api/destinations/${target.id}`, { token: admin, body: { ...fields, name: "Dubai, renamed" } });
    assert.equal(saved.status, 200);
    assert.ok(saved.json.data.version && saved.json.data.version !== target.version, "the saved item carries its new version");
    assert.equal((await t.call("GET", "/api/destinations")).json.data.destinations[0].name, "Dubai, renamed");
    assert.equal((await t.call("GET", `/api/destinations/${target.id}`)).json.data.name, "Dubai, renamed");

    const removed = await t.call("DELETE", `/api/activities/${(await t.call("GET", "/api/activities")).json.data.activities[0].id}`, { token: admin });
    assert.equal(removed.status, 200);
    assert.equal((await t.call("GET", "/api/activities")).json.data.activities.length, 23);
  } finally {
    await t.close();
  }
});

Deno.test("a write by another server instance sharing the database is seen on the next read", async () => {
  const t = await makeTestApp({ seed: true });
  const other = await Deno.openKv(`${t.dataDir}/app.kv`); // a second instance's handle
  try {
    const list = (await t.call("GET", "/api/destinations")).json.data.destinations;
    const { version: _v, id, ...fields } = list[1];
    await updateDestination(other, id, { ...fields, name: "Changed elsewhere" });
    await catalogueCache(other).invalidate();
    // The other instance's write reaches this one through kv.watch, within moments.
    const deadline = Date.now() + 5_000;
    while ((await t.call("GET", "/api/destinations")).json.data.destinations[1].name !== "Changed elsewhere") {
      assert.ok(Date.now() < deadline, "the other instance's write is seen");
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    other.close();
    await t.close();
  }
});

Deno.test("answers are gzipped for clients that accept it, plain otherwise; unknown ids stay 404", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const plain = await t.app.request("/api/packages");
    assert.equal(plain.headers.get("content-encoding"), null);
    const plainBody = await plain.json();
    const zipped = await t.app.request("/api/packages", { headers: { "accept-encoding": "gzip, deflate, br" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    assert.match(zipped.headers.get("vary") ?? "", /Accept-Encoding/i);
    assert.equal(zipped.headers.get("cache-control"), "no-store");
    const text = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    assert.deepEqual(JSON.parse(text), plainBody);
    const missing = await t.call("GET", "/api/packages/no-such-package");
    assert.equal(missing.status, 404);
    assert.equal(missing.json.message, "Travel package not found.");
  } finally {
    await t.close();
  }
});

Deno.test("a cached read sent before the middleware has the bytes and headers the route sends", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    // The early answer on its own, in front of a stand-in for the rest of the app.
    const early = new Hono().use(catalogueReadsFastPath(t.kv)).all("*", (c) => c.text("routed", 203));
    const id = (await t.call("GET", "/api/packages")).json.data.packages[0].id;
    for (const path of ["/api/packages", `/api/packages/${id}`, "/api/destinations", "/api/activities"]) {
      for (const headers of [{}, { "accept-encoding": "gzip, br" }] as Record<string, string>[]) {
        const fast = await early.request(path, { headers });
        assert.equal(fast.status, 200, path);
        const routed = await t.app.request(path, { method: "HEAD", headers }); // HEAD is never answered early
        const named = (res: Response) => [...res.headers].filter(([name]) => name !== "content-length").sort();
        assert.deepEqual(named(fast), named(routed), `${path} ${JSON.stringify(headers)}`);
        const body = headers["accept-encoding"] ? fast.body!.pipeThrough(new DecompressionStream("gzip")) : fast.body;
        assert.equal(await new Response(body).text(), (await t.call("GET", path)).text);
      }
    }
    for (const [method, path] of [["HEAD", "/api/packages"], ["GET", "/api/packages/no-such-id"], ["GET", "/api/packages/bad%20id"], ["POST", "/api/packages"], ["GET", "/api/auth/me"]]) {
      assert.equal((await early.request(path, { method })).status, 203, `${method} ${path} goes on to the routes`);
    }
  } finally {
    await t.close();
  }
});
