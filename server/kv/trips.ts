/**
 * Trips (issue #31): the journey an accepted proposal becomes, under `["trips", id]`, with its
 * indexes (one trip per proposal; a traveller's trips by address, for My journeys) and its private
 * links (trip-links.ts). A trip is born INSIDE the acceptance's own atomic commit
 * (proposal-answers.ts `acceptProposal` calls `addAcceptedTrip`): the proposal becomes Accepted,
 * the trip, its indexes, the traveller's first link and their "your trip is ready" email (outbox)
 * are stored together or not at all, and a second acceptance can never make a second trip
 * (the `trips_by_proposal` key is checked empty).
 *
 * The trip copies the accepted sent version: its days (dated from the proposal's start date), and
 * as the stay the chosen option's items and the chosen add-ons. Every booking starts pending.
 */
import { addDays } from "../../contract/agency-time.ts";
import type { ProposalAcceptance, ProposalItem, SentProposal, StoredProposal } from "../../contract/proposals/model.ts";
import type { StoredTrip, TripDay, TripItem } from "../../contract/trips/model.ts";
import { tripDates } from "../../contract/trips/phase.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { listIndexIds, listValues } from "./records.ts";
import { addTripLink } from "./trip-links.ts";

/** A trip item of a proposal item: the same line, its booking pending, no contacts yet. */
function itemOf(item: ProposalItem): TripItem {
  return { ...item, bookingStatus: "pending", contacts: [] };
}

/** The trip an acceptance makes of the accepted version (no I/O): `timeZone` is where it happens (the agency's zone until staff say). */
export function tripFromAcceptance(
  proposal: StoredProposal,
  sent: SentProposal,
  acceptance: ProposalAcceptance,
  options: { id?: string; timeZone: string; now: string },
): StoredTrip {
  const content = sent.content;
  const start = content.startDate;
  const days: TripDay[] = content.days.map((day, i) => ({
    ...day,
    ...(day.date ? {} : start ? { date: addDays(start, i) } : {}),
    items: day.items.map(itemOf),
  }));
  const option = content.options.find((o) => o.id === acceptance.optionId);
  const taken = new Set(acceptance.addOnIds);
  const used = new Set([...days.flatMap((d) => d.items), ...(option?.items ?? [])].map((item) => item.id));
  const addOns: TripItem[] = content.addOns.filter((a) => taken.has(a.id)).map((a) => ({
    id: used.has(a.id) ? `${a.id}-add-on`.slice(-40) : a.id,
    kind: "experience",
    title: a.title,
    ...(a.description ? { description: a.description } : {}),
    unitPrice: a.unitPrice,
    unitCost: a.unitCost,
    quantity: a.quantity,
    bookingStatus: "pending",
    contacts: [],
  }));
  const dates = tripDates(days);
  return {
    id: options.id ?? newId(),
    proposalId: proposal.id,
    ...(proposal.source ? { source: proposal.source } : {}),
    title: content.title,
    partySize: content.partySize,
    timeZone: options.timeZone,
    traveller: content.traveller,
    currency: content.currency,
    optionId: acceptance.optionId,
    addOnIds: acceptance.addOnIds,
    total: acceptance.total,
    stay: [...(option?.items ?? []).map(itemOf), ...addOns],
    days: days.length ? days : [{ id: "day-1", ...(start ? { date: start } : {}), items: [] }],
    ...(dates.startDate ? dates : start ? { startDate: start, endDate: start } : {}),
    consultantId: sent.sentBy,
    revision: 1,
    changes: [],
    createdAt: options.now,
    updatedAt: options.now,
  };
}

/**
 * Adds a new trip to a commit: the record, its indexes and the traveller's link `linkHash`. The
 * commit fails when the proposal has a trip already (its index is checked empty).
 */
export function addTripWrites(op: Deno.AtomicOperation, trip: StoredTrip, linkHash: string): Deno.AtomicOperation {
  op.check({ key: KEYS.tripByProposal(trip.proposalId), versionstamp: null })
    .check({ key: KEYS.trip(trip.id), versionstamp: null })
    .set(KEYS.trip(trip.id), trip)
    .set(KEYS.tripByProposal(trip.proposalId), trip.id)
    .set(KEYS.tripByEmail(trip.traveller.email.trim().toLowerCase(), trip.id), true);
  return addTripLink(op, trip.id, linkHash, "traveller", trip.createdAt);
}

/** What the acceptance needs to make the trip: the traveller's first link (its hash; the token is in the mail) and the mail. */
export type TripOnAccept = {
  linkHash: string;
  /** "Your trip is ready", with the link's token. */
  mail: (trip: StoredTrip) => OutboxMessage;
  /** Where the trip happens until staff say (the agency's zone). */
  timeZone: string;
};

/** The trip of an acceptance, added to the acceptance's commit with its link and email; answers it. */
export function addAcceptedTrip(
  op: Deno.AtomicOperation,
  proposal: StoredProposal,
  sent: SentProposal,
  acceptance: ProposalAcceptance,
  onAccept: TripOnAccept,
): StoredTrip {
  const trip = tripFromAcceptance(proposal, sent, acceptance, { timeZone: onAccept.timeZone, now: acceptance.at });
  addTripWrites(op, trip, onAccept.linkHash);
  addToOutbox(op, onAccept.mail(trip));
  return trip;
}

/** A trip and its versionstamp (what a write checks), or null. */
export async function getTrip(kv: Deno.Kv, id: string): Promise<Deno.KvEntry<StoredTrip> | null> {
  const entry = await kv.get<StoredTrip>(KEYS.trip(id));
  return entry.value === null ? null : entry as Deno.KvEntry<StoredTrip>;
}

/** Every trip, in id (creation) order. */
export async function listTrips(kv: Deno.Kv): Promise<StoredTrip[]> {
  return (await listValues<StoredTrip>(kv, KEYS.trips())).map((entry) => entry.value);
}

/** The trip an accepted proposal became, if any. */
export async function tripIdOfProposal(kv: Deno.Kv, proposalId: string): Promise<string | null> {
  return (await kv.get<string>(KEYS.tripByProposal(proposalId))).value;
}

/** The ids of the trips of a traveller's address (My journeys). */
export function tripIdsOfEmail(kv: Deno.Kv, email: string): Promise<string[]> {
  return listIndexIds(kv, KEYS.tripsOfEmail(email.trim().toLowerCase()));
}
