/**
 * A trip's private documents (vouchers, e-tickets, insurance, visas) and its calendar, as staff,
 * the traveller's page and the server agree on them. Staff upload a document as multipart/form-data
 * with its text fields BEFORE the file (the server streams the file to disk and reads only the
 * fields sent ahead of it); the traveller reads it at `tripDocumentUrl`, never cached
 * (`private, no-store`), and each of those reads is counted for staff.
 */
import { z } from "zod";
import { DOCUMENT_KINDS, tripDocument, TRIP_TEXTS } from "./model.ts";

/** The API's English texts for documents besides TRIP_TEXTS' (translated: locales/{lang}/answers.json). */
export const TRIP_DOCUMENT_TEXTS = {
  kind: "A document's kind must be voucher, e-ticket, insurance, visa or other.",
  staffOnly: "Say whether the document is for staff only: the field staffOnly, true or false, sent before the file.",
} as const;

/** The multipart fields of `POST /api/trips/{id}/documents`: `kind`, `itemId` and `staffOnly` (required) come before `file`. */
export const TRIP_DOCUMENT_FIELDS = {
  file: "file",
  kind: "kind",
  itemId: "itemId",
  staffOnly: "staffOnly",
} as const;

/**
 * The text fields of an upload, as sent. `staffOnly` ("true" or "false") must be sent: a field sent
 * after the file is never read, and a staff-only document taken for the traveller's would be shown
 * to them.
 */
export const tripDocumentFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: TRIP_DOCUMENT_TEXTS.kind }).default("other"),
  itemId: z.string().trim().max(40, TRIP_TEXTS.unknownItem).optional().transform((value) => value || undefined),
  staffOnly: z.enum(["true", "false"], { error: TRIP_DOCUMENT_TEXTS.staffOnly }).transform((value) => value === "true"),
});
export type TripDocumentFields = z.output<typeof tripDocumentFields>;

/** A document as staff see it: with how many times the trip's link holders downloaded it. */
export const staffTripDocument = tripDocument.extend({ downloads: z.number().int() });
export type StaffTripDocument = z.infer<typeof staffTripDocument>;

/** Where a link holder downloads a document (`GET`; staff-only documents are not there). */
export const tripDocumentUrl = (token: string, documentId: string) =>
  `/api/trip-links/${encodeURIComponent(token)}/documents/${encodeURIComponent(documentId)}`;

/** The trip's calendar (iCalendar, a subscription address too), unprefixed or under a language's prefix. */
export const TRIP_CALENDAR_PATH = /^\/trips\/([A-Za-z0-9_-]{1,128})\.ics$/;
export const tripCalendarUrl = (token: string) => `/trips/${encodeURIComponent(token)}.ics`;
