/**
 * The daily backup inside the server: it runs at BACKUP_HOUR (UTC), writes a real archive through
 * `deno task backup`'s script in a child process, keeps only the newest BACKUP_KEEP and logs what
 * it did. The clock is injected: each wait ends at once and moves the time to the run's hour.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARCHIVE_NAME } from "../../server/backup/layout.ts";
import { LOCK_FILE } from "../../server/backup/lock.ts";
import { type BackupClock, nextRunAt, scheduleBackups } from "../../server/backup/schedule.ts";
import { loadConfig } from "../../server/config.ts";
import { makeDataDir, runScript } from "../helpers/backup-fixtures.ts";

Deno.test("the next run is the coming BACKUP_HOUR:00 UTC, never now", () => {
  assert.equal(nextRunAt(new Date("2026-11-24T01:30:00Z"), 3).toISOString(), "2026-11-24T03:00:00.000Z");
  assert.equal(nextRunAt(new Date("2026-11-24T03:00:00Z"), 3).toISOString(), "2026-11-25T03:00:00.000Z");
  assert.equal(nextRunAt(new Date("2026-11-24T22:10:00Z"), 0).toISOString(), "2026-11-25T00:00:00.000Z");
  assert.equal(nextRunAt(new Date("2026-12-31T23:59:59Z"), 23).toISOString(), "2027-01-01T23:00:00.000Z");
});

Deno.test("the scheduled backup runs at its hour, one run after the other, and keeps only BACKUP_KEEP archives", async () => {
  const data = await makeDataDir();
  const dir = join(await Deno.makeTempDir({ prefix: "travel-scheduled-" }), "backups");
  await Deno.mkdir(dir);
  await Deno.writeTextFile(join(dir, "notes.txt"), "not an archive");
  let now = new Date("2026-11-24T10:00:00Z");
  const waits: number[] = [];
  const lines: string[] = [];
  let schedule: ReturnType<typeof scheduleBackups> | undefined;
  const clock: BackupClock = {
    now: () => now,
    sleep: (ms) => {
      waits.push(ms);
      now = new Date(now.getTime() + ms + 5 * 60_000); // the run ends five minutes after its hour
      if (waits.length > 3) schedule!.stop();
      return Promise.resolve();
    },
  };
  try {
    schedule = scheduleBackups({ dataDir: data.dir, dir, keep: 2, hour: 3, clock, log: (line) => lines.push(line) });
    await schedule.stopped;
    // From 10:00 to 03:00 the next day, then a day less the five minutes each run took.
    assert.deepEqual(waits.slice(0, 3), [17 * 3600_000, 24 * 3600_000 - 5 * 60_000, 24 * 3600_000 - 5 * 60_000]);
    assert.equal(lines.length, 3, lines.join("\n"));
    assert.match(lines[0], /^\[backup\] wrote .*aurum-backup-20261125T030500Z\.tar\.gz \(\d+ bytes\) in \d+ ms; removed 0 older$/);
    assert.match(lines[2], /removed 1 older$/);
    const names = [...Deno.readDirSync(dir)].map((entry) => entry.name).sort();
    assert.deepEqual(names, ["aurum-backup-20261126T030500Z.tar.gz", "aurum-backup-20261127T030500Z.tar.gz", "notes.txt"]);
    assert.ok(names.filter((name) => ARCHIVE_NAME.test(name)).every((name) => Deno.statSync(join(dir, name)).size > 40_000));
  } finally {
    await Deno.remove(data.dir, { recursive: true });
    await Deno.remove(join(dir, ".."), { recursive: true });
  }
});

Deno.test("a scheduled backup that fails is logged, and the next one still runs", async () => {
  const dir = join(await Deno.makeTempDir({ prefix: "travel-scheduled-" }), "backups");
  let now = new Date("2026-11-24T10:00:00Z");
  const lines: string[] = [];
  let sleeps = 0;
  let schedule: ReturnType<typeof scheduleBackups> | undefined;
  const clock: BackupClock = {
    now: () => now,
    sleep: (ms) => {
      now = new Date(now.getTime() + ms);
      if (++sleeps > 2) schedule!.stop();
      return Promise.resolve();
    },
  };
  try {
    const missing = join(dir, "..", "no-such-data-dir");
    schedule = scheduleBackups({ dataDir: missing, dir, keep: 2, hour: 3, clock, log: (line) => lines.push(line) });
    await schedule.stopped;
    assert.equal(lines.length, 2);
    for (const line of lines) assert.match(line, /^\[backup\] failed: There is no database at .*no-such-data-dir\/app\.kv to back up\.$/);
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  } finally {
    await Deno.remove(join(dir, ".."), { recursive: true });
  }
});

Deno.test("a backup into a folder where another backup holds the lock is refused; a lock left hours ago is taken over", async () => {
  const data = await makeDataDir();
  const dir = await Deno.makeTempDir({ prefix: "travel-backups-" });
  try {
    await Deno.writeTextFile(join(dir, LOCK_FILE), "12345 2026-11-24T03:00:00Z\n");
    const busy = await runScript("backup.ts", ["--out", dir], { DATA_DIR: data.dir });
    assert.equal(busy.code, 1);
    assert.match(busy.stderr, /Another backup is running/);
    assert.deepEqual([...Deno.readDirSync(dir)].map((entry) => entry.name), [LOCK_FILE]);

    // A lock left by a process that died hours ago is taken over.
    const hoursAgo = new Date(Date.now() - 7 * 3600_000);
    await Deno.utime(join(dir, LOCK_FILE), hoursAgo, hoursAgo);
    const taken = await runScript("backup.ts", ["--out", dir], { DATA_DIR: data.dir });
    assert.equal(taken.code, 0, taken.stderr);
    const names = [...Deno.readDirSync(dir)].map((entry) => entry.name);
    assert.equal(names.length, 1);
    assert.match(names[0], ARCHIVE_NAME);
  } finally {
    await Deno.remove(data.dir, { recursive: true });
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("BACKUP_KEEP and BACKUP_HOUR are checked; no BACKUP_DIR means no daily backup", () => {
  const config = loadConfig({});
  assert.equal(config.BACKUP_DIR, undefined);
  assert.equal(config.BACKUP_KEEP, 7);
  assert.equal(config.BACKUP_HOUR, 3);
  assert.throws(() => loadConfig({ BACKUP_KEEP: "0" }), /BACKUP_KEEP: BACKUP_KEEP must be 1-1000/);
  assert.throws(() => loadConfig({ BACKUP_HOUR: "24" }), /BACKUP_HOUR: BACKUP_HOUR must be 0-23/);
});
