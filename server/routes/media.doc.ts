/** The media library in the API document (administrators only). */
import { z } from "zod";
import { ALLOWED_TYPE_LABELS, ALT_TEXT_MAX, mediaDetailsInput, mediaFile, mediaUse } from "../../contract/media.ts";
import { LIMITS } from "../../contract/limits.ts";
import { deletedAnswer } from "../openapi/params.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

const tag = "Media";
const filenameParam = z.object({
  filename: z.string().meta({ description: "The name the server gave the file." }),
});

export const mediaDocs: RouteDoc[] = [
  {
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
  },
  {
    route: "GET /api/media/list",
    summary: "List media files",
    tag,
    operationId: "listMedia",
    access: "admin",
    answer: { description: "Every stored file, newest first, each with `usedBy`: the catalogue items that show it.", schema: z.array(mediaFile) },
  },
  {
    route: "GET /api/media/info/:filename",
    summary: "Read a media file's record",
    tag,
    operationId: "getMediaInfo",
    access: "admin",
    params: filenameParam,
    answer: { description: "The file's record.", schema: mediaFile },
    errors: ["not_found"],
  },
  {
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
  },
  {
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
  },
];
