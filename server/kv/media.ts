/** Media file metadata on Deno KV (the files themselves live under DATA_DIR/media). */
import type { MediaDetails, MediaFile, MediaUse } from "../../contract/media.ts";
import { AUDIT_TEXTS } from "../../contract/audit.ts";
import { AppError, badRequest, notFound, withValues } from "../errors.ts";
import { KEYS } from "./keys.ts";
import { mediaNameOf, releaseMediaUses } from "./media-uses.ts";
import { listValues, transact } from "./records.ts";
import { addAudit, type AuditContext, listAudit } from "./audit.ts";
import { planOf, readPage } from "./paging.ts";
import { matchesSearch, type MediaListQuery } from "../../contract/list-queries.ts";
import type { Page } from "../../contract/paging.ts";

/** A media record as the log shows it (who uploaded it is the entry's actor). */
const logged = ({ filename, type, size, mime, originalName, alt, focus }: StoredMedia) => ({ filename, type, size, mime, originalName, alt, focus });

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

/** One page of the library, newest first: the files of `type` that the search `q` finds by original name or alternative text. */
export async function mediaPage(kv: Deno.Kv, query: MediaListQuery & { limit: number }): Promise<Page<StoredMedia>> {
  return await readPage<StoredMedia, StoredMedia>(kv, {
    plan: planOf("media", { type: query.type, q: query.q }),
    selector: { prefix: KEYS.mediaFiles() },
    cursor: query.cursor,
    limit: query.limit,
    pick: ({ value }) =>
      (!query.type || value.type === query.type) && matchesSearch(query.q, value.originalName, value.alt, value.filename) ? value : undefined,
  });
}

export const NO_REPLACEMENT = "The file to show instead must be another image in the media library.";

/**
 * Deletes the record, answering it with the items whose image it was. While items show the file the
 * delete is refused (409 naming them), unless `replaceWith` names another stored image: then every
 * such item shows that one instead, in the delete's own commit, each checked against the copy read,
 * so a concurrent edit makes the delete read again and nothing is half replaced. Items more (or
 * larger) than one commit holds are replaced in several commits first, the last of them deleting
 * the record; a failure between leaves those items showing the replacement and the file in place,
 * and deleting again finishes.
 */
export async function deleteMedia(
  kv: Deno.Kv,
  filename: string,
  replaceWith?: string,
  audit?: AuditContext,
): Promise<{ record: StoredMedia; replaced: MediaUse[] }> {
  const replaced: MediaUse[] = [];
  for (;;) {
    const step = await transact<{ record: StoredMedia | null; replaced: MediaUse[] }>(async () => {
      const entry = await kv.get<StoredMedia>(KEYS.mediaFile(filename));
      if (!entry.value) throw notFound(MEDIA_NOT_FOUND);
      const op = kv.atomic().check(entry);
      let replacement: { url: string; entry: Deno.KvEntryMaybe<StoredMedia>; audit?: AuditContext } | undefined;
      if (replaceWith !== undefined) {
        const other = replaceWith === filename ? null : await kv.get<StoredMedia>(KEYS.mediaFile(replaceWith));
        if (!other?.value || other.value.type !== "image") throw badRequest(NO_REPLACEMENT, [{ path: "replaceWith", message: NO_REPLACEMENT }]);
        replacement = { url: other.value.url, entry: other, audit };
      }
      const released = await releaseMediaUses(kv, op, filename, replacement);
      if (released.more) return { op, result: { record: null, replaced: released.replaced } };
      const all = [...replaced, ...released.replaced];
      const after = replacement ? { replacedWith: replaceWith, replaced: all.map((u) => `${u.collection}/${u.id}`) } : undefined;
      addAudit(op.delete(entry.key), audit, { entity: "media", entityId: filename, action: "delete", before: logged(entry.value), after });
      return { op, result: { record: entry.value, replaced: released.replaced } };
    });
    replaced.push(...step.replaced);
    if (step.record) return { record: step.record, replaced };
  }
}

/** Sets a file's alternative text (empty removes it) and focal point (null removes it); left out stays. */
export async function updateMediaDetails(
  kv: Deno.Kv,
  filename: string,
  change: MediaDetails,
  audit?: AuditContext,
): Promise<StoredMedia> {
  return await transact(async () => {
    const entry = await kv.get<StoredMedia>(KEYS.mediaFile(filename));
    if (!entry.value) throw notFound(MEDIA_NOT_FOUND);
    const { alt: _alt, focus: _focus, ...rest } = entry.value;
    const alt = change.alt ?? entry.value.alt;
    const focus = change.focus === undefined ? entry.value.focus : change.focus;
    const record: StoredMedia = { ...rest, ...(alt ? { alt } : {}), ...(focus ? { focus } : {}) };
    const op = kv.atomic().check(entry).set(entry.key, record);
    addAudit(op, audit, { entity: "media", entityId: filename, action: "update", before: logged(entry.value), after: logged(record) });
    return { op, result: record };
  });
}

/** The name a deleted file was uploaded with, as its log entries keep it; else its stored name. */
async function nameOfDeleted(kv: Deno.Kv, filename: string): Promise<string> {
  const { entries } = await listAudit(kv, { entity: "media", entityId: filename, limit: 20 });
  const named = entries.map((e) => e.before?.originalName ?? e.after?.originalName).find((name) => typeof name === "string");
  return typeof named === "string" ? named : filename;
}

/**
 * What a write that makes an item show `imageUrl` adds to its commit when the address is an upload:
 * the check that the file's record is still there (so a delete committed meanwhile makes the write
 * read again), or the refusal (409 `media_missing`) naming the file. Other addresses add nothing.
 */
export function requireShownMedia(kv: Deno.Kv, imageUrl: unknown) {
  return async (op: Deno.AtomicOperation) => {
    const filename = mediaNameOf(typeof imageUrl === "string" ? imageUrl : undefined);
    if (!filename) return;
    const entry = await kv.get<StoredMedia>(KEYS.mediaFile(filename));
    if (!entry.value) throw new AppError("media_missing", withValues(AUDIT_TEXTS.mediaGone, { file: await nameOfDeleted(kv, filename) }));
    op.check(entry);
  };
}
