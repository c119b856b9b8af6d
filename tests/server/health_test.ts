/**
 * /healthz and /readyz: unauthenticated, never cached, outside the request log; /readyz answers 503
 * naming each check that failed (the web build missing, the media folder not writable).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { makeTestApp } from "../helpers/app.ts";

async function withWebBuild(webDist: string): Promise<void> {
  await Deno.mkdir(webDist, { recursive: true });
  await Deno.writeTextFile(join(webDist, "index.html"), "<!doctype html><title>test</title>");
}

Deno.test("/healthz answers while the process runs; /readyz when database, media folder and web build work", async () => {
  const lines: string[] = [];
  const t = await makeTestApp({ log: (_level, line) => lines.push(line) });
  try {
    await withWebBuild(t.config.WEB_DIST);
    const health = await t.call("GET", "/healthz");
    assert.equal(health.status, 200);
    assert.deepEqual(health.json, { status: "ok" });
    assert.equal(health.headers.get("cache-control"), "no-store");

    const ready = await t.call("GET", "/readyz");
    assert.equal(ready.status, 200, ready.text);
    assert.deepEqual(ready.json, { status: "ready", checks: { database: "ok", media: "ok", web: "ok" } });
    assert.equal(ready.headers.get("cache-control"), "no-store");
    assert.equal((await t.call("HEAD", "/readyz")).status, 200);
    // The probe file is removed again.
    const left = [...Deno.readDirSync(join(t.dataDir, "media"))].filter((e) => e.name.startsWith(".ready-"));
    assert.deepEqual(left, []);

    await t.call("GET", "/api/packages");
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    assert.deepEqual(requests.map((line) => line.route), ["/api/packages"], "health calls are not in the request log");
  } finally {
    await t.close();
  }
});

Deno.test("/readyz answers 503 naming the web build when it is missing", async () => {
  const t = await makeTestApp();
  try {
    const res = await t.call("GET", "/readyz");
    assert.equal(res.status, 503);
    assert.deepEqual(res.json, { status: "unavailable", failed: ["web"], checks: { database: "ok", media: "ok", web: "failed" } });
    assert.equal(res.headers.get("cache-control"), "no-store");
  } finally {
    await t.close();
  }
});

Deno.test("/readyz answers 503 naming the media folder when no file can be written there", async () => {
  const t = await makeTestApp();
  const media = join(t.dataDir, "media");
  try {
    await withWebBuild(t.config.WEB_DIST);
    await Deno.mkdir(media, { recursive: true });
    await Deno.chmod(media, 0o500);
    const isRoot = Deno.uid() === 0; // root writes into a read-only folder all the same
    if (!isRoot) {
      const res = await t.call("GET", "/readyz");
      assert.equal(res.status, 503, res.text);
      assert.deepEqual(res.json.failed, ["media"]);
    }
    // A file where the folder should be: no user can write into it.
    await Deno.remove(media);
    await Deno.writeTextFile(media, "not a folder");
    const res = await t.call("GET", "/readyz");
    assert.equal(res.status, 503, res.text);
    assert.deepEqual(res.json, { status: "unavailable", failed: ["media"], checks: { database: "ok", media: "failed", web: "ok" } });
    assert.equal((await t.call("GET", "/healthz")).status, 200, "the process is still alive");
  } finally {
    await Deno.remove(media, { recursive: true }).catch(() => {});
    await t.close();
  }
});

Deno.test("/readyz answers 503 naming the database when it no longer answers", async () => {
  const t = await makeTestApp();
  try {
    await withWebBuild(t.config.WEB_DIST);
    t.kv.close();
    const res = await t.call("GET", "/readyz");
    assert.equal(res.status, 503, res.text);
    assert.deepEqual(res.json.failed, ["database"]);
  } finally {
    await t.close().catch(() => {});
  }
});
