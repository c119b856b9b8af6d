/**
 * The daily backup inside the server (when BACKUP_DIR is set): at BACKUP_HOUR (UTC) it writes an
 * archive into BACKUP_DIR, then keeps the newest BACKUP_KEEP, and logs the outcome. The next run
 * is computed from the clock after each run, so nothing but the clock is kept between runs, and
 * runs never overlap. The archive is written by `deno task backup`'s script in a child process:
 * the database copy and the hashing and compression stay off the server's event loop.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { archiveName } from "./layout.ts";
import { pruneBackups } from "./retention.ts";
import { log } from "../observe/log.ts";

export type BackupClock = {
  now(): Date;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
};

export type BackupSchedule = {
  dataDir: string;
  dir: string;
  keep: number;
  hour: number;
  /** Writes one archive of `dataDir` at `file`; by default in a child process (`backupInChild`). */
  backup?: (dataDir: string, file: string) => Promise<void>;
  clock?: BackupClock;
  log?: (line: string) => void;
};

const realClock: BackupClock = {
  now: () => new Date(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      // The server's listener keeps the process alive; the timer alone must not.
      Deno.unrefTimer(timer);
      signal.addEventListener("abort", done, { once: true });
      function done() {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        resolve();
      }
    }),
};

/** The next time it is `hour`:00 UTC, strictly after `now`. */
export function nextRunAt(now: Date, hour: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Starts the daily backups; `stop()` ends the wait for the next one (a run under way finishes). */
export function scheduleBackups(schedule: BackupSchedule): { stop(): void; stopped: Promise<void> } {
  const clock = schedule.clock ?? realClock;
  const controller = new AbortController();
  const stopped = (async () => {
    while (!controller.signal.aborted) {
      const now = clock.now();
      await clock.sleep(nextRunAt(now, schedule.hour).getTime() - now.getTime(), controller.signal);
      if (!controller.signal.aborted) await runScheduledBackup(schedule, clock.now());
    }
  })();
  return { stop: () => controller.abort(), stopped };
}

/** One scheduled run: the archive, then the retention; never throws, logs what happened. */
export async function runScheduledBackup(schedule: BackupSchedule, at: Date): Promise<void> {
  const file = join(schedule.dir, archiveName(at));
  const started = performance.now();
  try {
    await Deno.mkdir(schedule.dir, { recursive: true });
    await (schedule.backup ?? backupInChild)(schedule.dataDir, file);
    const size = (await Deno.stat(file)).size;
    const removed = await pruneBackups(schedule.dir, schedule.keep);
    (schedule.log ?? log.info)(`[backup] wrote ${file} (${size} bytes) in ${Math.round(performance.now() - started)} ms; removed ${removed.length} older`);
  } catch (error) {
    (schedule.log ?? log.error)(`[backup] failed: ${(error as Error).message}`);
  }
}

const BACKUP_SCRIPT = fileURLToPath(new URL("../../scripts/backup.ts", import.meta.url));
const DENO_CONFIG = fileURLToPath(new URL("../../deno.json", import.meta.url));

/** Runs `deno task backup --out FILE` on `dataDir` in a child process; throws with its message when it fails. */
export async function backupInChild(dataDir: string, file: string): Promise<void> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `--config=${DENO_CONFIG}`, BACKUP_SCRIPT, "--out", file],
    env: { DATA_DIR: dataDir },
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!output.success) {
    const message = new TextDecoder().decode(output.stderr).trim().split("\n").slice(-3).join(" ");
    throw new Error(message || `the backup process ended with code ${output.code}`);
  }
}
