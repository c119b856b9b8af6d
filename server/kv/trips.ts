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
import { markChanged, tripChangeLines } from "../../contract/trips/changes.ts";
import { type StoredTrip, type TripChange, type TripContent, type TripDay, type TripItem, TRIP_LIMITS, TRIP_TEXTS } from "../../contract/trips/model.ts";
import { tripDates } from "../../contract/trips/phase.ts";
import { conflict, notFound, tooLarge } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { leadFollowsTrip } from "./lead-follows.ts";
import { dropSubscriptionsOf } from "./push-subscriptions.ts";
import { listIndexIds, listValues, transact } from "./records.ts";
import { moveTripRow } from "./report-rows.ts";
import { addTripLink, dropTripLinks, type TripAccess, type TripLink, tripLinkHashes } from "./trip-links.ts";

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
export async function addTripWrites(kv: Deno.Kv, op: Deno.AtomicOperation, trip: StoredTrip, linkHash: string): Promise<void> {
  op.check({ key: KEYS.tripByProposal(trip.proposalId), versionstamp: null })
    .check({ key: KEYS.trip(trip.id), versionstamp: null })
    .set(KEYS.trip(trip.id), trip)
    .set(KEYS.tripByProposal(trip.proposalId), trip.id)
    .set(KEYS.tripByEmail(trip.traveller.email.trim().toLowerCase(), trip.id), true);
  await moveTripRow(kv, op, null, trip);
  addTripLink(op, trip.id, linkHash, "traveller", trip.createdAt);
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
export async function addAcceptedTrip(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  proposal: StoredProposal,
  sent: SentProposal,
  acceptance: ProposalAcceptance,
  onAccept: TripOnAccept,
): Promise<StoredTrip> {
  const trip = tripFromAcceptance(proposal, sent, acceptance, { timeZone: onAccept.timeZone, now: acceptance.at });
  await addTripWrites(kv, op, trip, onAccept.linkHash);
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

/** The largest stored trip (its JSON), of a Deno KV value's 64 KiB: the oldest changes of its history go first. */
export const TRIP_MAX_CHARS = 60_000;
export const TRIP_TOO_LARGE = "This trip is too long to save. Shorten its descriptions.";

/** The trip's live links, each with its access (a link revoked meanwhile is left out). */
export async function liveTripLinks(kv: Deno.Kv, tripId: string): Promise<{ hash: string; access: TripAccess }[]> {
  const hashes = await tripLinkHashes(kv, tripId);
  const out: { hash: string; access: TripAccess }[] = [];
  for (let i = 0; i < hashes.length; i += 10) {
    const entries = await kv.getMany<TripLink[]>(hashes.slice(i, i + 10).map((hash) => KEYS.tripToken(hash)));
    entries.forEach((entry, j) => {
      if (entry.value) out.push({ hash: hashes[i + j], access: entry.value.access });
    });
  }
  return out;
}

/** The traveller's side of a change: new links for the email and the pushes, and what they send. */
export type TripChangeSends = {
  /** A new traveller link (the email's and the traveller's devices' push link). */
  travellerHash: string;
  /** A new co-traveller link, added only when a co-traveller's device is to hear of it. */
  coTravellerHash: string;
  /** The email and pushes, given the live links' hashes by access (whose devices hear it). */
  messages: (trip: StoredTrip, change: TripChange, audiences: Record<TripAccess, string[]>) => OutboxMessage[];
};

/** What a staff save changes: the content, and a note for the traveller. */
export type TripSave = { content: TripContent; note?: string; by: string; expected?: string };

/** `trip` with its history cut to what is kept and fits a KV value (oldest changes dropped first); 413 when the content alone does not. */
function fitted(trip: StoredTrip): StoredTrip {
  let changes = trip.changes.slice(-TRIP_LIMITS.changesKept);
  let next = { ...trip, changes };
  while (JSON.stringify(next).length > TRIP_MAX_CHARS && changes.length > 0) {
    changes = changes.slice(1);
    next = { ...trip, changes };
  }
  if (JSON.stringify(next).length > TRIP_MAX_CHARS) throw tooLarge(TRIP_TOO_LARGE);
  return next;
}

/**
 * Staff save a trip (`PUT /api/trips/{id}`), one commit checked against the record as read: 409
 * `staleEdit` when `expected` is not its versionstamp; the revision + 1; the items the change
 * lines name marked `changedIn`; the change (lines, note, who, when) kept in its history; the
 * audit entry; and, when the traveller sees a change (a line or a note), their email and pushes
 * in the outbox with new links. Answers the trip as written and the change.
 */
export async function updateTrip(
  kv: Deno.Kv,
  id: string,
  save: TripSave,
  sends: TripChangeSends,
  audit?: AuditContext,
): Promise<{ trip: StoredTrip; change: TripChange }> {
  return await transact(async () => {
    const entry = await getTrip(kv, id);
    if (!entry) throw notFound(TRIP_TEXTS.notFound);
    if (save.expected !== undefined && save.expected !== entry.versionstamp) throw conflict(TRIP_TEXTS.staleEdit);
    const current = entry.value;
    const now = new Date().toISOString();
    const revision = current.revision + 1;
    const lines = tripChangeLines(current, save.content);
    const change: TripChange = { revision, at: now, by: save.by, lines, ...(save.note ? { note: save.note } : {}) };
    const content = markChanged(save.content, lines, revision, current);
    const written = fitted({
      ...current,
      ...content,
      ...tripDates(content.days),
      revision,
      changes: [...current.changes, change],
      updatedAt: now,
    });
    if (!tripDates(content.days).startDate) {
      delete written.startDate;
      delete written.endDate;
    }
    const op = kv.atomic().check(entry).set(KEYS.trip(id), written);
    await moveTripRow(kv, op, current, written);
    if (written.startDate !== current.startDate || written.endDate !== current.endDate) await leadFollowsTrip(kv, op, written);
    if (lines.length > 0 || save.note) {
      const live = await liveTripLinks(kv, id);
      const audiences: Record<TripAccess, string[]> = {
        traveller: live.filter((l) => l.access === "traveller").map((l) => l.hash),
        "co-traveller": live.filter((l) => l.access === "co-traveller").map((l) => l.hash),
      };
      addTripLink(op, id, sends.travellerHash, "traveller", now);
      if (audiences["co-traveller"].length) addTripLink(op, id, sends.coTravellerHash, "co-traveller", now);
      for (const message of sends.messages(written, change, audiences)) addToOutbox(op, message);
    }
    addAudit(op, audit, {
      entity: "trip",
      entityId: id,
      action: "update",
      before: { revision: current.revision, title: current.title, startDate: current.startDate },
      after: { revision, title: written.title, startDate: written.startDate, lines: lines.length, ...(save.note ? { note: save.note } : {}) },
      changed: [...new Set(lines.map((l) => `${l.kind}:${l.itemId}`))],
    });
    return { op, result: { trip: written, change } };
  });
}

/** Links dropped in one commit of a revoke: each link's devices' subscriptions go with it (a check each). */
const LINKS_PER_COMMIT = 20;

/**
 * Removes links of a trip (every link, or those of one access) and the push subscriptions asked
 * through them, with the audit entry when staff do it. Each commit checks the trip's links counter,
 * so a link added meanwhile makes it read again; a trip with many links is revoked in several
 * commits, the audit entry with the last. Answers how many stopped working.
 */
export async function revokeTripLinks(kv: Deno.Kv, id: string, options: { access?: TripAccess; audit?: AuditContext } = {}): Promise<number> {
  let revoked = 0;
  for (;;) {
    const batch = await transact(async () => {
      const [entry, counter] = await Promise.all([getTrip(kv, id), kv.get(KEYS.tripLinksChanged(id))]);
      if (!entry) throw notFound(TRIP_TEXTS.notFound);
      const live = await liveTripLinks(kv, id);
      const matching = live.filter((l) => !options.access || l.access === options.access).map((l) => l.hash);
      const dropped = matching.slice(0, LINKS_PER_COMMIT);
      const last = matching.length <= LINKS_PER_COMMIT;
      const op = dropTripLinks(kv.atomic().check(entry).check(counter), id, dropped);
      for (const hash of dropped) await dropSubscriptionsOf(kv, op, { kind: "trip", id: hash });
      if (last && options.audit) {
        addAudit(op, options.audit, {
          entity: "trip",
          entityId: id,
          action: "revoke_links",
          before: { activeLinks: live.length + revoked },
          after: { activeLinks: live.length - dropped.length },
          ...(options.access ? { changed: [options.access] } : {}),
        });
      }
      return { op, result: { count: dropped.length, last } };
    });
    revoked += batch.count;
    if (batch.last) return revoked;
  }
}
