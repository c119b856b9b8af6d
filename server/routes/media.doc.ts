/** The media library in the API document (administrators only). */
import { z } from "zod";
import { ALLOWED_TYPE_LABELS, mediaFile } from "../../contract/media.ts";
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
      `One file as multipart/form-data in the field \`file\`, streamed to disk. Types are decided ` +
      `from the first bytes (${ALLOWED_TYPE_LABELS}); each type has its own size limit, at most ` +
      `${LIMITS.mediaMaxBytes} bytes; SVGs must be safe. Images get resized WebP copies.`,
    tag,
    operationId: "uploadMedia",
    access: "admin",
    rawBody: {
      "multipart/form-data": {
        schema: z.object({
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
    answer: { description: "Every stored file.", schema: z.array(mediaFile) },
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
    route: "DELETE /api/media/:filename",
    summary: "Delete a media file",
    description: "The record, the file and its copies; the catalogue's answers are made again.",
    tag,
    operationId: "deleteMedia",
    access: "admin",
    params: filenameParam,
    answer: { description: "The name of the deleted file.", schema: deletedAnswer("filename") },
    errors: ["not_found"],
  },
];
