/**
 * A trip planted straight into the database (the record, its indexes and the traveller's link,
 * written as an acceptance writes them), so trip features are tested without accepting a
 * proposal. The default trip: "Dubai in style" for Layla Haddad, three days from 2027-03-01 in
 * Asia/Dubai, a transfer at 14:00 on day 1 (t1), a desert safari on day 2 (a1), a free morning
 * note on day 3 (n1), and the Palace hotel (h1) and a spa add-on (spa) as its stay. Every booking
 * pending, revision 1.
 */
import type { StoredTrip } from "../../contract/trips/model.ts";
import { tripDates } from "../../contract/trips/phase.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { addTripLink, mintTripLink, type TripAccess } from "../../server/kv/trip-links.ts";
import { addTripWrites } from "../../server/kv/trips.ts";

export type PlantedTrip = { trip: StoredTrip; token: string };

/** The default trip's record, with `overrides` (the dates follow the days unless given). */
export function tripRecord(overrides: Partial<StoredTrip> = {}): StoredTrip {
  const now = new Date().toISOString();
  const days: StoredTrip["days"] = overrides.days ?? [
    {
      id: "d1", date: "2027-03-01", title: "Arrival", items: [{
        id: "t1", kind: "transfer", title: "Airport transfer", time: "14:00", place: "DXB Terminal 3", supplier: "SecretCars LLC",
        bookingStatus: "pending", contacts: [{ role: "driver", name: "Omar", phone: "+971500000001" }], unitPrice: 150, unitCost: 90, quantity: 1,
      }],
    },
    {
      id: "d2", date: "2027-03-02", title: "Desert", items: [{
        id: "a1", kind: "experience", title: "Desert safari", place: "Al Marmoom", time: "15:30",
        bookingStatus: "pending", contacts: [], unitPrice: 450, unitCost: 300, quantity: 2,
      }],
    },
    { id: "d3", date: "2027-03-03", title: "Departure", items: [{ id: "n1", kind: "note", title: "Free morning", bookingStatus: "pending", contacts: [], unitPrice: 0, unitCost: 0, quantity: 0 }] },
  ];
  return {
    id: `trip${crypto.randomUUID().slice(0, 8)}`,
    proposalId: `p${crypto.randomUUID().slice(0, 8)}`,
    title: "Dubai in style",
    partySize: 2,
    timeZone: "Asia/Dubai",
    traveller: { name: "Layla Haddad", email: "layla@example.com", language: "en" },
    currency: "USD",
    optionId: "o1",
    addOnIds: ["spa"],
    total: 3550,
    stay: [
      { id: "h1", kind: "hotel", title: "Palace, 2 nights", bookingStatus: "pending", contacts: [], unitPrice: 1000, unitCost: 800, quantity: 2 },
      { id: "spa", kind: "experience", title: "Spa afternoon", bookingStatus: "pending", contacts: [], unitPrice: 250, unitCost: 100, quantity: 2 },
    ],
    days,
    ...tripDates(days),
    consultantId: "staff",
    revision: 1,
    changes: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * Writes a trip (the default one with `overrides`) with its indexes and a traveller link; answers
 * the record and the link's token. `access: "co-traveller"` adds a second, read-only link and
 * answers that token instead.
 */
export async function plantTrip(kv: Deno.Kv, overrides: Partial<StoredTrip> = {}, options: { access?: TripAccess } = {}): Promise<PlantedTrip> {
  const trip = tripRecord(overrides);
  const link = mintTripLink();
  const op = kv.atomic();
  await addTripWrites(kv, op, trip, link.hash);
  let token = link.token;
  if (options.access === "co-traveller") {
    const shared = mintTripLink();
    addTripLink(op, trip.id, shared.hash, "co-traveller", trip.createdAt);
    token = shared.token;
  }
  if (!(await op.commit()).ok) throw new Error("could not plant the trip");
  return { trip, token };
}

/** The trip as stored now. */
export async function storedTrip(kv: Deno.Kv, id: string): Promise<StoredTrip> {
  return (await kv.get<StoredTrip>(KEYS.trip(id))).value!;
}
