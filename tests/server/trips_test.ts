/**
 * Trips (issue #31): the trip an acceptance makes in its own commit (record, indexes, the
 * traveller's link, the "your trip is ready" email through the outbox), exactly one per proposal;
 * the phase from dates in the trip's zone; the planted trip of tests/helpers/trips.ts.
 */
import assert from "node:assert/strict";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { pendingWarning, tripPhase } from "../../contract/trips/phase.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { tripLinkHashes, tripLinkOfToken } from "../../server/kv/trip-links.ts";
import { getTrip, listTrips, tripIdOfProposal, tripIdsOfEmail } from "../../server/kv/trips.ts";
import { withSeededApp, withSmtpApp } from "../helpers/app.ts";
import { plantProposal } from "../helpers/proposals.ts";
import { seedDemoTrip } from "../../server/seed/demo-trip.ts";
import { plantTrip, tripRecord } from "../helpers/trips.ts";

const accept = (over: Record<string, unknown> = {}) => ({ optionId: "o2", addOnIds: ["spa"], fullName: "Layla Haddad", acceptTerms: true, ...over });

Deno.test("accepting a proposal makes its trip, a traveller link and the 'your trip is ready' email", async () => {
  await withSmtpApp(async (t, smtp) => {
    const { id, token } = await plantProposal(t.kv);
    const res = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() });
    assert.equal(res.status, 200, res.text);
    const tripId = await tripIdOfProposal(t.kv, id);
    assert.ok(tripId, "the acceptance made a trip");
    const trip = (await getTrip(t.kv, tripId))!.value;
    assert.equal(trip.proposalId, id);
    assert.equal(trip.title, "Dubai in style");
    assert.deepEqual([trip.optionId, trip.addOnIds, trip.total], ["o2", ["spa"], 4550]);
    assert.deepEqual([trip.startDate, trip.endDate], ["2027-03-01", "2027-03-03"]);
    assert.deepEqual(trip.days.map((d) => d.items.map((i) => i.id)), [["t1"], ["a1"], ["n1"]]);
    assert.deepEqual(trip.stay.map((i) => [i.id, i.bookingStatus]), [["h2", "pending"], ["spa", "pending"]]);
    assert.equal(trip.timeZone, t.config.AGENCY_TIMEZONE);
    assert.equal(trip.revision, 1);
    assert.deepEqual(await tripIdsOfEmail(t.kv, "Layla@Example.com"), [tripId]);
    assert.equal((await tripLinkHashes(t.kv, tripId)).length, 1);

    const mail = await smtp.waitFor((m) => m.subject.includes("Your trip is ready"));
    assert.deepEqual(mail.to, ["layla@example.com"]);
    const link = mail.text.match(/\/trips\/([A-Za-z0-9_-]{43})/);
    assert.ok(link, mail.text);
    const opened = await tripLinkOfToken(t.kv, link[1]);
    assert.deepEqual([opened.tripId, opened.access], [tripId, "traveller"]);

    // Accepting again is refused and makes no second trip.
    const again = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() });
    assert.equal(again.status, 409);
    assert.equal((await listTrips(t.kv)).length, 1);
  }, { seed: true });
});

Deno.test("two accepts at once make one trip", async () => {
  await withSeededApp(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    const answers = await Promise.all([1, 2, 3].map(() => t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409]);
    const trips = await listTrips(t.kv);
    assert.equal(trips.length, 1);
    assert.equal(trips[0].proposalId, id);
    assert.equal((await tripLinkHashes(t.kv, trips[0].id)).length, 1);
  });
});

Deno.test("plantTrip writes a trip with its indexes and a working link", async () => {
  await withSeededApp(async (t) => {
    const { trip, token } = await plantTrip(t.kv, { title: "Petra" });
    assert.equal((await t.kv.get<StoredTrip>(KEYS.trip(trip.id))).value?.title, "Petra");
    assert.equal(await tripIdOfProposal(t.kv, trip.proposalId), trip.id);
    assert.equal((await tripLinkOfToken(t.kv, token)).access, "traveller");
    const shared = await plantTrip(t.kv, {}, { access: "co-traveller" });
    assert.equal((await tripLinkOfToken(t.kv, shared.token)).access, "co-traveller");
  });
});

Deno.test("the phase follows the trip's own zone's calendar", () => {
  const trip = { startDate: "2027-03-01", endDate: "2027-03-03", timeZone: "Asia/Dubai" };
  // 20:30 UTC on 28 Feb is already 1 March in Dubai (UTC+4), still 28 Feb in New York.
  assert.equal(tripPhase(trip, "2027-02-28T20:30:00Z"), "travelling");
  assert.equal(tripPhase({ ...trip, timeZone: "America/New_York" }, "2027-02-28T20:30:00Z"), "upcoming");
  assert.equal(tripPhase(trip, "2027-03-03T19:59:00Z"), "travelling");
  assert.equal(tripPhase(trip, "2027-03-03T20:00:00Z"), "returned");
  assert.equal(tripPhase({ timeZone: "Asia/Dubai" }, "2030-01-01T00:00:00Z"), "upcoming");
});

Deno.test("a pending booking warns from 7 days before departure, not earlier, not once confirmed", () => {
  const trip = tripRecord();
  assert.equal(pendingWarning(trip, "2027-02-21T12:00:00Z"), false, "8 days before");
  assert.equal(pendingWarning(trip, "2027-02-22T12:00:00Z"), true, "7 days before");
  const confirm = <T extends { kind: string }>(item: T) => ({ ...item, bookingStatus: "confirmed" as const });
  const confirmed = { ...trip, stay: trip.stay.map(confirm), days: trip.days.map((d) => ({ ...d, items: d.items.map(confirm) })) };
  assert.equal(pendingWarning(confirmed, "2027-02-22T12:00:00Z"), false);
  assert.equal(pendingWarning(trip, "2027-03-05T12:00:00Z"), false, "returned");
});

Deno.test("the demo trip is an accepted demo proposal's, under way, one booking pending, its link working", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const demo = await seedDemoTrip(t.kv, "Asia/Dubai");
    assert.ok(demo);
    const [line] = (await t.call("GET", "/api/trips", { token: admin })).json.data;
    assert.equal(line.id, demo.tripId);
    assert.equal(line.phase, "travelling");
    assert.equal(line.pendingWarning, true);
    assert.equal(line.pendingBookings, 1);
    const trip = (await getTrip(t.kv, demo.tripId))!.value;
    const proposal = (await t.call("GET", `/api/proposals/${trip.proposalId}`, { token: admin })).json.data;
    assert.equal(proposal.status, "Accepted");
    assert.equal(proposal.acceptance.total, trip.total);
    assert.equal(await tripIdOfProposal(t.kv, trip.proposalId), demo.tripId);
    const opened = await t.call("GET", `/api/trip-links/${demo.token}`);
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.json.data.travellerName, "Omar Khalid");
    assert.equal(opened.json.data.days[0].items[0].contacts[0].role, "driver");
  });
});
