/**
 * `deno task backup` against a running server while inquiries stream in, then `deno task restore`
 * into an empty folder: every inquiry acknowledged before the snapshot is in the restored database,
 * and every media file (uploaded through the API, with its WebP copies) is there byte for byte.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { KEYS } from "../../server/kv/keys.ts";
import { filesUnder, runScript } from "../helpers/backup-fixtures.ts";
import { jpeg, MULTIPART_TYPE, multipart, png, svg } from "../helpers/media-samples.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

type Ack = { id: string; at: number };

/** Posts package inquiries one after another until stopped; each from its own client address. */
function inquiryStream(url: string, pkg: { id: string; name: string }, writer: number, acked: Ack[], onAck: () => void) {
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const res = await fetch(`${url}/api/inquiries`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": `backup-${writer}-${i}`,
          // One address per inquiry: the stream is not held back by the per-address limit.
          "x-forwarded-for": `10.${writer}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          type: "package",
          itemId: pkg.id,
          itemName: pkg.name,
          userName: "Layla Haddad",
          userEmail: `layla.${writer}.${i}@example.com`,
          userPhone: "+971 50 123 4567",
          numPeople: "2",
        }),
      });
      const body = await res.json();
      assert.equal(res.status, 201, JSON.stringify(body));
      acked.push({ id: body.data.id, at: Date.now() });
      onAck();
    }
  })();
  return { stop: () => (stopped = true), done };
}

Deno.test("a backup under a stream of inquiries holds every one acknowledged before its snapshot, and the media byte for byte", async () => {
  const server = await startServer({ env: { TRUST_PROXY: "1", WEB_DIST: "/nonexistent-web-build" } });
  const backups = await Deno.makeTempDir({ prefix: "travel-backups-" });
  const restored = join(await Deno.makeTempDir({ prefix: "travel-restored-" }), "data");
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(adminCredentials),
    });
    const token = (await login.json()).data.access_token;
    for (const file of [{ bytes: await jpeg(900, 600), name: "dunes.jpg" }, { bytes: await png(500, 400), name: "map.png" }, { bytes: svg(), name: "logo.svg" }]) {
      const res = await fetch(`${server.url}/api/media/upload`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": MULTIPART_TYPE },
        body: multipart(file),
      });
      assert.equal(res.status, 201, await res.text());
    }

    const pkg = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages[0];
    const acked: Ack[] = [];
    let waiting: { count: number; resolve: () => void } | undefined;
    const reached = (count: number) => new Promise<void>((resolve) => (waiting = { count, resolve }));
    const onAck = () => {
      if (waiting && acked.length >= waiting.count) waiting.resolve();
    };
    const writers = [1, 2].map((writer) => inquiryStream(server.url, pkg, writer, acked, onAck));
    await reached(30);
    const archive = join(backups, "live.tar.gz");
    const backup = await runScript("backup.ts", ["--out", archive], { DATA_DIR: server.dataDir });
    await reached(acked.length + 10);
    for (const writer of writers) writer.stop();
    await Promise.all(writers.map((writer) => writer.done));
    assert.equal(backup.code, 0, backup.stderr);

    const snapshotAt = Date.parse(backup.stdout.match(/snapshot at (\S+?)\)/)![1]);
    const before = acked.filter((ack) => ack.at < snapshotAt);
    assert.ok(before.length >= 30, `${before.length} inquiries acknowledged before the snapshot`);
    assert.ok(acked.some((ack) => ack.at > snapshotAt), "inquiries were still being written after the snapshot");

    const restore = await runScript("restore.ts", [archive], { DATA_DIR: restored });
    assert.equal(restore.code, 0, restore.stderr);
    const kv = await Deno.openKv(join(restored, "app.kv"));
    try {
      const missing = [];
      for (const ack of before) if (!(await kv.get(KEYS.inquiry(ack.id))).value) missing.push(ack.id);
      assert.deepEqual(missing, [], "inquiries acknowledged before the snapshot but not restored");
    } finally {
      kv.close();
    }

    const original = await filesUnder(join(server.dataDir, "media"), (path) => path.startsWith("."));
    assert.ok(original.size >= 5, `the uploads and their copies: ${[...original.keys()]}`);
    assert.deepEqual(await filesUnder(join(restored, "media")), original);
  } finally {
    await server.stop();
    await Deno.remove(backups, { recursive: true });
    await Deno.remove(join(restored, ".."), { recursive: true });
  }
});
