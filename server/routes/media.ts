/**
 * The media library (administrators only): streamed uploads, listing, info, alternative text and
 * focal point, and deletion (refused while the catalogue shows the file, or with `?replaceWith=`).
 * POST /upload answers 201 {data: {filename, url, type, size, ...}}; the rules (types from the
 * first bytes, per-type size limits, forbidden names, safe SVG) live in server/media/.
 */
import { Hono } from "hono";
import { requireAdmin } from "../auth/middleware.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { readJson } from "../http/validate.ts";
import { listMedia } from "../kv/media.ts";
import { mediaUsesByFile } from "../kv/media-uses.ts";
import { mediaDetailsInput } from "../../contract/media.ts";
import { changeMediaDetails, deleteMediaFile, findMedia, publicMedia, uploadMedia } from "../services/media.ts";

export const mediaRoutes = new Hono<AppEnv>();
mediaRoutes.use("*", requireAdmin);

mediaRoutes.post("/upload", async (c) => {
  return c.json({ data: await uploadMedia(c.var.deps, actorOf(c), c.req.raw, auditOf(c)) }, 201);
});

/** Newest first, each with the items that show it (`usedBy`). */
mediaRoutes.get("/list", async (c) => {
  const [files, uses] = await Promise.all([listMedia(c.var.deps.kv), mediaUsesByFile(c.var.deps.kv)]);
  return c.json({ data: files.map((file) => ({ ...publicMedia(file), usedBy: uses.get(file.filename) ?? [] })) });
});

mediaRoutes.get("/info/:filename", async (c) => {
  const record = await findMedia(c.var.deps.kv, c.req.param("filename"));
  return c.json({ data: publicMedia(record) });
});

mediaRoutes.patch("/:filename", async (c) => {
  const change = await readJson(c, mediaDetailsInput);
  return c.json({ data: await changeMediaDetails(c.var.deps, c.req.param("filename"), change, auditOf(c)) });
});

mediaRoutes.delete("/:filename", async (c) => {
  const answer = await deleteMediaFile(c.var.deps, c.req.param("filename"), c.req.query("replaceWith"), auditOf(c));
  return c.json({ data: answer });
});
