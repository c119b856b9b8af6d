/**
 * A trip's private documents (issue #31). Staff (administrators):
 *
 *   POST   /api/trips/{id}/documents                 multipart: kind, itemId?, staffOnly?, then file
 *   GET    /api/trips/{id}/documents                 the documents with their download counts
 *   GET    /api/trips/{id}/documents/{documentId}    the file (not counted)
 *   DELETE /api/trips/{id}/documents/{documentId}
 *
 * A link holder (the traveller, or a co-traveller):
 *
 *   GET    /api/trip-links/{token}/documents/{documentId}   the file, unless staff-only; counted
 *
 * Files are answered `private, no-store` (no shared or private cache keeps them: the traveller's
 * service worker stores them only when they chose to keep the trip), `noindex`, never sniffed.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { staffTripDocument, TRIP_DOCUMENT_FIELDS } from "../../contract/trips/documents.ts";
import { DOCUMENT_KINDS, TRIP_LIMITS, TRIP_TEXTS, tripDocument } from "../../contract/trips/model.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { staffTripDocuments, tripForDocuments } from "../kv/trip-documents.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import {
  deleteTripDocumentFile,
  type OpenedDocument,
  openLinkDocument,
  openStaffDocument,
  uploadTripDocument,
} from "../services/trip-documents.ts";

/**
 * What a document's answer carries besides its type: never stored by a cache, never listed, never
 * sniffed. Its policy replaces the API's (`default-src 'none'; frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`, under which a browser refuses to show it in a frame at all): the site's
 * own pages may frame it, so the trip page can show a voucher in place.
 */
export const PRIVATE_FILE = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex",
  "x-content-type-options": "nosniff",
  "content-security-policy": "frame-ancestors 'self'",
  "x-frame-options": "SAMEORIGIN",
} as const;

/** The upload's path, whose body is streamed (app.ts lifts the JSON body limit for it). */
export const TRIP_DOCUMENT_UPLOAD_PATH = /^\/api\/trips\/[^/]+\/documents\/?$/;

const tag = "Trip documents";
const documentParams = idParam.extend({
  documentId: z.string().meta({ description: "The document's id." }),
});
const tokenParams = z.object({
  token: z.string().meta({ description: "The private token of a trip link (43 base64url characters)." }),
  documentId: z.string().meta({ description: "The document's id." }),
});
const fileAnswer = {
  description: "The file, `Cache-Control: private, no-store`, shown inline.",
  content: Object.fromEntries(
    ["application/pdf", "image/jpeg", "image/png", "image/webp"].map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
  ),
};

/** The file as an answer: its own type, its length, its name for saving, private. */
function fileResponse({ document, file, size }: OpenedDocument): Response {
  const name = document.name.replace(/["\\\r\n]/g, "_");
  return new Response(file.readable, {
    headers: {
      ...PRIVATE_FILE,
      "content-type": document.contentType,
      "content-length": String(size),
      "content-disposition": `inline; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

const tripIdOf = (c: Context<AppEnv>) => pathId(c, "id", TRIP_TEXTS.notFound);

export const tripDocumentRoutes = new Hono<AppEnv>();
const route = declareOn(tripDocumentRoutes, "/api/trips");

route({
  route: "POST /api/trips/:id/documents",
  summary: "Attach a document to a trip",
  description:
    `One file as multipart/form-data in the field \`${TRIP_DOCUMENT_FIELDS.file}\`, streamed to disk, after ` +
    `the text fields \`${TRIP_DOCUMENT_FIELDS.kind}\` (${DOCUMENT_KINDS.join(", ")}; default other), ` +
    `\`${TRIP_DOCUMENT_FIELDS.itemId}\` (an item of the trip, for one item's document) and ` +
    `\`${TRIP_DOCUMENT_FIELDS.staffOnly}\` (required: "true", never shown or served to the trip's links, or "false"). ` +
    `PDF, JPEG, PNG or WebP, decided from the first bytes; at most ${TRIP_LIMITS.documentBytes} bytes; ` +
    `at most ${TRIP_LIMITS.documents} documents a trip (409 "full"). Stored apart from the media library.`,
  tag,
  operationId: "uploadTripDocument",
  access: "admin",
  params: idParam,
  rawBody: {
    "multipart/form-data": {
      schema: z.object({
        kind: z.enum(DOCUMENT_KINDS).optional(),
        itemId: z.string().optional(),
        staffOnly: z.enum(["true", "false"]),
        file: z.string().meta({ contentMediaType: "application/octet-stream", description: "The document, sent last." }),
      }),
    },
  },
  answer: { status: 201, description: "The stored document.", schema: tripDocument },
  errors: ["not_found", "invalid", "too_large", "unsupported_type", "full", "timeout"],
}, async (c) => {
  const document = await uploadTripDocument(c.var.deps, actorOf(c), tripIdOf(c), c.req.raw, auditOf(c));
  return c.json({ data: document }, 201);
});

route({
  route: "GET /api/trips/:id/documents",
  summary: "List a trip's documents",
  tag,
  operationId: "listTripDocuments",
  access: "admin",
  params: idParam,
  answer: { description: "Every document of the trip, oldest first, each with how many times its links downloaded it.", schema: z.array(staffTripDocument) },
  errors: ["not_found"],
}, async (c) => {
  const tripId = tripIdOf(c);
  await tripForDocuments(c.var.deps.kv, tripId);
  return c.json({ data: await staffTripDocuments(c.var.deps.kv, tripId) });
});

route({
  route: "GET /api/trips/:id/documents/:documentId",
  summary: "Read a trip's document",
  description: "Any document of the trip, staff-only ones too; staff reads are not counted as downloads.",
  tag,
  operationId: "readTripDocument",
  access: "admin",
  params: documentParams,
  answer: fileAnswer,
  errors: ["not_found"],
}, async (c, { param }) => {
  return fileResponse(await openStaffDocument(c.var.deps, tripIdOf(c), param("documentId")));
});

route({
  route: "DELETE /api/trips/:id/documents/:documentId",
  summary: "Delete a trip's document",
  tag,
  operationId: "deleteTripDocument",
  access: "admin",
  params: documentParams,
  answer: { description: "The deleted document's id.", schema: deletedAnswer("id") },
  errors: ["not_found"],
}, async (c, { param }) => {
  return c.json({ data: await deleteTripDocumentFile(c.var.deps, tripIdOf(c), param("documentId"), auditOf(c)) });
});

export const tripLinkDocumentRoutes = new Hono<AppEnv>();
const linkRoute = declareOn(tripLinkDocumentRoutes, "/api/trip-links");

linkRoute({
  route: "GET /api/trip-links/:token/documents/:documentId",
  summary: "Read a trip's document by its private link",
  description:
    "The traveller's (or a co-traveller's) copy of a document of their trip; a staff-only document, another " +
    "trip's, or a revoked or unknown link is not found. Each answer counts one download for staff.",
  tag,
  operationId: "readTripLinkDocument",
  access: "public",
  params: tokenParams,
  answer: fileAnswer,
  errors: ["not_found"],
}, async (c, { param }) => {
  return fileResponse(await openLinkDocument(c.var.deps, param("token"), param("documentId"), c.req.method === "GET"));
});
