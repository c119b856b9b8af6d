/**
 * `createBackup`: one archive of DATA_DIR taken while the server runs (layout: ./layout.ts). The
 * database is copied first, then the files: an upload (of media or of a trip's document) writes its
 * files before its record and a deletion removes the record before the files, so every record in
 * the snapshot has its files on disk when they are read (unless deleted in the meantime: such a
 * file is left out).
 * The archive is written as `.part`, synced, then renamed, so a listed archive is always whole.
 */
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { kvFilePath } from "../kv/database-file.ts";
import { removeQuietly } from "../media/storage.ts";
import { countSnapshotKeys, snapshotKv } from "./kv-snapshot.ts";
import { type BackupManifest, FILE_FOLDERS, type FileSum, KV_ENTRY, MANIFEST_ENTRY, MANIFEST_FORMAT } from "./layout.ts";
import { addEntry, addFile, tar } from "./tar-entries.ts";

export async function createBackup(dataDir: string, archivePath: string): Promise<BackupManifest> {
  const database = kvFilePath(dataDir);
  if (!(await isFile(database))) throw new Error(`There is no database at ${database} to back up.`);
  const partial = `${archivePath}.part`;
  const snapshot = `${archivePath}.kv-snapshot`;
  await removeQuietly(snapshot);
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(partial));
  writing.catch(() => {}); // awaited below; a failure before that is reported by the step that failed
  try {
    const snapshotAt = new Date().toISOString();
    snapshotKv(database, snapshot);
    const prefixes = countSnapshotKeys(snapshot);
    const files: Record<string, FileSum> = {};
    files[KV_ENTRY] = (await addFile(pack, KV_ENTRY, snapshot))!;
    const counts = { keys: 0, files: 1, media: 0, previews: 0, "trip-documents": 0 };
    for (const folder of FILE_FOLDERS) {
      for (const name of await fileNames(join(dataDir, folder))) {
        const sum = await addFile(pack, `${folder}/${name}`, join(dataDir, folder, name));
        if (!sum) continue;
        files[`${folder}/${name}`] = sum;
        counts[folder]++;
        counts.files++;
      }
    }
    counts.keys = Object.values(prefixes).reduce((total, count) => total + count.keys, 0);
    const manifest: BackupManifest = { format: MANIFEST_FORMAT, snapshotAt, prefixes, files, counts };
    const json = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
    await addEntry(pack, { name: MANIFEST_ENTRY, size: json.length, mtime: new Date() }, [json]);
    pack.finalize();
    await writing;
    await syncFile(partial);
    await Deno.rename(partial, archivePath);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await writing.catch(() => {});
    await removeQuietly(partial);
    throw error;
  } finally {
    await removeQuietly(snapshot);
  }
}

/** The finished files of a folder (no sub-folders, no hidden file, no `.part` being written), sorted. */
async function fileNames(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) if (entry.isFile && !/^\.|\.part$/.test(entry.name)) names.push(entry.name);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return names.sort();
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function syncFile(path: string): Promise<void> {
  const file = await Deno.open(path, { write: true });
  try {
    await file.sync();
  } finally {
    file.close();
  }
}
