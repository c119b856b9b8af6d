/**
 * The media library (administrators only): streamed uploads, listing, info, alternative text and
 * focal point, and deletion (refused while the catalogue shows the file, or with `?replaceWith=`).
 * POST /upload answers 201 {data: {filename, url, type, size, ...}}; the rules (types from the
 * first bytes, per-type size limits, forbidden names, safe SVG) live in server/media/.
 */
import { Hono } from "hono";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { listMedia, mediaPage } from "../kv/media.ts";
import { arrayPageAnswer, nextCursorHeaders } from "../http/desk-lists.ts";
import { mediaListQuery } from "../../contract/list-queries.ts";
import { mediaUsesByFile } from "../kv/media-uses.ts";
import { changeMediaDetails, deleteMediaFile, findMedia, publicMedia, uploadMedia } from "../services/media.ts";
import { z } from "zod";
import { ALLOWED_TYPE_LABELS, ALT_TEXT_MAX, mediaDetailsInput, mediaFile, mediaUse } from "../../contract/media.ts";
import { LIMITS } from "../../contract/limits.ts";
import { deletedAnswer } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";

export const mediaRoutes = new Hono<AppEnv>();
const route = declareOn(mediaRoutes, "/api/media");

const tag = "Media";
const filenameParam = z.object({
  filename: z.string().meta({ description: "The name the server gave the file." }),
});

route({
  route: "POST /api/media/upload",
  summary: "Upload a media file",
  description:
    `One file as multipart/form-data in the field \`file\`, streamed to disk, optionally after a text field ` +
    `\`alt\` (the image's alternative text, trimmed, at most ${ALT_TEXT_MAX} characters). Types are decided ` +
    `from the first bytes (${ALLOWED_TYPE_LABELS}); each type has its own size limit, at most ` +
    `${LIMITS.mediaMaxBytes} bytes; SVGs must be safe. Images get resized WebP copies.`,
  tag,
  operationId: "uploadMedia",
  access: "admin",
  rawBody: {
    "multipart/form-data": {
      schema: z.object({
        alt: z.string().optional().meta({ description: "Alternative text; sent before `file`." }),
        file: z.string().meta({ contentMediaType: "application/octet-stream", description: "The file." }),
      }),
    },
  },
  answer: { status: 201, description: "The stored file.", schema: mediaFile },
  errors: ["invalid", "too_large", "unsupported_type", "timeout"],
}, async (c) => {
  return c.json({ data: await uploadMedia(c.var.deps, actorOf(c), c.req.raw, auditOf(c)) }, 201);
});

/** Newest first, each with the items that show it (`usedBy`). */
route({
  route: "GET /api/media/list",
  summary: "List media files",
  tag,
  operationId: "listMedia",
  description: "Every stored file, newest first. With `limit`, one page of the files of `type` that the search `q` finds " +
    "(original name, alternative text); the header `Next-Cursor` names the next page's `cursor`. `t` is ignored (the spec's " +
    "cache-busting timestamp).",
  access: "admin",
  query: mediaListQuery,
  answer: {
    description: "Every stored file (or one page of them), newest first, each with `usedBy`: the catalogue items that show it.",
    schema: z.array(mediaFile),
    headers: nextCursorHeaders,
  },
  errors: ["invalid"],
}, async (c, { query }) => {
  const { limit, t: _t, ...filters } = query();
  const { kv } = c.var.deps;
  const page = limit === undefined ? { items: await listMedia(kv), next: null } : await mediaPage(kv, { ...filters, limit });
  const uses = await mediaUsesByFile(kv);
  const items = page.items.map((file) => ({ ...publicMedia(file), usedBy: uses.get(file.filename) ?? [] }));
  return limit === undefined ? c.json({ data: items }) : arrayPageAnswer(c, { items, next: page.next });
});

route({
  route: "GET /api/media/info/:filename",
  summary: "Read a media file's record",
  tag,
  operationId: "getMediaInfo",
  access: "admin",
  params: filenameParam,
  answer: { description: "The file's record.", schema: mediaFile },
  errors: ["not_found"],
}, async (c, { param }) => {
  const record = await findMedia(c.var.deps.kv, param("filename"));
  return c.json({ data: publicMedia(record) });
});

route({
  route: "PATCH /api/media/:filename",
  summary: "Change a file's alternative text and focal point",
  description:
    "`alt` (empty removes it) is what pages say instead of the item's name; `focus` ({x, y} in percent " +
    "from the top left, `null` removes it) is where cards and heroes crop the image around. Left out stays.",
  tag,
  operationId: "changeMediaDetails",
  access: "admin",
  params: filenameParam,
  body: mediaDetailsInput,
  answer: { description: "The file's record.", schema: mediaFile },
  errors: ["not_found"],
}, async (c, { body, param }) => {
  const change = await body();
  return c.json({ data: await changeMediaDetails(c.var.deps, param("filename"), change, auditOf(c)) });
});

route({
  route: "DELETE /api/media/:filename",
  summary: "Delete a media file",
  description:
    "The record, the file and its copies; the catalogue's answers are made again. While destinations, " +
    "packages or activities show the file the delete is refused with 409 and `usedBy` (each item's " +
    "collection, id and name), unless `replaceWith` names another image: every such item then shows it " +
    "instead, in the same commit as the delete (items more than one commit holds, over 90 or 512 KiB, " +
    "in several commits before it).",
  tag,
  operationId: "deleteMedia",
  access: "admin",
  params: filenameParam,
  query: z.object({
    replaceWith: z.string().optional().meta({ description: "Another image to show instead wherever this one is shown." }),
  }),
  answer: {
    description: "The name of the deleted file; with `replaceWith`, the items that now show the other one.",
    schema: deletedAnswer("filename").extend({ replacedWith: z.string().optional(), replaced: z.array(mediaUse).optional() }),
  },
  errors: ["not_found", "conflict", "invalid"],
}, async (c, { param }) => {
  const answer = await deleteMediaFile(c.var.deps, param("filename"), c.req.query("replaceWith"), auditOf(c));
  return c.json({ data: answer });
});
