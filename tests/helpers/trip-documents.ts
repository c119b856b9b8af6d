/**
 * For the trip documents' and calendar's tests: a trip planted with `plantTrip` (tests/helpers/trips.ts)
 * with a traveller's and a co-traveller's link, a small real PDF, and a staff upload as the trip editor
 * sends it (the text fields first, then the file).
 */
import { type StoredTrip, tripInput } from "../../contract/trips/model.ts";
import { addTripLink, mintTripLink } from "../../server/kv/trip-links.ts";
import type { TestApp } from "./app.ts";
import { plantTrip } from "./trips.ts";

export type PlantedTrip = { trip: StoredTrip; token: string; coToken: string };

/**
 * A three-day trip in Paris (a zone with daylight saving) for a French traveller: timed, untimed,
 * overnight, pending, confirmed and cancelled items, an undated day, and the hotel as its stay.
 */
export function parisTrip(): Partial<StoredTrip> {
  const content = tripInput.parse({
    title: "Paris in spring",
    partySize: 2,
    timeZone: "Europe/Paris",
    stay: [{ id: "h1", kind: "hotel", title: "Le Grand Hôtel, 3 nights", address: "2 Rue Scribe, 75009 Paris", bookingStatus: "confirmed", confirmation: "GH-7788" }],
    days: [
      {
        id: "d1", date: "2027-03-27", title: "Arrival", items: [
          {
            id: "t1", kind: "transfer", title: "Airport transfer", time: "14:00", endTime: "15:15", place: "CDG Terminal 2E",
            confirmation: "TX-42", bookingStatus: "confirmed", supplier: "Paris Cars", unitCost: 654.32, unitPrice: 987.65,
            contacts: [{ role: "driver", name: "Jean Martin", phone: "+33 6 12 34 56 78" }],
          },
          { id: "dinner", kind: "experience", title: "Dinner cruise", time: "21:30", endTime: "00:30", bookingStatus: "pending" },
        ],
      },
      // Clocks go forward in Paris in the night to 28 March 2027: 10:00 there is 08:00 UTC.
      { id: "d2", date: "2027-03-28", title: "Louvre", items: [{ id: "l1", kind: "experience", title: "Louvre tour", time: "10:00", bookingStatus: "cancelled" }] },
      { id: "d3", date: "2027-03-29", title: "Departure", items: [{ id: "n1", kind: "note", title: "Free morning" }] },
      { id: "d4", title: "Undated extra", items: [{ id: "x1", kind: "note", title: "Someday" }] },
    ],
  });
  const { title, partySize, timeZone, stay, days } = content;
  return {
    title, partySize, timeZone, stay, days,
    traveller: { name: "Camille Durand", email: "camille@example.com", language: "fr" },
    currency: "EUR",
    total: 4200,
    revision: 3,
  };
}

/** Stores the Paris trip (with `over`) as an acceptance writes it, with a traveller's and a co-traveller's link. */
export async function plantTripWithLinks(kv: Deno.Kv, over: Partial<StoredTrip> = {}): Promise<PlantedTrip> {
  const { trip, token } = await plantTrip(kv, { ...parisTrip(), ...over });
  const co = mintTripLink();
  if (!(await addTripLink(kv.atomic(), trip.id, co.hash, "co-traveller", trip.createdAt).commit()).ok) {
    throw new Error("could not add the co-traveller's link");
  }
  return { trip, token, coToken: co.token };
}

/** A small, real PDF (one empty page). */
export function pdfBytes(text = "voucher"): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** `staffOnly` is sent as "false" unless given; null leaves it out, "after" sends it after the file. */
export type UploadOptions = {
  bytes?: Uint8Array;
  name?: string;
  type?: string;
  kind?: string;
  itemId?: string;
  staffOnly?: boolean | null | "after";
};

/** A staff upload of a document to trip `tripId` (default: a PDF voucher); answers the status and body. */
export async function uploadDocument(t: TestApp, token: string, tripId: string, options: UploadOptions = {}) {
  const form = new FormData();
  if (options.kind !== undefined) form.append("kind", options.kind);
  if (options.itemId !== undefined) form.append("itemId", options.itemId);
  const staffOnly = options.staffOnly === undefined ? false : options.staffOnly;
  if (typeof staffOnly === "boolean") form.append("staffOnly", String(staffOnly));
  const bytes = options.bytes ?? pdfBytes();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], options.name ?? "voucher.pdf", { type: options.type ?? "application/pdf" }));
  if (staffOnly === "after") form.append("staffOnly", "true");
  const res = await t.app.request(`/api/trips/${tripId}/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  // deno-lint-ignore no-explicit-any
  let json: any;
  try {
    json = JSON.parse(text);
  } catch { /* not JSON */ }
  return { status: res.status, json, text };
}
