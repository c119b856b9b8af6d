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
import { readOutbox } from "../../server/mail/mailer.ts";
import { seedDemoTrip } from "../../server/seed/demo-trip.ts";
import { moneyRules } from "../../server/services/money.ts";
import { warnPendingBookings } from "../../server/services/trips.ts";
import { plantTrip, storedTrip, tripRecord } from "../helpers/trips.ts";

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
    // One link per email that carries one: "your trip is ready" and the deposit's invoice.
    assert.equal((await tripLinkHashes(t.kv, tripId)).length, 2);

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

    // The accepted proposal is the trip's record: staff cannot delete it.
    const admin = await t.adminToken();
    const deleted = await t.call("DELETE", `/api/proposals/${id}`, { token: admin });
    assert.equal(deleted.status, 409, deleted.text);
    assert.equal(deleted.json.message, "This proposal has been accepted and has a trip: it cannot be deleted.");
    assert.equal((await t.call("GET", `/api/proposals/${id}`, { token: admin })).status, 200);
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
    assert.equal((await tripLinkHashes(t.kv, trips[0].id)).length, 2, "the one acceptance's two emails' links, no more");
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

Deno.test("the demo trip is an accepted demo proposal's, under way, one booking pending, billed and part paid, its link working", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const demo = await seedDemoTrip(t.kv, "Asia/Dubai", moneyRules(t.config));
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

    // Billed as an acceptance bills (departure is near: one invoice for the whole amount), 30 % paid by bank.
    const ledger = await t.call("GET", `/api/trips/${demo.tripId}/invoices`, { token: admin });
    assert.equal(ledger.status, 200, ledger.text);
    const { invoices, payments } = ledger.json.data;
    assert.equal(invoices.length, 1);
    assert.match(invoices[0].number, /^INV-\d{4}-0001$/);
    assert.equal(invoices[0].total, trip.total);
    assert.equal(payments.length, 1);
    assert.equal(payments[0].method, "bank");
    assert.equal(payments[0].amount, Math.round(trip.total * 0.3 * 100) / 100);
  });
});

Deno.test("staff are told once of each booking still pending 7 days before departure", async () => {
  await withSeededApp(async (t) => {
    const start = "2027-03-01";
    const { trip } = await plantTrip(t.kv, { title: "Petra by night" });
    const at = (day: string) => Date.parse(`${day}T08:00:00Z`);
    const staffMails = async () => {
      await t.deps.outbox.settled();
      return (await readOutbox(t.kv)).filter((m) => m.to === t.config.STAFF_EMAIL && m.subject.includes("Petra by night"));
    };
    assert.equal(await warnPendingBookings(t.deps, at("2027-02-21")), 0, "8 days before: not yet");
    assert.equal((await staffMails()).length, 0);

    assert.equal(await warnPendingBookings(t.deps, at("2027-02-22")), 1, "7 days before");
    const [mail] = await staffMails();
    assert.match(mail.subject, /Pending booking before departure/);
    for (const title of ["Airport transfer (2027-03-01), SecretCars LLC", "Desert safari (2027-03-02)", "Palace, 2 nights", "Spa afternoon"]) {
      assert.ok(mail.text.includes(`- ${title}`), `${title} in ${mail.text}`);
    }
    assert.ok(!mail.text.includes("Free morning"), "a note is no booking");
    assert.match(mail.text, new RegExp(`/admin/trips/${trip.id}`));
    assert.match(mail.text, new RegExp(`starts on ${start} \\(in 7 days\\)`));

    // Told once: the next runs tell nothing, until a new pending booking appears.
    const [again, atOnce] = await Promise.all([warnPendingBookings(t.deps, at("2027-02-23")), warnPendingBookings(t.deps, at("2027-02-23"))]);
    assert.equal(again + atOnce, 0);
    const stored = await storedTrip(t.kv, trip.id);
    stored.days[1].items.push({ id: "dn", kind: "dining", title: "Dinner at Al Mahara", bookingStatus: "pending", contacts: [], unitPrice: 0, unitCost: 0, quantity: 1 });
    // Many pending bookings at once (more than one read of ten keys).
    for (let i = 0; i < 8; i++) stored.days[2].items.push({ id: `x${i}`, kind: "experience", title: `Extra ${i}`, bookingStatus: "pending", contacts: [], unitPrice: 0, unitCost: 0, quantity: 1 });
    await t.kv.set(KEYS.trip(trip.id), stored);
    assert.equal(await warnPendingBookings(t.deps, at("2027-02-24")), 1);
    const mails = await staffMails();
    assert.equal(mails.length, 2);
    assert.match(mails[1].text, /^- Dinner at Al Mahara \(2027-03-02\)$/m);
    assert.equal(mails[1].text.split("\n").filter((line) => line.startsWith("- ")).length, 9);
    assert.ok(!mails[1].text.includes("Airport transfer"), "only what was not told before");
  });
});
