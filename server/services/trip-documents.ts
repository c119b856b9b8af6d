/**
 * A trip's private documents: staff upload (the file first, then its record: so a backup that
 * holds the record holds the file), read and delete them; a link holder (the traveller or a
 * co-traveller) reads those not staff-only, each read counted. Nothing here is public: the files
 * are outside the media library and are only ever answered through these functions.
 */
import { TRIP_TEXTS, type TripDocument } from "../../contract/trips/model.ts";
import type { AppDeps } from "../deps.ts";
import { notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { newId } from "../kv/ids.ts";
import { tripLinkOfToken } from "../kv/trip-links.ts";
import {
  addTripDocument,
  assertRoomForDocument,
  countTripDocumentDownload,
  deleteTripDocument,
  getTripDocument,
  tripForDocuments,
} from "../kv/trip-documents.ts";
import { removeQuietly } from "../media/storage.ts";
import { documentPath, isDocumentId, receiveTripDocument, tripDocumentPaths } from "../media/trip-document-files.ts";
import type { Actor } from "./caller.ts";

/** A document to answer: its record and the open file (the caller streams it, which closes it). */
export type OpenedDocument = { document: TripDocument; file: Deno.FsFile; size: number };

/** Receives the multipart `request`'s document for trip `tripId` and records it. */
export async function uploadTripDocument(
  deps: AppDeps,
  actor: Actor,
  tripId: string,
  request: Request,
  audit?: AuditContext,
): Promise<TripDocument> {
  await tripForDocuments(deps.kv, tripId);
  await assertRoomForDocument(deps.kv, tripId);
  const paths = tripDocumentPaths(deps.config);
  const id = newId();
  const received = await receiveTripDocument(request, paths, id);
  const document: TripDocument = {
    id,
    name: received.originalName,
    kind: received.fields.kind,
    contentType: received.mime,
    bytes: received.size,
    ...(received.fields.itemId ? { itemId: received.fields.itemId } : {}),
    staffOnly: received.fields.staffOnly,
    uploadedAt: new Date().toISOString(),
    uploadedBy: actor.user.id,
  };
  try {
    return await addTripDocument(deps.kv, { ...document, tripId }, audit);
  } catch (error) {
    await removeQuietly(documentPath(paths, id)!);
    throw error;
  }
}

/** Deletes a document: its record first (no one is served it from then on), then its file. */
export async function deleteTripDocumentFile(deps: AppDeps, tripId: string, documentId: string, audit?: AuditContext) {
  const document = await deleteTripDocument(deps.kv, tripId, documentId, audit);
  await removeQuietly(documentPath(tripDocumentPaths(deps.config), document.id)!);
  return { id: document.id, deleted: true as const };
}

/** A document of trip `tripId` for staff (any document, not counted). */
export async function openStaffDocument(deps: AppDeps, tripId: string, documentId: string): Promise<OpenedDocument> {
  if (!isDocumentId(documentId)) throw notFound(TRIP_TEXTS.documentNotFound);
  await tripForDocuments(deps.kv, tripId);
  return await openFile(deps, await getTripDocument(deps.kv, tripId, documentId));
}

/**
 * A document by a trip link: 404 "not valid" for a malformed, unknown or revoked token, and the same
 * "not found" for a document of another trip, a staff-only one or none, so a link tells nothing of
 * what it cannot open. Each answered read is counted (not a HEAD: `count` false).
 */
export async function openLinkDocument(deps: AppDeps, token: string, documentId: string, count = true): Promise<OpenedDocument> {
  const link = await tripLinkOfToken(deps.kv, token);
  if (!isDocumentId(documentId)) throw notFound(TRIP_TEXTS.documentNotFound);
  const document = await getTripDocument(deps.kv, link.tripId, documentId);
  if (document.staffOnly) throw notFound(TRIP_TEXTS.documentNotFound);
  const opened = await openFile(deps, document);
  if (count) await countTripDocumentDownload(deps.kv, link.tripId, documentId);
  return opened;
}

async function openFile(deps: AppDeps, document: TripDocument): Promise<OpenedDocument> {
  try {
    const file = await Deno.open(documentPath(tripDocumentPaths(deps.config), document.id)!, { read: true });
    const size = (await file.stat()).size;
    return { document, file, size };
  } catch (error) {
    // Deleted meanwhile: its record is gone too.
    if (error instanceof Deno.errors.NotFound) throw notFound(TRIP_TEXTS.documentNotFound);
    throw error;
  }
}
