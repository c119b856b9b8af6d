/**
 * `restoreBackup`: an archive back into DATA_DIR, verified before anything there is replaced.
 * The entries are unpacked into a hidden folder inside DATA_DIR (same disk, so moving them into
 * place is a rename), each hashed on the way; then every entry must match the manifest's size and
 * SHA-256 (none missing, none extra), and the unpacked database, opened with Deno KV, must hold
 * the manifest's keys per top-level prefix (less at most those that carry an expiry). Only then
 * are the database and the media and preview folders moved in. The restore owns DATA_DIR while
 * it runs (`lockDataFolder`): it is refused while the server runs on it, and no server starts on
 * it meanwhile.
 */
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { KV_FILE } from "../kv/database-file.ts";
import { countKvKeys } from "./kv-snapshot.ts";
import { type BackupManifest, FILE_FOLDERS, type FileSum, isBackupEntry, KV_ENTRY, MANIFEST_ENTRY, MANIFEST_FORMAT } from "./layout.ts";
import { DATA_LOCK_FILE, DataFolderBusy, lockDataFolder } from "./lock.ts";
import { summing, tar } from "./tar-entries.ts";

/** Nothing was restored and nothing changed: DATA_DIR is in use, or holds something (without --force). */
export class RestoreRefused extends Error {}
/** The archive is not whole or not what its manifest says; nothing was replaced. */
export class VerificationFailed extends Error {
  constructor(readonly problems: string[]) {
    super(`The backup failed verification:\n  ${problems.slice(0, 20).join("\n  ")}`);
  }
}

export type RestoreReport = { manifest: BackupManifest; keys: Record<string, number> };

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
    const staging = join(dataDir, `.restore-${crypto.randomUUID()}`);
    try {
      const { manifest, sums } = await unpack(archive, staging);
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

async function unpack(archive: string, staging: string): Promise<{ manifest: BackupManifest; sums: Map<string, FileSum> }> {
  const sums = new Map<string, FileSum>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  reading.catch(() => {}); // its failure ends the loop below with the same error
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== "file" || !isBackupEntry(name) || sums.has(name) || (name === MANIFEST_ENTRY && manifestText !== undefined)) {
        throw new VerificationFailed([`unexpected entry ${JSON.stringify(name)} (${entry.header.type})`]);
      }
      if (name === MANIFEST_ENTRY) {
        manifestText = await new Response(ReadableStream.from(entry)).text();
        continue;
      }
      await Deno.mkdir(join(staging, name, ".."), { recursive: true });
      const sum = summing(entry);
      await Deno.writeFile(join(staging, name), ReadableStream.from(sum.chunks));
      sums.set(name, sum.done());
    }
    await reading;
  } catch (error) {
    if (error instanceof VerificationFailed) throw error;
    throw new VerificationFailed([`the archive cannot be read: ${(error as Error).message}`]);
  }
  if (manifestText === undefined) throw new VerificationFailed([`the archive has no ${MANIFEST_ENTRY}`]);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    throw new VerificationFailed([`${MANIFEST_ENTRY} is not JSON`]);
  }
  if (manifest?.format !== MANIFEST_FORMAT || typeof manifest.files !== "object" || typeof manifest.prefixes !== "object") {
    throw new VerificationFailed([`${MANIFEST_ENTRY} is not of format ${MANIFEST_FORMAT}`]);
  }
  return { manifest, sums };
}

function verifySums(manifest: BackupManifest, sums: Map<string, FileSum>): void {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = sums.get(name);
    if (!got) problems.push(`${name}: missing`);
    else if (got.size !== expected.size) problems.push(`${name}: ${got.size} bytes, the manifest says ${expected.size}`);
    else if (got.sha256 !== expected.sha256) problems.push(`${name}: SHA-256 ${got.sha256}, the manifest says ${expected.sha256}`);
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
