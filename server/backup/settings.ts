/**
 * The settings the backup and restore scripts read: only DATA_DIR, KV_URL and the BACKUP_ ones, so
 * they run without the server's own (PUBLIC_URL, secrets), e.g. in a container of their own.
 */
import { type Config, loadConfig, readEnv } from "../config.ts";

const BACKUP_SETTINGS = ["DATA_DIR", "KV_URL", "BACKUP_DIR", "BACKUP_KEEP", "BACKUP_HOUR"] as const;

export type BackupSettings = Pick<Config, (typeof BACKUP_SETTINGS)[number]>;

export function backupSettings(env: Record<string, string | undefined> = readEnv()): BackupSettings {
  return loadConfig(Object.fromEntries(BACKUP_SETTINGS.map((name) => [name, env[name]])));
}
