/**
 * A trip's private documents on disk: DATA_DIR/trip-documents/{documentId}, apart from the public
 * media library (DATA_DIR/media, served to anyone at /media/), so no public path ever reaches them.
 * `receiveTripDocument` streams one multipart upload to a temporary file, deciding its type from
 * its first bytes (PDF, JPEG, PNG or WebP only, whatever the name or the browser claims) and
 * refusing it past TRIP_LIMITS.documentBytes while the bytes arrive; the text fields sent before
 * the file (`kind`, `itemId`, `staffOnly`) are checked before any of its bytes are kept. A refused
 * or cut-off upload leaves nothing behind; an accepted one is moved under the document's id.
 */
import { join } from "node:path";
import { TRIP_DOCUMENT_FIELDS as F, type TripDocumentFields, tripDocumentFields } from "../../contract/trips/documents.ts";
import { DOCUMENT_TYPES, TRIP_LIMITS, TRIP_TEXTS } from "../../contract/trips/model.ts";
import type { Config } from "../config.ts";
import { badRequest, tooLarge, unsupportedType } from "../errors.ts";
import { newId } from "../kv/ids.ts";
import { boundaryOf } from "./multipart.ts";
import { displayName, forbiddenPattern } from "./names.ts";
import { streamFilePart } from "./receive.ts";
import { type MediaPaths, removeQuietly, sweepIncoming } from "./storage.ts";

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type ReceivedDocument = { mime: DocumentType; size: number; originalName: string; fields: TripDocumentFields };

/** Room for the multipart framing and the text fields around the largest allowed document. */
export const DOCUMENT_FRAMING_BYTES = 64 * 1024;

export function tripDocumentPaths(config: Pick<Config, "DATA_DIR">): MediaPaths {
  const dir = join(config.DATA_DIR, "trip-documents");
  return { dir, incoming: join(dir, ".incoming") };
}

/** A document's id is a server-made id (`newId`): nothing else names a file, so no request points outside the folder. */
const DOCUMENT_ID = /^[0-9a-z]{26}$/;
export const isDocumentId = (id: string) => DOCUMENT_ID.test(id);

/** The file of document `id`, or null for an id the server never makes. */
export function documentPath(paths: MediaPaths, id: string): string | null {
  return isDocumentId(id) ? join(paths.dir, id) : null;
}

/** The allowed type of a file's first bytes, or null (file-type reads them, loaded by the first upload). */
async function sniffDocument(head: Uint8Array): Promise<DocumentType | null> {
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  return (DOCUMENT_TYPES as readonly string[]).includes(detected?.mime ?? "") ? detected!.mime as DocumentType : null;
}

/** The text fields sent before the file, checked (400 naming the field at fault). */
function readFields(texts: Record<string, string>): TripDocumentFields {
  const parsed = tripDocumentFields.safeParse(texts);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw badRequest(issues[0].message, issues);
}

/** Receives the upload of `req` as document `id` (its file then at `documentPath(paths, id)`). */
export async function receiveTripDocument(req: Request, paths: MediaPaths, id: string): Promise<ReceivedDocument> {
  const boundary = boundaryOf(req.headers.get("content-type") ?? undefined);
  if (!boundary || !req.body) throw badRequest(`Send the file as multipart/form-data in the field "${F.file}".`);
  const maxBody = TRIP_LIMITS.documentBytes + DOCUMENT_FRAMING_BYTES;
  if (Number(req.headers.get("content-length") ?? "0") > maxBody) throw tooLarge(TRIP_TEXTS.documentTooLarge);

  await Deno.mkdir(paths.incoming, { recursive: true });
  await sweepIncoming(paths);
  const tempPath = join(paths.incoming, `${newId()}.part`);
  const texts: Record<string, string> = {};
  let fields: TripDocumentFields | undefined;
  let originalName = "";
  const { rule, size } = await streamFilePart<DocumentType>(req.body, boundary, tempPath, {
    field: F.file,
    maxBodyBytes: maxBody,
    tooLargeMessage: TRIP_TEXTS.documentTooLarge,
    textFields: [F.kind, F.itemId, F.staffOnly],
    onText: (name, value) => {
      texts[name] = value;
    },
    onStart: (part) => {
      fields = readFields(texts);
      originalName = displayName(part.filename);
      if (!originalName) throw badRequest("Choose a file to upload.");
      const pattern = forbiddenPattern(part.filename);
      if (pattern) throw badRequest(`The file name "${originalName}" is not allowed (it contains "${pattern}").`);
    },
    decide: async (head) => {
      const type = await sniffDocument(head);
      if (!type) throw unsupportedType(TRIP_TEXTS.documentType);
      return { type, maxBytes: TRIP_LIMITS.documentBytes, tooLarge: () => tooLarge(TRIP_TEXTS.documentTooLarge) };
    },
  });
  try {
    await Deno.rename(tempPath, join(paths.dir, id));
  } catch (error) {
    await removeQuietly(tempPath);
    throw error;
  }
  return { mime: rule.type, size, originalName, fields: fields! };
}
