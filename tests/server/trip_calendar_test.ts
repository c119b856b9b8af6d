/**
 * The trip's calendar, `/trips/{token}.ics` (issue #31), read back with a real iCalendar parser
 * (ical.js, Mozilla's, the parser of Thunderbird): every dated item is an event at its wall-clock
 * time in the trip's zone (daylight saving included), all-day when untimed, the stay over the
 * trip's dates; UIDs stay and SEQUENCE follows the revision; the traveller's language, or the
 * address's; no price or cost; private, and gone with a revoked link.
 */
import assert from "node:assert/strict";
import ICAL from "ical.js";
import { TRIP_TEXTS } from "../../contract/trips/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { dropTripLinks, mintTripLink, tripLinkHashes } from "../../server/kv/trip-links.ts";
import { type TestApp, withTestApp } from "../helpers/app.ts";
import { plantTripWithLinks } from "../helpers/trip-documents.ts";

type ParsedEvent = { uid: string; summary: string; start: ICAL.Time; end: ICAL.Time | null; sequence: number; status: string; location: string; description: string };

/** The calendar as a calendar app reads it: its zones registered, then each event. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone").map((zone) => new ICAL.Timezone(zone));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = new Map<string, ParsedEvent>();
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    events.set(event.uid, {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: component.hasProperty("dtend") ? event.endDate : null,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue("status")),
      location: event.location ?? "",
      description: event.description ?? "",
    });
  }
  return { calendar, zones: zones.map((zone) => zone.tzid), events };
}

const fetchCalendar = async (t: TestApp, path: string) => {
  const res = await t.app.request(path);
  return { res, text: await res.text() };
};
const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

Deno.test("the calendar has every dated item at its time in the trip's zone, read by a real parser", async () => {
  await withTestApp(async (t) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const { res, text } = await fetchCalendar(t, `/trips/${token}.ics`);
    assert.equal(res.status, 200, text);
    assert.equal(res.headers.get("content-type"), "text/calendar; charset=utf-8");
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.equal(res.headers.get("x-robots-tag"), "noindex");
    assert.match(text, /\r\n/, "lines end with CRLF");

    const { calendar, zones, events } = parseCalendar(text);
    assert.equal(calendar.getFirstPropertyValue("version"), "2.0");
    assert.equal(calendar.getFirstPropertyValue("x-wr-calname"), "Paris in spring");
    assert.deepEqual(zones, ["Europe/Paris"]);
    const host = new URL(t.deps.siteUrl).hostname;
    const uid = (item: string) => `${trip.id}-${item}@${host}`;
    assert.deepEqual([...events.keys()].sort(), ["t1", "dinner", "l1", "n1", "h1"].map(uid).sort(), "dated items and the stay; not the undated day");

    const transfer = events.get(uid("t1"))!;
    assert.equal(transfer.summary, "Airport transfer");
    assert.equal(transfer.start.zone?.tzid, "Europe/Paris");
    assert.equal(transfer.start.toString(), "2027-03-27T14:00:00");
    assert.equal(utc(transfer.start), "2027-03-27T13:00:00.000Z", "UTC+1 before the change of time");
    assert.equal(utc(transfer.end!), "2027-03-27T14:15:00.000Z");
    assert.equal(transfer.sequence, 3);
    assert.equal(transfer.status, "CONFIRMED");
    assert.equal(transfer.location, "CDG Terminal 2E");
    // The traveller's language (French) without a prefix; the contact and the reference are there.
    assert.match(transfer.description, /Confirmation : TX-42/);
    assert.match(transfer.description, /Chauffeur : Jean Martin \+33 6 12 34 56 78|Chauffeur: Jean Martin \+33 6 12 34 56 78/);
    assert.ok(transfer.description.includes(`/fr/trips/${token}`));

    // Past midnight: the dinner cruise ends the next day. Pending: tentative.
    const dinner = events.get(uid("dinner"))!;
    assert.equal(utc(dinner.end!), "2027-03-27T23:30:00.000Z");
    assert.equal(dinner.status, "TENTATIVE");
    // After the clocks went forward (UTC+2), cancelled.
    const louvre = events.get(uid("l1"))!;
    assert.equal(utc(louvre.start), "2027-03-28T08:00:00.000Z");
    assert.equal(louvre.status, "CANCELLED");
    // Untimed: all day on its date; the hotel over the whole stay.
    const note = events.get(uid("n1"))!;
    assert.ok(note.start.isDate);
    assert.equal(note.start.toString(), "2027-03-29");
    assert.equal(note.status, "null", "a note is no booking");
    assert.ok(!note.description.includes("confirm"));
    const hotel = events.get(uid("h1"))!;
    assert.ok(hotel.start.isDate);
    assert.deepEqual([hotel.start.toString(), hotel.end!.toString()], ["2027-03-27", "2027-03-30"]);
    assert.equal(hotel.location, "2 Rue Scribe, 75009 Paris");

    for (const secret of ["987.65", "654.32", "unitCost", "Paris Cars", "4200"]) assert.ok(!text.includes(secret), `no ${secret}`);
  });
});

Deno.test("a change keeps each event's UID and raises its SEQUENCE; the address's language wins", async () => {
  await withTestApp(async (t) => {
    const { trip, token, coToken } = await plantTripWithLinks(t.kv);
    const before = parseCalendar((await fetchCalendar(t, `/trips/${token}.ics`)).text).events;
    // Staff move the transfer to 10:30 and another day: revision 4.
    const moved = structuredClone(trip);
    const transfer = moved.days[0].items.shift()!;
    moved.days[1].items.push({ ...transfer, time: "10:30", endTime: undefined });
    moved.revision = 4;
    moved.updatedAt = new Date().toISOString();
    await t.kv.set(KEYS.trip(trip.id), moved);

    const { res, text } = await fetchCalendar(t, `/de/trips/${coToken}.ics`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-language"), "de");
    const after = parseCalendar(text).events;
    assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort());
    const uid = [...after.keys()].find((key) => key.startsWith(`${trip.id}-t1@`))!;
    assert.equal(utc(after.get(uid)!.start), "2027-03-28T08:30:00.000Z");
    assert.equal(after.get(uid)!.end, null);
    assert.ok([...after.values()].every((event) => event.sequence === 4));
    assert.match(after.get(uid)!.description, /Bestätigung: TX-42/);
    assert.match(after.get(uid)!.description, /Fahrer: Jean Martin/);
  });
});

Deno.test("the calendar is only for a live link of the trip", async () => {
  await withTestApp(async (t) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    for (const path of [`/trips/${mintTripLink().token}.ics`, `/fr/trips/${mintTripLink().token}.ics`, `/trips/x.ics`]) {
      const { res, text } = await fetchCalendar(t, path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get("cache-control"), "private, no-store");
      assert.ok(!text.includes("BEGIN:VCALENDAR"));
    }
    assert.equal((await fetchCalendar(t, `/fr/trips/${mintTripLink().token}.ics`)).text, "Ce lien de voyage n'est pas valide. Demandez-en un nouveau à votre conseiller.");
    assert.equal((await fetchCalendar(t, `/trips/${token}.ics`)).res.status, 200);
    assert.ok((await dropTripLinks(t.kv.atomic(), trip.id, await tripLinkHashes(t.kv, trip.id)).commit()).ok);
    const revoked = await fetchCalendar(t, `/trips/${token}.ics`);
    assert.equal(revoked.res.status, 404);
    assert.equal(revoked.text, TRIP_TEXTS.linkNotFound);
  });
});

Deno.test("a zone no calendar knows leaves the times as they are (floating), never an error", async () => {
  await withTestApp(async (t) => {
    const { trip, token } = await plantTripWithLinks(t.kv, { timeZone: "Mars/Olympus_Mons" });
    const { res, text } = await fetchCalendar(t, `/trips/${token}.ics`);
    assert.equal(res.status, 200, text);
    const { zones, events } = parseCalendar(text);
    assert.deepEqual(zones, []);
    const transfer = [...events.values()].find((event) => event.uid.startsWith(`${trip.id}-t1@`))!;
    assert.equal(transfer.start.toString(), "2027-03-27T14:00:00");
    assert.equal(transfer.start.zone?.tzid, "floating");
  });
});
