/** Media file metadata on Deno KV (the files themselves live under DATA_DIR/media). */
import type { MediaFile } from "../../contract/media.ts";
import { KEYS } from "./keys.ts";
import { listValues } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";

/** A media record as the log shows it (who uploaded it is the entry's actor). */
const logged = ({ filename, type, size, mime, originalName }: StoredMedia) => ({ filename, type, size, mime, originalName });

export const MEDIA_NOT_FOUND = "File not found.";

/** The stored record: the API's MediaFile plus who uploaded it. */
export type StoredMedia = MediaFile & { mime: string; uploadedAt: string; uploadedBy: string; variants: { width: number; url: string }[] };

export async function saveMedia(kv: Deno.Kv, record: StoredMedia, audit?: AuditContext): Promise<void> {
  const key = KEYS.mediaFile(record.filename);
  const op = kv.atomic().check({ key, versionstamp: null }).set(key, record);
  addAudit(op, audit, { entity: "media", entityId: record.filename, action: "upload", after: logged(record) });
  const res = await op.commit();
  if (!res.ok) throw new Error(`media record ${record.filename} already exists`);
}

export async function getMedia(kv: Deno.Kv, filename: string): Promise<StoredMedia | null> {
  return (await kv.get<StoredMedia>(KEYS.mediaFile(filename))).value;
}

/** Newest first (stored names start with a time-ordered id). */
export async function listMedia(kv: Deno.Kv): Promise<StoredMedia[]> {
  return (await listValues<StoredMedia>(kv, KEYS.mediaFiles())).map((e) => e.value).reverse();
}

/** Deletes the record; answers it, or null when there was none. */
export async function deleteMedia(kv: Deno.Kv, filename: string, audit?: AuditContext): Promise<StoredMedia | null> {
  const entry = await kv.get<StoredMedia>(KEYS.mediaFile(filename));
  if (!entry.value) return null;
  const op = kv.atomic().check(entry).delete(entry.key);
  addAudit(op, audit, { entity: "media", entityId: filename, action: "delete", before: logged(entry.value) });
  const res = await op.commit();
  return res.ok ? entry.value : null;
}
