/**
 * `deno task restore FILE [--force]`: a backup archive back into DATA_DIR, with the server stopped.
 * Refuses a DATA_DIR that holds anything unless --force (then its database and media and preview
 * folders are replaced). Every entry is checked against the manifest's sizes and SHA-256 sums and
 * the database's keys are counted before anything is replaced.
 * Refused too while the server runs on DATA_DIR, and when the archive's files would not fit on its disk.
 * Exit codes: 0 restored, 1 failed, 2 refused (in use, not empty, no space, or bad arguments), 3 failed verification.
 */
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup, VerificationFailed } from "../server/backup/restore.ts";
import { backupSettings } from "../server/backup/settings.ts";

const USAGE = "Usage: deno task restore FILE.tar.gz [--force]";

try {
  const config = backupSettings();
  const { values, positionals } = parseArgs({ args: Deno.args, options: { force: { type: "boolean" } }, allowPositionals: true });
  if (positionals.length !== 1) throw new RestoreRefused(USAGE);
  const { manifest } = await restoreBackup(positionals[0], config.DATA_DIR, { force: values.force });
  const { keys, media, previews } = manifest.counts;
  console.log(`Restored ${positionals[0]} into ${config.DATA_DIR}: ${keys} keys, ${media} media files, ${previews} previews, all verified.`);
} catch (error) {
  console.error((error as Error).message);
  Deno.exit(error instanceof RestoreRefused ? 2 : error instanceof VerificationFailed ? 3 : 1);
}
