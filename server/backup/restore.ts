/**
 * `restoreBackup`: an archive back into DATA_DIR, verified before anything there is replaced.
 * The restore owns DATA_DIR while it runs (`lockDataFolder`): it is refused while the server runs
 * on it, and no server starts on it meanwhile. The archive is read twice. The first reading writes
 * nothing: it reads the manifest (the last entry); the manifest's total must fit in the free space
 * of DATA_DIR's disk, and every entry's size as its tar header declares it must be the manifest's
 * (none missing, none extra). The second unpacks the entries into a hidden folder inside
 * DATA_DIR (same disk, so moving them into place is a rename), each hashed on the way; an entry
 * not in the manifest or of another size stops it before a byte of that entry is written (the
 * archive may have changed since the first reading). Then every entry must match the manifest's
 * size and SHA-256, and the unpacked database, opened with Deno KV, must hold the manifest's keys
 * per top-level prefix (less at most those that carry an expiry). Only then are the database and
 * the media and preview folders moved in.
 */
import { createReadStream } from "node:fs";
import { statfs } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { KV_FILE } from "../kv/database-file.ts";
import { countKvKeys } from "./kv-snapshot.ts";
import { type BackupManifest, FILE_FOLDERS, type FileSum, isBackupEntry, KV_ENTRY, MANIFEST_ENTRY, MANIFEST_FORMAT } from "./layout.ts";
import { DATA_LOCK_FILE, DataFolderBusy, lockDataFolder } from "./lock.ts";
import { type Entry, summing, tar } from "./tar-entries.ts";

/** Nothing was restored and nothing changed: DATA_DIR is in use, or holds something (without --force), or lacks the space. */
export class RestoreRefused extends Error {}
/** The archive is not whole or not what its manifest says; nothing was replaced. */
export class VerificationFailed extends Error {
  constructor(readonly problems: string[]) {
    super(`The backup failed verification:\n  ${problems.slice(0, 20).join("\n  ")}`);
  }
}

export type RestoreReport = { manifest: BackupManifest; keys: Record<string, number> };

/** A manifest longer than this is not one a backup wrote (100,000 files take about 15 MB). */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** Free space wanted beyond the unpacked entries: the database opened to count its keys writes files of its own. */
const SPACE_MARGIN = 16 * 1024 * 1024;

export async function restoreBackup(archive: string, dataDir: string, options: { force?: boolean } = {}): Promise<RestoreReport> {
  let lock;
  try {
    lock = await lockDataFolder(dataDir, "a restore");
  } catch (error) {
    if (!(error instanceof DataFolderBusy)) throw error;
    throw new RestoreRefused(`${error.message}: stop it before restoring. Nothing was changed.`);
  }
  try {
    const existing = (await entriesOf(dataDir)).filter((name) => name !== DATA_LOCK_FILE);
    if (existing.length && !options.force) {
      throw new RestoreRefused(`${dataDir} is not empty (${existing.slice(0, 5).join(", ")}); restore with --force to replace its database and files.`);
    }
    const { manifest, text, sizes } = await readManifest(archive);
    await checkFreeSpace(manifest, dataDir);
    verifySums(manifest, sizes);
    const staging = join(dataDir, `.restore-${crypto.randomUUID()}`);
    try {
      const sums = await unpack(archive, staging, manifest, text);
      verifySums(manifest, sums);
      const keys = await verifyKeys(manifest, join(staging, KV_ENTRY));
      await moveIntoPlace(staging, dataDir);
      return { manifest, keys };
    } finally {
      await Deno.remove(staging, { recursive: true }).catch(() => {});
    }
  } finally {
    lock.release();
  }
}

/** Calls `each` on the archive's entries in order, each a file named as a backup names them, none twice. */
async function eachEntry(archive: string, each: (entry: Entry) => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  reading.catch(() => {}); // its failure ends the loop below with the same error
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== "file" || !isBackupEntry(name) || seen.has(name)) {
        throw new VerificationFailed([`unexpected entry ${JSON.stringify(name)} (${entry.header.type})`]);
      }
      seen.add(name);
      await each(entry);
    }
    await reading;
  } catch (error) {
    if (error instanceof VerificationFailed) throw error;
    throw new VerificationFailed([`the archive cannot be read: ${(error as Error).message}`]);
  }
}

/** The first reading, which writes nothing: the manifest (and its text), and the size each entry's header declares. */
async function readManifest(archive: string): Promise<{ manifest: BackupManifest; text: string; sizes: Map<string, { size: number }> }> {
  const sizes = new Map<string, { size: number }>();
  let text: string | undefined;
  await eachEntry(archive, async (entry) => {
    const { name, size = 0 } = entry.header;
    if (name !== MANIFEST_ENTRY) {
      sizes.set(name, { size });
      entry.resume();
    } else if (size > MAX_MANIFEST_BYTES) {
      throw new VerificationFailed([`${MANIFEST_ENTRY} is ${size} bytes, more than a backup writes`]);
    } else {
      text = await new Response(ReadableStream.from(entry)).text();
    }
  });
  if (text === undefined) throw new VerificationFailed([`the archive has no ${MANIFEST_ENTRY}`]);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new VerificationFailed([`${MANIFEST_ENTRY} is not JSON`]);
  }
  const sized = (file: FileSum) => Number.isSafeInteger(file?.size) && file.size >= 0 && typeof file.sha256 === "string";
  if (manifest?.format !== MANIFEST_FORMAT || typeof manifest.files !== "object" || typeof manifest.prefixes !== "object" || !Object.values(manifest.files ?? {}).every(sized)) {
    throw new VerificationFailed([`${MANIFEST_ENTRY} is not of format ${MANIFEST_FORMAT}`]);
  }
  return { manifest, text, sizes };
}

/** Refuses when the manifest's entries, unpacked, would not fit on DATA_DIR's disk (with SPACE_MARGIN to spare). */
async function checkFreeSpace(manifest: BackupManifest, dataDir: string): Promise<void> {
  const total = Object.values(manifest.files).reduce((sum, file) => sum + file.size, 0);
  const { bavail, bsize } = await statfs(dataDir);
  const free = bavail * bsize;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  if (total + SPACE_MARGIN > free) {
    throw new RestoreRefused(`The backup unpacks to ${mb(total)} (its manifest says), and ${dataDir} has ${mb(free)} free: unpacking and checking it takes ${mb(total + SPACE_MARGIN)}. Nothing was changed.`);
  }
}

/** The second reading: every entry but the manifest into `staging`, each checked against the manifest before it is written. */
async function unpack(archive: string, staging: string, manifest: BackupManifest, manifestText: string): Promise<Map<string, FileSum>> {
  const sums = new Map<string, FileSum>();
  await eachEntry(archive, async (entry) => {
    const name = entry.header.name;
    if (name === MANIFEST_ENTRY) {
      if (await new Response(ReadableStream.from(entry)).text() !== manifestText) {
        throw new VerificationFailed([`${MANIFEST_ENTRY} changed while the archive was being restored`]);
      }
      return;
    }
    const expected = Object.hasOwn(manifest.files, name) ? manifest.files[name] : undefined;
    if (!expected) throw new VerificationFailed([`${name}: not in the manifest`]);
    // The header's size is the number of bytes the entry holds: tar-stream reads that many.
    if (entry.header.size !== expected.size) throw new VerificationFailed([`${name}: ${entry.header.size} bytes, the manifest says ${expected.size}`]);
    await Deno.mkdir(join(staging, name, ".."), { recursive: true });
    const sum = summing(entry);
    await Deno.writeFile(join(staging, name), ReadableStream.from(sum.chunks));
    sums.set(name, sum.done());
  });
  return sums;
}

/** Every entry against the manifest: none missing or extra, each of its size (and SHA-256, when known). */
function verifySums(manifest: BackupManifest, sums: Map<string, { size: number; sha256?: string }>): void {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = sums.get(name);
    if (!got) problems.push(`${name}: missing`);
    else if (got.size !== expected.size) problems.push(`${name}: ${got.size} bytes, the manifest says ${expected.size}`);
    else if (got.sha256 !== undefined && got.sha256 !== expected.sha256) problems.push(`${name}: SHA-256 ${got.sha256}, the manifest says ${expected.sha256}`);
  }
  for (const name of sums.keys()) if (!(name in manifest.files)) problems.push(`${name}: not in the manifest`);
  if (!sums.has(KV_ENTRY)) problems.push(`${KV_ENTRY}: missing`);
  if (problems.length) throw new VerificationFailed(problems);
}

async function verifyKeys(manifest: BackupManifest, database: string): Promise<Record<string, number>> {
  const kv = await Deno.openKv(database);
  let keys: Record<string, number>;
  try {
    keys = await countKvKeys(kv);
  } finally {
    kv.close();
  }
  const problems: string[] = [];
  for (const [prefix, { keys: total, expiring }] of Object.entries(manifest.prefixes)) {
    const got = keys[prefix] ?? 0;
    if (got > total || got < total - expiring) problems.push(`keys under ${JSON.stringify(prefix)}: ${got}, the manifest says ${total}`);
  }
  for (const prefix of Object.keys(keys)) if (!(prefix in manifest.prefixes)) problems.push(`keys under ${JSON.stringify(prefix)}: not in the manifest`);
  if (problems.length) throw new VerificationFailed(problems);
  return keys;
}

/** Replaces the database (and its -wal and -shm files) and the media and preview folders. */
async function moveIntoPlace(staging: string, dataDir: string): Promise<void> {
  for (const name of [KV_FILE, `${KV_FILE}-wal`, `${KV_FILE}-shm`, ...FILE_FOLDERS]) {
    await Deno.remove(join(dataDir, name), { recursive: true }).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  }
  await Deno.rename(join(staging, KV_ENTRY), join(dataDir, KV_FILE));
  for (const folder of FILE_FOLDERS) {
    await Deno.rename(join(staging, folder), join(dataDir, folder)).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  }
}

async function entriesOf(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return names.sort();
}
