/**
 * Trips (issue #31): what an accepted proposal becomes. The trip is a copy of the accepted sent
 * version's itinerary (its days, the chosen option's items and add-ons) that staff keep current:
 * bookings with their supplier, confirmation and status, contacts, addresses, documents. The
 * traveller holds private links to it (the same token rules as threads and proposals); a second,
 * read-only kind of link is for co-travellers.
 *
 * Times are wall-clock times in the trip's own `timeZone` (where the traveller is), dates are
 * YYYY-MM-DD of that zone. Every staff change makes a new `revision`; an item remembers the
 * revision that last changed it (`changedIn`), so the traveller's page can mark what changed since
 * the revision they last saw.
 */
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { optionalText, requiredText } from "../fields.ts";
import { PROPOSAL_CURRENCIES, PROPOSAL_ITEM_KINDS, PROPOSAL_LIMITS, proposalTraveller } from "../proposals/model.ts";

export const TRIP_LIMITS = {
  /** Documents one trip may hold (vouchers, tickets, insurance, visas). */
  documents: 60,
  /** Largest document, in bytes. */
  documentBytes: 10 * 1024 * 1024,
  contactsPerItem: 5,
  /** Changes kept in a trip's history shown to staff and the traveller. */
  changesKept: 100,
  /** Days before departure a pending booking is a warning on the board. */
  pendingWarningDays: 7,
  /** The board's "upcoming" window, in days. */
  upcomingDays: 30,
} as const;

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const CONTACT_ROLES = ["driver", "hotel", "guide", "other"] as const;
export const DOCUMENT_KINDS = ["voucher", "e-ticket", "insurance", "visa", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** What a document may be: checked by magic bytes on upload, like media uploads. */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;

/** Where the trip is: travelling between its first and last day (in its zone), else before or after. */
export const TRIP_PHASES = ["upcoming", "travelling", "returned"] as const;
export type TripPhase = (typeof TRIP_PHASES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be written HH:MM (24 hours).");
const partId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Id must be 1 to 40 letters, digits, - or _.");
const amount = z.number().finite().min(0).max(PROPOSAL_LIMITS.maxAmount);

export const tripContact = z.object({
  role: z.enum(CONTACT_ROLES),
  name: requiredText("Each contact needs a name."),
  phone: optionalText(LIMITS.phone),
});
export type TripContact = z.output<typeof tripContact>;

/**
 * One line of the trip: the proposal's item, plus what staff keep for the journey. `address` opens
 * in the phone's maps app; `confirmation` is the supplier's reference. Notes have no booking.
 */
export const tripItem = z.object({
  id: partId,
  kind: z.enum(PROPOSAL_ITEM_KINDS),
  refId: z.string().trim().max(64).optional(),
  title: requiredText("Each item needs a title."),
  time: clockTime.optional(),
  endTime: clockTime.optional(),
  place: optionalText(),
  address: optionalText(LIMITS.address),
  description: optionalText(LIMITS.longText),
  image: optionalText(LIMITS.address),
  supplier: optionalText(),
  confirmation: optionalText(),
  bookingStatus: z.enum(BOOKING_STATUSES).default("pending"),
  contacts: z.array(tripContact).max(TRIP_LIMITS.contactsPerItem).default([]),
  unitPrice: amount.default(0),
  unitCost: amount.default(0),
  quantity: z.number().int().min(0).max(PROPOSAL_LIMITS.maxQuantity).default(1),
  /** The revision that last changed this item (set by the server). */
  changedIn: z.number().int().optional(),
});
export type TripItem = z.output<typeof tripItem>;

export const tripDay = z.object({
  id: partId,
  date: day.optional(),
  title: optionalText(),
  items: z.array(tripItem).max(PROPOSAL_LIMITS.itemsPerDay).default([]),
});
export type TripDay = z.output<typeof tripDay>;

/** What staff write (`PUT /api/trips/{id}`): the editable trip and, optionally, a note for the traveller. */
export const tripInput = z.object({
  /** The `version` the editor loaded; 409 when the trip changed since. */
  version: z.string().optional(),
  title: requiredText("The trip needs a title."),
  partySize: z.number().int().min(LIMITS.numPeopleMin).max(LIMITS.numPeopleMax),
  /** IANA zone where the trip happens (its times are wall-clock times there). */
  timeZone: z.string().max(64),
  /** Items for the whole stay (the chosen option's hotel, add-ons), shown before the days. */
  stay: z.array(tripItem).max(PROPOSAL_LIMITS.itemsPerOption + PROPOSAL_LIMITS.addOns).default([]),
  days: z.array(tripDay).min(1).max(PROPOSAL_LIMITS.days),
  /** What the traveller reads with the change message (email and push). */
  noteToTraveller: optionalText(LIMITS.longText),
});
export type TripInput = z.input<typeof tripInput>;
export type TripContent = Omit<z.output<typeof tripInput>, "version" | "noteToTraveller">;

/** One staff change as the traveller and staff read it: the sentences of what changed, and the note. */
export const tripChange = z.object({
  revision: z.number().int(),
  at: z.string(),
  by: z.string(),
  /** Localised when shown: the structured facts (see trips/changes.ts). */
  lines: z.array(z.object({
    kind: z.enum(["added", "removed", "time", "place", "date", "status", "details"]),
    itemId: z.string(),
    title: z.string(),
    date: z.string().optional(),
    time: z.string().optional(),
    place: z.string().optional(),
    /** The booking's new status (kind "status"). */
    status: z.enum(BOOKING_STATUSES).optional(),
    /** The item's kind: a transfer or a flight "leaves", anything else "starts". */
    itemKind: z.enum(PROPOSAL_ITEM_KINDS).optional(),
  })),
  note: z.string().optional(),
});
export type TripChange = z.infer<typeof tripChange>;

export const tripDocument = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  contentType: z.enum(DOCUMENT_TYPES),
  bytes: z.number().int(),
  /** The item it belongs to, when it is one item's (a voucher for a transfer). */
  itemId: z.string().optional(),
  /** Staff-only documents are never shown or served to a link holder. */
  staffOnly: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type TripDocument = z.infer<typeof tripDocument>;

/** The record under `["trips", id]`. */
export type StoredTrip = TripContent & {
  id: string;
  proposalId: string;
  /** The source inquiry, bespoke request or chat of the proposal, if any. */
  source?: { kind: "inquiry" | "bespoke" | "chat"; id: string };
  traveller: z.output<typeof proposalTraveller>;
  currency: (typeof PROPOSAL_CURRENCIES)[number];
  /** What was accepted: the option, add-ons and the total the traveller agreed to. */
  optionId: string;
  addOnIds: string[];
  total: number;
  startDate?: string;
  endDate?: string;
  /** The staff member who sent the accepted proposal: the traveller's consultant. */
  consultantId: string;
  revision: number;
  changes: TripChange[];
  createdAt: string;
  updatedAt: string;
};

/** The staff's view: the record with its versionstamp, phase, documents and download counts. */
export const trip = tripInput.omit({ noteToTraveller: true }).extend({
  id: z.string(),
  version: z.string(),
  proposalId: z.string(),
  traveller: proposalTraveller,
  currency: z.enum(PROPOSAL_CURRENCIES),
  optionId: z.string(),
  addOnIds: z.array(z.string()),
  total: z.number(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  phase: z.enum(TRIP_PHASES),
  consultantId: z.string(),
  consultantName: z.string().optional(),
  revision: z.number(),
  changes: z.array(tripChange),
  documents: z.array(tripDocument.extend({ downloads: z.number() })),
  /** Items still pending with departure within TRIP_LIMITS.pendingWarningDays. */
  pendingWarning: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof trip>;

/** One line of the staff's trips board. */
export const tripSummary = trip.pick({
  id: true, title: true, proposalId: true, currency: true, total: true, startDate: true, endDate: true, phase: true,
  partySize: true, pendingWarning: true, consultantId: true, revision: true, updatedAt: true,
}).extend({ travellerName: z.string(), pendingBookings: z.number(), confirmedBookings: z.number() });
export type TripSummary = z.infer<typeof tripSummary>;

/** What a link holder reads (`GET /api/trip-links/{token}`): never a cost, a supplier's price or a staff-only document. */
export const travellerTripItem = tripItem.omit({ unitCost: true, unitPrice: true, quantity: true });
export const travellerTrip = z.object({
  id: z.string(),
  title: z.string(),
  /** "traveller" for the traveller's own links; "co-traveller" for the shared read-only link. */
  access: z.enum(["traveller", "co-traveller"]),
  travellerName: z.string(),
  language: proposalTraveller.shape.language,
  partySize: z.number(),
  timeZone: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  phase: z.enum(TRIP_PHASES),
  consultantName: z.string().optional(),
  /** The agency's 24/7 line. */
  emergencyPhone: z.string(),
  stay: z.array(travellerTripItem),
  days: z.array(tripDay.omit({ items: true }).extend({ items: z.array(travellerTripItem) })),
  documents: z.array(tripDocument.pick({ id: true, name: true, kind: true, contentType: true, bytes: true, itemId: true })
    .extend({ url: z.string() })),
  revision: z.number(),
  changes: z.array(tripChange),
  updatedAt: z.string(),
});
export type TravellerTrip = z.infer<typeof travellerTrip>;

/** The API's English texts for trips (translated like every answer, locales/{lang}/answers.json). */
export const TRIP_TEXTS = {
  notFound: "Trip not found.",
  linkNotFound: "This trip link is not valid. Please ask your consultant for a new one.",
  documentNotFound: "Document not found.",
  staleEdit: "This trip was changed by someone else since you opened it. Reload to see the latest version.",
  readOnlyLink: "This link is read-only.",
  tooManyDocuments: `A trip can hold at most ${TRIP_LIMITS.documents} documents.`,
  documentType: "Documents must be PDF, JPEG, PNG or WebP files.",
  documentTooLarge: `Documents must be at most ${TRIP_LIMITS.documentBytes / 1024 / 1024} MB.`,
  unknownItem: "The item to attach to is not in this trip.",
} as const;
