/** The catalogue read cache: ready answers, gzip once, and never stale after a write anywhere. */
import assert from "node:assert/strict";
import { API_HEADERS } from "../../server/http/security.ts";
import { createCatalogueReads } from "../../server/services/catalogue-reads.ts";
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
    await createCatalogueReads(other).invalidate();
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

Deno.test("the read routes answer GET and HEAD alike, with the headers of every API answer", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const id = (await t.call("GET", "/api/packages")).json.data.packages[0].id;
    // X-Request-Id differs by design: a new id for each request.
    const named = (res: Response) => [...res.headers].filter(([name]) => !["content-length", "x-request-id"].includes(name)).sort();
    for (const path of ["/api/packages", `/api/packages/${id}`, "/api/destinations", "/api/activities"]) {
      for (const headers of [{}, { "accept-encoding": "gzip, br" }] as Record<string, string>[]) {
        const got = await t.app.request(path, { headers });
        assert.equal(got.status, 200, path);
        for (const [name, value] of [...API_HEADERS, ["cache-control", "no-store"], ["vary", "Accept-Encoding, Accept-Language"]]) {
          assert.equal(got.headers.get(name), value, `${path} ${name}`);
        }
        const head = await t.app.request(path, { method: "HEAD", headers });
        assert.equal(head.status, 200, `HEAD ${path}`);
        assert.deepEqual(named(head), named(got), `${path} ${JSON.stringify(headers)}`);
        assert.equal(await head.text(), "");
        const body = headers["accept-encoding"] ? got.body!.pipeThrough(new DecompressionStream("gzip")) : got.body;
        assert.equal(await new Response(body).text(), (await t.call("GET", path)).text);
      }
    }
    // An unknown or malformed id gets the API's 404, with the same headers as any API error.
    const routedError = await t.app.request("/api/auth/me");
    for (const path of ["/api/packages/no-such-id", "/api/packages/bad%20id", "/api/activities/x%2Fy"]) {
      for (const method of ["GET", "HEAD"]) {
        const missing = await t.app.request(path, { method });
        assert.equal(missing.status, 404, `${method} ${path}`);
        const withoutType = (res: Response) => named(res).filter(([name]) => !["content-type", "www-authenticate"].includes(name));
        assert.deepEqual(withoutType(missing), withoutType(routedError), `${method} ${path}`);
      }
    }
    assert.equal((await t.call("GET", "/api/activities/no-such-id")).json.message, "Activity not found.");
  } finally {
    await t.close();
  }
});
