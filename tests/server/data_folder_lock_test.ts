/**
 * The data folder belongs to one process at a time, against the real server process: `deno task
 * restore --force` is refused while the server runs on it (before, it replaced the database under
 * the server, which went on writing to the removed file: what it then acknowledged was lost at the
 * next start), and so is a second server; once the server is killed (SIGKILL: it cannot clean up)
 * the restore goes ahead, and a server starts on the restored folder.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { KEYS } from "../../server/kv/keys.ts";
import { runScript } from "../helpers/backup-fixtures.ts";
import { firstPackage, type Item, submitInquiry } from "../helpers/inquiries.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const ENV = { TRUST_PROXY: "1", WEB_DIST: "/nonexistent-web-build" };

/** Sends inquiries `from` to `to` - 1; answers their ids, each acknowledged (201). */
async function inquiries(server: RunningServer, pkg: Item, from: number, to: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = from; n < to; n++) {
    const res = await submitInquiry(server, pkg, n, `data-lock-${n}`);
    const body = await res.json();
    assert.equal(res.status, 201, JSON.stringify(body));
    ids.push(body.data.id);
  }
  return ids;
}

async function stored(database: string, ids: string[]): Promise<string[]> {
  const kv = await Deno.openKv(database);
  try {
    const found = [];
    for (const id of ids) if ((await kv.get(KEYS.inquiry(id))).value) found.push(id);
    return found;
  } finally {
    kv.close();
  }
}

Deno.test("restore and a second server are refused while the server runs on the data folder; after a SIGKILL the restore works", async () => {
  const scratch = await Deno.makeTempDir({ prefix: "travel-lock-" });
  const dataDir = join(scratch, "data");
  const database = join(dataDir, "app.kv");
  const archive = join(scratch, "backup.tar.gz");
  const server = await startServer({ dataDir, env: ENV });
  try {
    const pkg = await firstPackage(server);
    const backedUp = await inquiries(server, pkg, 0, 5);
    const backup = await runScript("backup.ts", ["--out", archive], { DATA_DIR: dataDir });
    assert.equal(backup.code, 0, backup.stderr);

    const inode = (await Deno.stat(database)).ino;
    const refused = await runScript("restore.ts", [archive, "--force"], { DATA_DIR: dataDir });
    assert.equal(refused.code, 2, refused.stderr);
    const named = `${dataDir} is in use by the server at ${server.url}/ (pid ${server.pid}, since `;
    assert.ok(refused.stderr.includes(named), refused.stderr);
    assert.match(refused.stderr, /stop it before restoring\. Nothing was changed\./);
    assert.equal((await Deno.stat(database)).ino, inode, "the database file is the server's still");

    // The server goes on acknowledging inquiries into the database it has open.
    const after = await inquiries(server, pkg, 5, 15);

    await assert.rejects(startServer({ dataDir, env: ENV }), (error: Error) => {
      assert.ok(error.message.includes(named), error.message);
      assert.match(error.message, /one server per data folder/);
      return true;
    });

    await server.crash();
    assert.deepEqual(
      await stored(database, [...backedUp, ...after]),
      [...backedUp, ...after],
      "every acknowledged inquiry is stored",
    );

    // The killed server left no lock behind.
    const restored = await runScript("restore.ts", [archive, "--force"], { DATA_DIR: dataDir });
    assert.equal(restored.code, 0, restored.stderr);
    assert.deepEqual(
      await stored(database, [...backedUp, ...after]),
      backedUp,
      "the backup's database is in place",
    );
    // Nor did the restore.
    const again = await startServer({ dataDir, env: ENV });
    await again.stop();
  } finally {
    await server.stop();
    await Deno.remove(scratch, { recursive: true });
  }
});
