/**
 * A trip's documents' records (the files are DATA_DIR/trip-documents/{id}: media/trip-document-files.ts).
 * An upload's record, its trip's document count (checked: at most TRIP_LIMITS.documents) and its
 * audit entry commit together, checked against the trip it read (an item to attach to must be in
 * the trip as it is). Each download by a link holder adds one to the document's KvU64 counter
 * (`sum`, so concurrent downloads never lose one); staff read the counts with the documents.
 */
import type { StaffTripDocument } from "../../contract/trips/documents.ts";
import { type StoredTrip, TRIP_LIMITS, TRIP_TEXTS, type TripDocument } from "../../contract/trips/model.ts";
import { badRequest, full, notFound } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";
import { getTrip } from "./trips.ts";

/** The trip (404 when there is none). */
export async function tripForDocuments(kv: Deno.Kv, tripId: string): Promise<Deno.KvEntry<StoredTrip>> {
  const entry = await getTrip(kv, tripId);
  if (!entry) throw notFound(TRIP_TEXTS.notFound);
  return entry;
}

const itemIds = (trip: StoredTrip) => new Set([...trip.stay, ...trip.days.flatMap((day) => day.items)].map((item) => item.id));

/** Refuses before the upload is read when the trip is already full (the commit checks again). */
export async function assertRoomForDocument(kv: Deno.Kv, tripId: string): Promise<void> {
  const count = (await kv.get<number>(KEYS.tripDocumentCount(tripId))).value ?? 0;
  if (count >= TRIP_LIMITS.documents) throw full(TRIP_TEXTS.tooManyDocuments);
}

/** Stores an uploaded document's record in its trip, with the count checked and the audit entry. */
export async function addTripDocument(kv: Deno.Kv, document: TripDocument & { tripId: string }, audit?: AuditContext): Promise<TripDocument> {
  const { tripId, ...record } = document;
  return await transact(async () => {
    const [trip, count] = await kv.getMany<[StoredTrip, number]>([KEYS.trip(tripId), KEYS.tripDocumentCount(tripId)]);
    if (trip.value === null) throw notFound(TRIP_TEXTS.notFound);
    if (record.itemId !== undefined && !itemIds(trip.value).has(record.itemId)) {
      throw badRequest(TRIP_TEXTS.unknownItem, [{ path: "itemId", message: TRIP_TEXTS.unknownItem }]);
    }
    const held = count.value ?? 0;
    if (held >= TRIP_LIMITS.documents) throw full(TRIP_TEXTS.tooManyDocuments);
    const op = kv.atomic()
      .check(trip, count, { key: KEYS.tripDocument(tripId, record.id), versionstamp: null })
      .set(KEYS.tripDocument(tripId, record.id), record)
      .set(KEYS.tripDocumentCount(tripId), held + 1);
    addAudit(op, audit, { entity: "trip", entityId: tripId, action: "upload", after: { document: record } });
    return { op, result: record };
  });
}

/** A document's record (404 when the trip has none of that id). */
export async function getTripDocument(kv: Deno.Kv, tripId: string, documentId: string): Promise<TripDocument> {
  const record = (await kv.get<TripDocument>(KEYS.tripDocument(tripId, documentId))).value;
  if (!record) throw notFound(TRIP_TEXTS.documentNotFound);
  return record;
}

/** Removes a document's record, its download count and one from the trip's count, with the audit entry. */
export async function deleteTripDocument(kv: Deno.Kv, tripId: string, documentId: string, audit?: AuditContext): Promise<TripDocument> {
  return await transact(async () => {
    const [doc, count] = await kv.getMany<[TripDocument, number]>([KEYS.tripDocument(tripId, documentId), KEYS.tripDocumentCount(tripId)]);
    if (doc.value === null) throw notFound(TRIP_TEXTS.documentNotFound);
    const op = kv.atomic()
      .check(doc, count)
      .delete(KEYS.tripDocument(tripId, documentId))
      .delete(KEYS.tripDocumentDownloads(tripId, documentId))
      .set(KEYS.tripDocumentCount(tripId), Math.max(0, (count.value ?? 1) - 1));
    addAudit(op, audit, { entity: "trip", entityId: tripId, action: "delete", before: { document: doc.value } });
    return { op, result: doc.value };
  });
}

/** Counts one download of a document by a link holder. */
export async function countTripDocumentDownload(kv: Deno.Kv, tripId: string, documentId: string): Promise<void> {
  await kv.atomic().sum(KEYS.tripDocumentDownloads(tripId, documentId), 1n).commit();
}

/** A trip's documents, oldest first (ids are time-ordered), each with its downloads: what staff see. */
export async function staffTripDocuments(kv: Deno.Kv, tripId: string): Promise<StaffTripDocument[]> {
  const [documents, counts] = await Promise.all([
    listValues<TripDocument>(kv, KEYS.tripDocuments(tripId)),
    listValues<Deno.KvU64>(kv, KEYS.tripDocumentDownloadsOf(tripId)),
  ]);
  const downloads = new Map(counts.map((entry) => [String(entry.key.at(-1)), Number(entry.value.value)]));
  return documents.map(({ value }) => ({ ...value, downloads: downloads.get(value.id) ?? 0 }));
}
