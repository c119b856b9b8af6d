/**
 * Trips (issue #31), free of HTTP: the staff's board and trip (with its phase, documents and
 * download counts, the pending-booking warning), the staff's save (a revision, its change lines,
 * the traveller's email and pushes through the outbox), revoking links; and the traveller's side
 * by private link: the trip as they read it (never a cost, a price or a staff-only document), the
 * co-traveller's read-only link (made and revoked by the traveller only), My journeys.
 */
import { SITE } from "../../contract/site.ts";
import type { Journey } from "../../contract/journeys.ts";
import {
  type StoredTrip,
  type TravellerTrip,
  type Trip,
  type TripContent,
  type TripDocument,
  type TripInput,
  tripInput,
  type TripPhase,
  type TripSummary,
  TRIP_TEXTS,
} from "../../contract/trips/model.ts";
import { pendingWarning, tripBookings, tripPhase } from "../../contract/trips/phase.ts";
import { consultantName } from "../../contract/user.ts";
import { forbidden, notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { KEYS } from "../kv/keys.ts";
import { listValues } from "../kv/records.ts";
import { addTripLink, mintTripLink, type TripLink, tripLinkOfToken } from "../kv/trip-links.ts";
import * as store from "../kv/trips.ts";
import { getUser, type StoredUser } from "../kv/users.ts";
import { tripChangedMail, tripLink, type TripMailOptions } from "../mail/trip-mail.ts";
import { tripChangedPush } from "../push/events.ts";
import type { Actor } from "./caller.ts";
import type { InquiryDeps } from "./inquiries.ts";

export type TripDeps = InquiryDeps;

const mailOptions = (deps: Pick<TripDeps, "config" | "siteUrl">): TripMailOptions => ({
  baseUrl: deps.siteUrl,
  mailFrom: deps.config.MAIL_FROM,
  staffEmail: deps.config.STAFF_EMAIL,
});

async function consultantOf(kv: Deno.Kv, trip: StoredTrip): Promise<string | undefined> {
  const user = await getUser(kv, trip.consultantId);
  return user ? consultantName(user) : undefined;
}

/** A trip's documents with each one's traveller downloads, in upload order. */
async function documentsOf(kv: Deno.Kv, tripId: string): Promise<Trip["documents"]> {
  const documents = (await listValues<TripDocument>(kv, KEYS.tripDocuments(tripId))).map((entry) => entry.value);
  const counts = await Promise.all(documents.map((d) => kv.get<Deno.KvU64>(KEYS.tripDocumentDownloads(tripId, d.id))));
  return documents.map((d, i) => ({ ...d, downloads: Number(counts[i].value?.value ?? 0n) }));
}

/** The staff's view of a stored trip. */
async function staffView(kv: Deno.Kv, entry: Deno.KvEntry<StoredTrip>, now = Date.now()): Promise<Trip> {
  const trip = entry.value;
  const { source: _source, ...rest } = trip;
  const consultant = await consultantOf(kv, trip);
  return {
    ...rest,
    version: entry.versionstamp,
    phase: tripPhase(trip, now),
    pendingWarning: pendingWarning(trip, now),
    documents: await documentsOf(kv, trip.id),
    ...(consultant ? { consultantName: consultant } : {}),
  };
}

export async function getTrip(deps: Pick<TripDeps, "kv">, id: string): Promise<Trip> {
  const entry = await store.getTrip(deps.kv, id);
  if (!entry) throw notFound(TRIP_TEXTS.notFound);
  return await staffView(deps.kv, entry);
}

/** The board's line of a trip. */
export function summaryOf(trip: StoredTrip, now = Date.now()): TripSummary {
  const bookings = tripBookings(trip);
  return {
    id: trip.id,
    title: trip.title,
    proposalId: trip.proposalId,
    currency: trip.currency,
    total: trip.total,
    ...(trip.startDate ? { startDate: trip.startDate } : {}),
    ...(trip.endDate ? { endDate: trip.endDate } : {}),
    phase: tripPhase(trip, now),
    partySize: trip.partySize,
    pendingWarning: pendingWarning(trip, now),
    consultantId: trip.consultantId,
    revision: trip.revision,
    updatedAt: trip.updatedAt,
    travellerName: trip.traveller.name,
    pendingBookings: bookings.filter((item) => item.bookingStatus === "pending").length,
    confirmedBookings: bookings.filter((item) => item.bookingStatus === "confirmed").length,
  };
}

/**
 * The board: every trip, or those of one phase, soonest departure first (undated last); returned
 * trips most recent first.
 */
export async function listTripBoard(deps: Pick<TripDeps, "kv">, phase?: TripPhase): Promise<TripSummary[]> {
  const now = Date.now();
  const lines = (await store.listTrips(deps.kv)).map((trip) => summaryOf(trip, now)).filter((line) => !phase || line.phase === phase);
  const key = (line: TripSummary) => line.startDate ?? "9999-99-99";
  const order = (a: TripSummary, b: TripSummary) =>
    a.phase === "returned" && b.phase === "returned" ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b));
  return lines.sort((a, b) => order(a, b) || a.id.localeCompare(b.id));
}

/** The content of a staff save: the editable trip without the editor's version and note. */
function contentOf(input: ReturnType<typeof tripInput.parse>): TripContent {
  const { version: _version, noteToTraveller: _note, ...content } = input;
  return content;
}

/**
 * Staff save the trip: 409 on a stale `version`; a new revision with its change lines; what the
 * traveller sees changed (or a note) is emailed to them with a new link and pushed to the devices
 * turned on from the trip's links, each with a link of its own access.
 */
export async function saveTrip(deps: TripDeps, actor: Actor, id: string, input: TripInput, audit?: AuditContext): Promise<Trip> {
  const parsed = tripInput.parse(input);
  const traveller = mintTripLink();
  const coTraveller = mintTripLink();
  const current = await store.getTrip(deps.kv, id);
  if (!current) throw notFound(TRIP_TEXTS.notFound);
  const consultant = await consultantOf(deps.kv, current.value);
  const options = mailOptions(deps);
  await store.updateTrip(deps.kv, id, {
    content: contentOf(parsed),
    ...(parsed.noteToTraveller ? { note: parsed.noteToTraveller } : {}),
    by: actor.user.id,
    ...(parsed.version !== undefined ? { expected: parsed.version } : {}),
  }, {
    travellerHash: traveller.hash,
    coTravellerHash: coTraveller.hash,
    messages: (trip, change, audiences) => [
      { kind: "mail", mail: tripChangedMail(trip, change, traveller.token, consultant, options) },
      ...tripChangedPush(trip, { traveller: audiences.traveller, coTraveller: audiences["co-traveller"] }, {
        traveller: `/trips/${traveller.token}`,
        coTraveller: `/trips/${coTraveller.token}`,
      }),
    ],
  }, audit);
  deps.outbox.wake();
  return await getTrip(deps, id);
}

/** Staff revoke every link of the trip: each stops working at once (devices turned on from them hear nothing more). */
export function revokeAllTripLinks(deps: Pick<TripDeps, "kv">, id: string, audit?: AuditContext): Promise<number> {
  return store.revokeTripLinks(deps.kv, id, { audit });
}

/** What a link opens: the trip and the link's access; 404 for a bad, unknown or revoked token, or a trip gone. */
export async function tripOfToken(deps: Pick<TripDeps, "kv">, token: string): Promise<{ link: TripLink & { hash: string }; trip: StoredTrip }> {
  const link = await tripLinkOfToken(deps.kv, token);
  const entry = await store.getTrip(deps.kv, link.tripId);
  if (!entry) throw notFound(TRIP_TEXTS.linkNotFound);
  return { link, trip: entry.value };
}

const travellerItem = <T extends { unitCost?: number; unitPrice?: number; quantity?: number }>(item: T) => {
  const { unitCost: _c, unitPrice: _p, quantity: _q, ...rest } = item;
  return rest;
};

/** The trip as a link holder reads it: no cost, price or quantity, no staff-only document. */
export async function travellerView(deps: Pick<TripDeps, "kv">, trip: StoredTrip, access: TripLink["access"], token: string, now = Date.now()): Promise<TravellerTrip> {
  const documents = (await listValues<TripDocument>(deps.kv, KEYS.tripDocuments(trip.id))).map((entry) => entry.value).filter((d) => !d.staffOnly);
  const consultant = await consultantOf(deps.kv, trip);
  return {
    id: trip.id,
    title: trip.title,
    access,
    travellerName: trip.traveller.name,
    language: trip.traveller.language,
    partySize: trip.partySize,
    timeZone: trip.timeZone,
    ...(trip.startDate ? { startDate: trip.startDate } : {}),
    ...(trip.endDate ? { endDate: trip.endDate } : {}),
    phase: tripPhase(trip, now),
    ...(consultant ? { consultantName: consultant } : {}),
    emergencyPhone: SITE.contact.phone,
    stay: trip.stay.map(travellerItem),
    days: trip.days.map((day) => ({ ...day, items: day.items.map(travellerItem) })),
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      contentType: d.contentType,
      bytes: d.bytes,
      ...(d.itemId ? { itemId: d.itemId } : {}),
      url: `/api/trip-links/${token}/documents/${d.id}`,
    })),
    revision: trip.revision,
    changes: trip.changes,
    updatedAt: trip.updatedAt,
  };
}

/** The traveller (or a co-traveller) opens their link. */
export async function openTrip(deps: Pick<TripDeps, "kv">, token: string): Promise<TravellerTrip> {
  const { link, trip } = await tripOfToken(deps, token);
  return await travellerView(deps, trip, link.access, token);
}

/** The traveller's own link is needed: a co-traveller's is read-only (403). */
async function travellersOwn(deps: Pick<TripDeps, "kv">, token: string) {
  const opened = await tripOfToken(deps, token);
  if (opened.link.access !== "traveller") throw forbidden(TRIP_TEXTS.readOnlyLink);
  return opened;
}

/** The traveller makes a read-only link to share with a co-traveller: its token and its page's address. */
export async function shareTrip(deps: Pick<TripDeps, "kv" | "siteUrl">, token: string): Promise<{ token: string; url: string }> {
  const { trip } = await travellersOwn(deps, token);
  const link = mintTripLink();
  const entry = await store.getTrip(deps.kv, trip.id);
  if (!entry) throw notFound(TRIP_TEXTS.linkNotFound);
  const res = await addTripLink(deps.kv.atomic().check(entry), trip.id, link.hash, "co-traveller", new Date().toISOString()).commit();
  if (!res.ok) return await shareTrip(deps, token);
  return { token: link.token, url: tripLink(deps.siteUrl, trip.traveller.language, link.token) };
}

/** The traveller revokes every co-traveller link of the trip (their own links stay). */
export async function revokeShared(deps: Pick<TripDeps, "kv">, token: string): Promise<{ revoked: number }> {
  const { trip } = await travellersOwn(deps, token);
  return { revoked: await store.revokeTripLinks(deps.kv, trip.id, { access: "co-traveller" }) };
}

/** Whether the trip is the member's: made for their account or their address. */
const isMembers = (trip: StoredTrip, user: StoredUser) =>
  trip.traveller.userId === user.id || trip.traveller.email.trim().toLowerCase() === user.email.trim().toLowerCase();

/** The member's trips for My journeys (by their address's index). */
export async function memberTripJourneys(deps: Pick<TripDeps, "kv">, user: StoredUser): Promise<Journey[]> {
  const ids = await store.tripIdsOfEmail(deps.kv, user.email);
  const now = Date.now();
  const found = await Promise.all(ids.map((id) => store.getTrip(deps.kv, id)));
  return found.flatMap((entry): Journey[] =>
    entry && isMembers(entry.value, user)
      ? [{
        kind: "trip",
        id: entry.value.id,
        title: entry.value.title,
        status: tripPhase(entry.value, now),
        startedAt: entry.value.createdAt,
        lastActivity: entry.value.updatedAt,
        href: `/journeys/trips/${entry.value.id}`,
      }]
      : []
  );
}

/** A new traveller link to the member's own trip (404 for anyone else's), to open its page from My journeys. */
export async function memberTripLink(deps: Pick<TripDeps, "kv">, user: StoredUser, tripId: string): Promise<{ token: string }> {
  const entry = await store.getTrip(deps.kv, tripId);
  if (!entry || !isMembers(entry.value, user)) throw notFound(TRIP_TEXTS.notFound);
  const link = mintTripLink();
  const res = await addTripLink(deps.kv.atomic().check(entry), tripId, link.hash, "traveller", new Date().toISOString()).commit();
  if (!res.ok) return await memberTripLink(deps, user, tripId);
  return { token: link.token };
}
