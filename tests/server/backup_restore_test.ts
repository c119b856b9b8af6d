/**
 * The archive of `deno task backup` and what `deno task restore` accepts: the manifest's counts and
 * sums, the refusal of a folder that holds something, and the verification of every byte.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createBackup } from "../../server/backup/create.ts";
import { firstKeyPart, OTHER_PREFIX } from "../../server/backup/kv-snapshot.ts";
import { DATA_LOCK_FILE } from "../../server/backup/lock.ts";
import { RestoreRefused, restoreBackup, VerificationFailed } from "../../server/backup/restore.ts";
import { filesUnder, makeDataDir, rewriteArchive, runScript } from "../helpers/backup-fixtures.ts";

async function withBackup(fn: (archive: string, data: Awaited<ReturnType<typeof makeDataDir>>, scratch: string) => Promise<void>) {
  const data = await makeDataDir();
  const scratch = await Deno.makeTempDir({ prefix: "travel-backup-scratch-" });
  try {
    const archive = join(scratch, "backup.tar.gz");
    await createBackup(data.dir, archive);
    await fn(archive, data, scratch);
  } finally {
    await Deno.remove(data.dir, { recursive: true });
    await Deno.remove(scratch, { recursive: true });
  }
}

/** What a folder holds but the data folder's lock file (a restore leaves it: it is never removed). */
const isLockFile = (path: string) => path === DATA_LOCK_FILE;
const namesIn = (dir: string) => [...Deno.readDirSync(dir)].map((entry) => entry.name).filter((name) => !isLockFile(name));
const restoredFiles = (dir: string) => filesUnder(dir, (path) => path.startsWith("app.kv") || isLockFile(path));

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

Deno.test("the manifest counts keys per prefix and holds the size and SHA-256 of every file; uploads in progress are left out", async () => {
  await withBackup(async (archive, data, scratch) => {
    const target = join(scratch, "restored");
    const { manifest, keys } = await restoreBackup(archive, target);
    assert.deepEqual(manifest.prefixes, {
      inquiries: { keys: 5, expiring: 0 },
      media: { keys: 1, expiring: 0 },
      rate: { keys: 1, expiring: 1 },
    });
    assert.deepEqual(keys, { inquiries: 5, media: 1, rate: 1 });
    assert.deepEqual(manifest.counts, { keys: 7, files: 5, media: 2, previews: 1, "trip-documents": 1 });
    for (const [name, bytes] of Object.entries(data.files)) {
      assert.deepEqual(manifest.files[name], { size: bytes.length, sha256: await sha256(new Uint8Array(bytes)) });
    }
    assert.deepEqual(Object.keys(manifest.files).sort(), ["kv/app.kv", ...Object.keys(data.files)].sort());
    const restored = await restoredFiles(target);
    assert.deepEqual(restored, new Map(Object.entries(data.files)));
  });
});

Deno.test("restore refuses a folder that holds anything unless told --force, and then replaces the database and files", async () => {
  await withBackup(async (archive, data, scratch) => {
    const target = join(scratch, "data");
    await Deno.mkdir(target);
    await Deno.writeTextFile(join(target, "notes.txt"), "keep me");
    const refused = await runScript("restore.ts", [archive], { DATA_DIR: target });
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /is not empty \(notes\.txt\); restore with --force/);
    assert.deepEqual(namesIn(target), ["notes.txt"]);

    // Only the backup settings are read: no PUBLIC_URL is needed, whatever HOST says.
    const forced = await runScript("restore.ts", [archive, "--force"], { DATA_DIR: target, HOST: "0.0.0.0" });
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /7 keys, 2 media files, 1 previews, all verified/);
    const restored = await restoredFiles(target);
    assert.deepEqual(restored, new Map([...Object.entries(data.files), ["notes.txt", new TextEncoder().encode("keep me")]]));
    const kv = await Deno.openKv(join(target, "app.kv"));
    assert.deepEqual((await kv.get(["inquiries", "inq-3"])).value, { i: 3 });
    kv.close();
  });
});

Deno.test("a changed byte in a file of the archive fails verification and nothing is restored", async () => {
  await withBackup(async (archive, _data, scratch) => {
    const changed = join(scratch, "changed.tar.gz");
    await rewriteArchive(archive, changed, (name, bytes) => {
      if (name === "media/01jbackup0000000000000000a.jpg") bytes[1234] ^= 0x01;
    });
    const target = join(scratch, "data");
    await assert.rejects(restoreBackup(changed, target), (error: Error) => {
      assert.ok(error instanceof VerificationFailed);
      assert.match(error.message, /media\/01jbackup0000000000000000a\.jpg: SHA-256 [0-9a-f]{64}, the manifest says/);
      return true;
    });
    assert.deepEqual(namesIn(target), [], "nothing is left in DATA_DIR");

    const cli = await runScript("restore.ts", [changed], { DATA_DIR: target });
    assert.equal(cli.code, 3, cli.stderr);
    assert.match(cli.stderr, /failed verification/);
  });
});

Deno.test("a changed byte in the compressed archive, a missing entry or an entry outside the layout fails verification", async () => {
  await withBackup(async (archive, _data, scratch) => {
    const bytes = await Deno.readFile(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const damaged = join(scratch, "damaged.tar.gz");
    await Deno.writeFile(damaged, bytes);
    await assert.rejects(restoreBackup(damaged, join(scratch, "a")), VerificationFailed);

    const tampered = join(scratch, "tampered.tar.gz");
    // The preview's bytes stay, its manifest line no longer names them.
    await rewriteArchive(archive, tampered, (name, content) => {
      if (name === "manifest.json") content.set(new TextEncoder().encode("previews/1"), new TextDecoder().decode(content).indexOf("previews/0"));
    });
    await assert.rejects(restoreBackup(tampered, join(scratch, "b")), /previews\/1123456789abcdef0123456789abcdef\.jpg: missing/);
    assert.deepEqual(namesIn(join(scratch, "b")), []);

    const escaping = join(scratch, "escaping.tar.gz");
    await rewriteArchive(archive, escaping, (name) => name.startsWith("previews/") ? "previews/../../escape.jpg" : undefined);
    await assert.rejects(restoreBackup(escaping, join(scratch, "c", "data")), /unexpected entry "previews\/\.\.\/\.\.\/escape\.jpg"/);
    assert.deepEqual([...Deno.readDirSync(join(scratch, "c"))].map((entry) => entry.name), ["data"]);
    assert.deepEqual(namesIn(join(scratch, "c", "data")), []);
  });
});

/** A restore run in a process of its own (tests/helpers/restore-io.ts): the bytes it wrote, and its error. */
async function restoreCountingWrites(archive: string, target: string, force = false, spawned?: (pid: number) => void) {
  const helper = new URL("../helpers/restore-io.ts", import.meta.url).pathname;
  const args = ["run", "-A", helper, archive, target, ...(force ? ["--force"] : [])];
  const child = new Deno.Command(Deno.execPath(), { args, stdout: "piped", stderr: "piped" }).spawn();
  spawned?.(child.pid);
  const { stdout, stderr, success } = await child.output();
  const text = new TextDecoder().decode(stdout);
  assert.ok(success, new TextDecoder().decode(stderr) + text);
  return JSON.parse(text.trim().split("\n").at(-1)!) as { written: number; error?: { name: string; message: string } };
}

const JPEG = "media/01jbackup0000000000000000a.jpg";

Deno.test("an entry longer than the manifest says stops the restore before it is written, and the database in place stays", async () => {
  await withBackup(async (archive, data, scratch) => {
    const target = join(scratch, "data");
    await restoreBackup(archive, target);
    const current = await filesUnder(target, isLockFile);
    // 64 MB of zeros: a small archive that unpacks to much more than its manifest declares.
    const crafted = join(scratch, "crafted.tar.gz");
    await rewriteArchive(archive, crafted, (name) => name === JPEG ? new Uint8Array(64_000_000) : undefined);
    const declared = data.files[JPEG].length;
    const { written, error } = await restoreCountingWrites(crafted, target, true);
    assert.equal(error?.name, VerificationFailed.name, error?.message ?? "no error");
    assert.match(error!.message, new RegExp(`${JPEG}: 64000000 bytes, the manifest says ${declared}`));
    assert.ok(written <= declared, `${written} bytes written, the manifest declares ${declared}`);
    assert.deepEqual(await filesUnder(target, isLockFile), current, "the database and files in place are unchanged, nothing is left");
  });
});

/** Whether process `pid` has `path` open, from its file descriptors. */
function isOpen(path: string, pid: number | undefined): boolean {
  if (pid === undefined) return false;
  let fds: Deno.DirEntry[];
  try {
    fds = [...Deno.readDirSync(`/proc/${pid}/fd`)];
  } catch {
    return false; // the process has ended
  }
  for (const fd of fds) {
    try {
      if (Deno.readLinkSync(`/proc/${pid}/fd/${fd.name}`) === path) return true;
    } catch { /* closed meanwhile */ }
  }
  return false;
}

Deno.test("an archive that changes between the check and the unpacking is stopped at its first entry unlike the manifest", async () => {
  await withBackup(async (archive, data, scratch) => {
    const crafted = join(scratch, "crafted.tar.gz");
    let declared = 0;
    await rewriteArchive(archive, crafted, (name, bytes) => {
      if (name === "manifest.json") declared = Object.values(JSON.parse(new TextDecoder().decode(bytes)).files as Record<string, { size: number }>).reduce((total, file) => total + file.size, 0);
      if (name === JPEG) return new Uint8Array(64_000_000);
    });
    // The restore opens its archive twice: through a pipe, the first reading gets the backup, the second the crafted copy.
    const pipe = join(scratch, "archive.pipe");
    assert.ok((await new Deno.Command("mkfifo", { args: [pipe] }).output()).success);
    const readings = [await Deno.readFile(archive), await Deno.readFile(crafted)];
    let fedAll = false;
    let reader: number | undefined;
    const feeding = (async () => {
      for (const bytes of readings) {
        // A reading ends when its reader has had all and closed the pipe (another writer before that would carry on its stream).
        while (isOpen(Deno.realPathSync(pipe), reader)) await new Promise((resolve) => setTimeout(resolve, 10));
        const file = await Deno.open(pipe, { write: true });
        try {
          for (let sent = 0; sent < bytes.length;) {
            sent += await file.write(bytes.subarray(sent));
          }
        } finally {
          file.close();
        }
      }
      fedAll = true;
    })();
    const target = join(scratch, "data");
    try {
      // The restore's process reads the pipe; the feeding is this process's.
      const { written, error } = await restoreCountingWrites(pipe, target, false, (pid) => (reader = pid));
      assert.match(error?.message ?? "", new RegExp(`^The backup failed verification:\\n  ${JPEG}: 64000000 bytes, the manifest says ${data.files[JPEG].length}$`));
      // The entries before it, each as the manifest declares it, and nothing of it.
      assert.ok(written <= declared - data.files[JPEG].length, `${written} bytes written`);
      assert.deepEqual(namesIn(target), []);
    } finally {
      // A restore that did not read twice leaves the feeder waiting for a reader: be that reader.
      if (!fedAll) (await Deno.open(pipe, { read: true })).close();
      await feeding.catch(() => {});
    }
  });
});

Deno.test("a manifest that declares more than the disk's free space is refused before anything is written", async () => {
  await withBackup(async (archive, _data, scratch) => {
    const target = join(scratch, "data");
    const crafted = join(scratch, "huge.tar.gz");
    await rewriteArchive(archive, crafted, (name, bytes) => {
      if (name !== "manifest.json") return;
      const manifest = JSON.parse(new TextDecoder().decode(bytes));
      manifest.files[JPEG].size = 1e15;
      return new TextEncoder().encode(JSON.stringify(manifest));
    });
    const { written, error } = await restoreCountingWrites(crafted, target);
    assert.equal(error?.name, RestoreRefused.name, error?.message ?? "no error");
    assert.match(error!.message, /^The backup unpacks to 1000000000\.1 MB \(its manifest says\), and .* has [\d.]+ MB free: .* Nothing was changed\.$/);
    assert.ok(written < 1000, `${written} bytes written`);
    assert.deepEqual(namesIn(target), []);
  });
});

Deno.test("a key's first part is read from Deno KV's tuple encoding", () => {
  assert.equal(firstKeyPart(new Uint8Array([0x02, 0x69, 0x6e, 0x00, 0xff, 0x71, 0x00, 0x21])), "in\u0000q");
  assert.equal(firstKeyPart(new Uint8Array([0x02, 0xc3, 0xa9, 0x00])), "é");
  assert.equal(firstKeyPart(new Uint8Array([0x21, 0x00])), OTHER_PREFIX);
});
