/** Media file metadata on Deno KV (the files themselves live under DATA_DIR/media). */
import type { MediaFile } from "../../contract/media.ts";
import { KEYS } from "./keys.ts";
import { listValues } from "./records.ts";

export const MEDIA_NOT_FOUND = "File not found.";

/** The stored record: the API's MediaFile plus who uploaded it. */
export type StoredMedia = MediaFile & { mime: string; uploadedAt: string; uploadedBy: string; variants: { width: number; url: string }[] };

export async function saveMedia(kv: Deno.Kv, record: StoredMedia): Promise<void> {
  const key = KEYS.mediaFile(record.filename);
  const res = await kv.atomic().check({ key, versionstamp: null }).set(key, record).commit();
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
export async function deleteMedia(kv: Deno.Kv, filename: string): Promise<StoredMedia | null> {
  const entry = await kv.get<StoredMedia>(KEYS.mediaFile(filename));
  if (!entry.value) return null;
  const res = await kv.atomic().check(entry).delete(entry.key).commit();
  return res.ok ? entry.value : null;
}
