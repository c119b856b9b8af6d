/**
 * The locks of the backup tasks, across processes.
 *
 * One backup at a time per backup folder (the server's daily one and a manual `deno task backup`):
 * a lock file created only if absent. A lock older than STALE_LOCK_MS was left by a process that
 * died, and is taken over.
 *
 * One owner at a time per data folder (`lockDataFolder`, below): the server, or a restore.
 */
import { join } from "node:path";
import { removeQuietly } from "../media/storage.ts";

const STALE_LOCK_MS = 6 * 60 * 60 * 1000;
export const LOCK_FILE = ".backup.lock";

export class BackupBusy extends Error {}

export async function withBackupLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const path = join(dir, LOCK_FILE);
  if (!(await takeLock(path))) {
    const info = await Deno.stat(path).catch(() => null);
    const stale = info?.mtime && Date.now() - info.mtime.getTime() > STALE_LOCK_MS;
    if (!stale) throw new BackupBusy(`Another backup is running (${path}); try again when it ends.`);
    await removeQuietly(path);
    if (!(await takeLock(path))) throw new BackupBusy(`Another backup is running (${path}); try again when it ends.`);
  }
  try {
    return await work();
  } finally {
    await removeQuietly(path);
  }
}

async function takeLock(path: string): Promise<boolean> {
  try {
    await Deno.writeTextFile(path, `${Deno.pid} ${new Date().toISOString()}\n`, { createNew: true });
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) return false;
    throw error;
  }
}

/**
 * One process at a time owns a data folder: the server that runs on it, or a restore into it. An
 * exclusive advisory lock (flock) on DATA_DIR/.data.lock, held for the owner's lifetime: the OS
 * drops it when the process ends, however it ends, so a killed server leaves no stale lock. The
 * file is never removed (a process could lock a removed file while another locks a new one); it
 * holds a description of its owner, which a refused process names.
 */
export const DATA_LOCK_FILE = ".data.lock";

/** Another process owns the data folder; `holder` describes it (as it wrote itself). */
export class DataFolderBusy extends Error {
  constructor(readonly dataDir: string, readonly holder: string) {
    super(`${dataDir} is in use by ${holder}`);
  }
}

export type DataFolderLock = {
  /** Rewrites the owner's description (e.g. once the server knows its address). */
  describe(owner: string): void;
  release(): void;
};

/** Takes the data folder (creating it if need be) for `owner`, e.g. "the server"; throws DataFolderBusy when taken. */
export async function lockDataFolder(dataDir: string, owner: string): Promise<DataFolderLock> {
  await Deno.mkdir(dataDir, { recursive: true });
  const path = join(dataDir, DATA_LOCK_FILE);
  const file = await Deno.open(path, { read: true, write: true, create: true });
  const since = new Date().toISOString();
  const describe = (who: string) => {
    file.truncateSync(0);
    file.seekSync(0, Deno.SeekMode.Start);
    const bytes = new TextEncoder().encode(`${who} (pid ${Deno.pid}, since ${since})\n`);
    for (let written = 0; written < bytes.length;) written += file.writeSync(bytes.subarray(written));
  };
  try {
    if (!(await file.tryLock(true))) {
      // The owner may not have written its description yet.
      const holder = (await Deno.readTextFile(path).catch(() => "")).trim();
      throw new DataFolderBusy(dataDir, holder || "another process");
    }
    describe(owner);
  } catch (error) {
    file.close();
    throw error;
  }
  return { describe, release: () => file.close() };
}
