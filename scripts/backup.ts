/**
 * `deno task backup [--out FILE.tar.gz | FOLDER]`: one archive of DATA_DIR (its database, media and
 * link previews, with a manifest of counts and SHA-256 sums), taken while the server runs. Without
 * --out it goes into BACKUP_DIR, else ./backups, named by its UTC time.
 */
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../server/backup/create.ts";
import { archiveName } from "../server/backup/layout.ts";
import { withBackupLock } from "../server/backup/lock.ts";
import { backupSettings } from "../server/backup/settings.ts";

try {
  const config = backupSettings();
  if (config.KV_URL) {
    throw new Error("KV_URL is set: the database is not a file here. Back up the denokv server's SQLite file where it runs.");
  }
  const { values } = parseArgs({ args: Deno.args, options: { out: { type: "string" } } });
  const target = values.out ?? config.BACKUP_DIR ?? "./backups";
  const file = target.endsWith(".tar.gz") ? target : join(target, archiveName(new Date()));
  await Deno.mkdir(dirname(file), { recursive: true });
  const manifest = await withBackupLock(dirname(file), () => createBackup(config.DATA_DIR, file));
  const { keys, media, previews } = manifest.counts;
  console.log(`Wrote ${file}: ${keys} keys, ${media} media files, ${previews} previews (snapshot at ${manifest.snapshotAt}).`);
} catch (error) {
  console.error((error as Error).message);
  Deno.exit(1);
}
