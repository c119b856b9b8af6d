/**
 * The media library (administrators only): streamed uploads, listing, info and deletion.
 * POST /upload answers 201 {data: {filename, url, type, size, ...}}; the rules (types from the
 * first bytes, per-type size limits, forbidden names, safe SVG) live in server/media/.
 */
import { Hono } from "hono";
import { MEDIA_RULES } from "../../contract/media.ts";
import { currentUser, requireAdmin } from "../auth/middleware.ts";
import { notFound } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { deleteMedia, getMedia, listMedia, MEDIA_NOT_FOUND, saveMedia, type StoredMedia } from "../kv/media.ts";
import { isStoredName, variantName } from "../media/names.ts";
import { receiveUpload } from "../media/receive.ts";
import { mediaPaths, removeQuietly } from "../media/storage.ts";
import { makeVariantsOffThread } from "../media/variant-jobs.ts";

/** Where a stored file is served (outside /api: see routes/media-files.ts). */
export const mediaUrl = (filename: string) => `/media/${filename}`;

export const mediaRoutes = new Hono<AppEnv>();
mediaRoutes.use("*", requireAdmin);

mediaRoutes.post("/upload", async (c) => {
  const { kv, config } = c.var.deps;
  const paths = mediaPaths(config);
  const received = await receiveUpload(c.req.raw, paths);
  const rule = MEDIA_RULES[received.mime];
  const variants = await makeVariantsOffThread(paths.dir, received.filename, received.mime);
  const url = mediaUrl(received.filename);
  const record: StoredMedia = {
    filename: received.filename,
    url,
    type: rule.type,
    size: received.size,
    mime: received.mime,
    originalName: received.originalName,
    uploadedAt: new Date().toISOString(),
    uploadedBy: currentUser(c).id,
    ...(variants ? { width: variants.width, height: variants.height } : {}),
    variants: (variants?.widths ?? []).map((width) => ({ width, url: `${url}?w=${width}` })),
  };
  try {
    await saveMedia(kv, record);
  } catch (error) {
    await removeStored(paths.dir, record);
    throw error;
  }
  return c.json({ data: publicMedia(record) }, 201);
});

mediaRoutes.get("/list", async (c) => {
  return c.json({ data: (await listMedia(c.var.deps.kv)).map(publicMedia) });
});

mediaRoutes.get("/info/:filename", async (c) => {
  const record = await findRecord(c.var.deps.kv, c.req.param("filename"));
  return c.json({ data: publicMedia(record) });
});

mediaRoutes.delete("/:filename", async (c) => {
  const filename = c.req.param("filename");
  await findRecord(c.var.deps.kv, filename);
  const removed = await deleteMedia(c.var.deps.kv, filename);
  if (!removed) throw notFound(MEDIA_NOT_FOUND);
  await removeStored(mediaPaths(c.var.deps.config).dir, removed);
  // Catalogue answers list the copy widths of the images they show: this file's are gone.
  await c.var.deps.catalogue.invalidate();
  return c.json({ data: { filename, deleted: true } });
});

async function findRecord(kv: Deno.Kv, filename: string): Promise<StoredMedia> {
  const record = isStoredName(filename) ? await getMedia(kv, filename) : null;
  if (!record) throw notFound(MEDIA_NOT_FOUND);
  return record;
}

function publicMedia(record: StoredMedia) {
  const { uploadedBy: _by, ...rest } = record;
  return rest;
}

async function removeStored(dir: string, record: StoredMedia) {
  await removeQuietly(`${dir}/${record.filename}`);
  await Promise.all(record.variants.map((v) => removeQuietly(`${dir}/${variantName(record.filename, v.width)}`)));
}
