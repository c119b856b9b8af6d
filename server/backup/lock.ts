/**
 * One backup at a time per backup folder, across processes (the server's daily one and a manual
 * `deno task backup`): a lock file created only if absent. A lock older than STALE_LOCK_MS was
 * left by a process that died, and is taken over.
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
