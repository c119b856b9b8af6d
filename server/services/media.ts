/**
 * The media library's writes: an upload (streamed to disk with its checks, then its WebP copies
 * and its record), a change of an image's alternative text and focal point, and a deletion (the
 * record, refused while catalogue items show the file unless they get another one in the same
 * commit, then the files).
 */
import { type MediaDetails, MEDIA_RULES } from "../../contract/media.ts";
import type { AppDeps } from "../deps.ts";
import { badRequest, notFound } from "../errors.ts";
import { deleteMedia, getMedia, MEDIA_NOT_FOUND, NO_REPLACEMENT, saveMedia, type StoredMedia, updateMediaDetails } from "../kv/media.ts";
import { isStoredName, variantName } from "../media/names.ts";
import { receiveUpload } from "../media/receive.ts";
import { mediaPaths, removeQuietly } from "../media/storage.ts";
import type { Actor } from "./caller.ts";
import type { AuditContext } from "../kv/audit.ts";

/** Where a stored file is served (outside /api: see routes/media-files.ts). */
const mediaUrl = (filename: string) => `/media/${filename}`;

/** The record as the API shows it: without who uploaded it. */
export function publicMedia(record: StoredMedia) {
  const { uploadedBy: _by, ...rest } = record;
  return rest;
}

/**
 * Receives the multipart `request`'s file (the rules: server/media/receive.ts), makes its copies
 * and records it. Nothing is kept of an upload whose record could not be saved.
 */
export async function uploadMedia(deps: AppDeps, actor: Actor, request: Request, audit?: AuditContext) {
  const paths = mediaPaths(deps.config);
  const received = await receiveUpload(request, paths);
  const rule = MEDIA_RULES[received.mime];
  const variants = await deps.imageJobs.variants(paths.dir, received.filename, received.mime);
  const url = mediaUrl(received.filename);
  const record: StoredMedia = {
    filename: received.filename,
    url,
    type: rule.type,
    size: received.size,
    mime: received.mime,
    originalName: received.originalName,
    uploadedAt: new Date().toISOString(),
    uploadedBy: actor.user.id,
    ...(variants ? { width: variants.width, height: variants.height } : {}),
    ...(received.alt ? { alt: received.alt } : {}),
    variants: (variants?.widths ?? []).map((width) => ({ width, url: `${url}?w=${width}` })),
  };
  try {
    await saveMedia(deps.kv, record, audit);
  } catch (error) {
    await removeStored(paths.dir, record);
    throw error;
  }
  return publicMedia(record);
}

/**
 * Deletes a file's record, then the file and its copies; the catalogue's answers are made again.
 * While destinations, packages or activities show the file the delete is refused (409 naming them),
 * unless `replaceWith` names another image: they then show it instead, in the delete's own commit
 * (or, more items than a commit holds, in commits before it: kv/media.ts).
 */
export async function deleteMediaFile(deps: AppDeps, filename: string, replaceWith?: string, audit?: AuditContext) {
  await findMedia(deps.kv, filename);
  if (replaceWith !== undefined && !isStoredName(replaceWith)) {
    throw badRequest(NO_REPLACEMENT, [{ path: "replaceWith", message: NO_REPLACEMENT }]);
  }
  const { record, replaced } = await deleteMedia(deps.kv, filename, replaceWith, audit);
  await removeStored(mediaPaths(deps.config).dir, record);
  // Catalogue answers list the copy widths of the images they show: this file's are gone.
  await deps.catalogue.invalidate();
  return { filename, deleted: true as const, ...(replaceWith !== undefined ? { replacedWith: replaceWith, replaced } : {}) };
}

/** Changes an image's alternative text and focal point; the catalogue's answers carry both, so they are made again. */
export async function changeMediaDetails(deps: AppDeps, filename: string, change: MediaDetails, audit?: AuditContext) {
  await findMedia(deps.kv, filename);
  const record = await updateMediaDetails(deps.kv, filename, change, audit);
  await deps.catalogue.invalidate();
  return publicMedia(record);
}

/** The record of a stored file; a name the server never makes is not found either. */
export async function findMedia(kv: Deno.Kv, filename: string): Promise<StoredMedia> {
  const record = isStoredName(filename) ? await getMedia(kv, filename) : null;
  if (!record) throw notFound(MEDIA_NOT_FOUND);
  return record;
}

async function removeStored(dir: string, record: StoredMedia) {
  await removeQuietly(`${dir}/${record.filename}`);
  await Promise.all(record.variants.map((v) => removeQuietly(`${dir}/${variantName(record.filename, v.width)}`)));
}
