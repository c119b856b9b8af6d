/**
 * What a backup archive holds and how it is named. An archive is a gzipped tar with
 *   kv/app.kv               a consistent snapshot of the KV database (a SQLite file)
 *   media/{name}            every stored upload and its resized copies (DATA_DIR/media)
 *   previews/{key}.jpg      the link-preview images (DATA_DIR/previews)
 *   trip-documents/{id}     the trips' private documents (DATA_DIR/trip-documents)
 *   manifest.json           written last: key counts per top-level prefix, and the size and SHA-256
 *                           of every other entry
 * Uploads still arriving (DATA_DIR/media/.incoming, DATA_DIR/trip-documents/.incoming) are not part
 * of a backup.
 */
import { KV_FILE } from "../kv/database-file.ts";

export const MANIFEST_ENTRY = "manifest.json";
export const KV_ENTRY = `kv/${KV_FILE}`;
/** The folders of DATA_DIR copied file by file (their sub-folders are not). */
export const FILE_FOLDERS = ["media", "previews", "trip-documents"] as const;
export const MANIFEST_FORMAT = "aurum-backup/1";

export type PrefixCount = { keys: number; expiring: number };
export type FileSum = { size: number; sha256: string };

export type BackupManifest = {
  format: typeof MANIFEST_FORMAT;
  /** When the database snapshot was taken (ISO time). */
  snapshotAt: string;
  /** Keys per top-level prefix; `expiring` of them carry an expiry and may be gone when restored. */
  prefixes: Record<string, PrefixCount>;
  /** Every entry of the archive but the manifest, the database snapshot included. */
  files: Record<string, FileSum>;
  counts: { keys: number; files: number } & Record<(typeof FILE_FOLDERS)[number], number>;
};

/** A file name that may be written into a restored folder: no path, no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Whether an archive entry's name is one a backup writes (and so one a restore may write). */
export function isBackupEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === KV_ENTRY) return true;
  const [folder, file, ...rest] = name.split("/");
  return rest.length === 0 && (FILE_FOLDERS as readonly string[]).includes(folder) && SAFE_NAME.test(file ?? "");
}

/** aurum-backup-20261124T031500Z.tar.gz: names sort by time. */
export const ARCHIVE_NAME = /^aurum-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
  return `aurum-backup-${stamp}.tar.gz`;
}
