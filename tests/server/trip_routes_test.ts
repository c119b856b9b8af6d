/**
 * The trip's API (issue #31): the traveller's link (never a cost, a price or a staff-only
 * document; documents by their link URL), the staff board (phase filter, pending warning) and
 * trip, the staff save (stale check, revision, change lines emailed and pushed to the traveller's
 * and co-traveller's devices, each with a link of its own access, audit), the co-traveller link,
 * revoking links (devices hear nothing more), My journeys.
 */
import assert from "node:assert/strict";
import { addDays } from "../../contract/agency-time.ts";
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import { type StoredTrip, TRIP_TEXTS, type TripDocument } from "../../contract/trips/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { withPush } from "../helpers/push-service.ts";
import { plantTrip, storedTrip } from "../helpers/trips.ts";

const TRAVELLER = "layla@example.com";
const today = () => new Date().toISOString().slice(0, 10);

/** The trip as staff send it back: its content, with changes made by `edit`. */
async function edited(t: TestApp, admin: string, id: string, edit: (trip: StoredTrip) => void, extra: Record<string, unknown> = {}) {
  const current = (await t.call("GET", `/api/trips/${id}`, { token: admin })).json.data;
  const body = { version: current.version, title: current.title, partySize: current.partySize, timeZone: current.timeZone, stay: current.stay, days: current.days, ...extra };
  edit(body as unknown as StoredTrip);
  return body;
}

/** The private trip link in the newest email to `to`. */
async function newestTripLink(t: TestApp, to = TRAVELLER): Promise<string> {
  await t.deps.outbox.settled();
  const mail = (await readOutbox(t.kv)).filter((m) => m.to === to).at(-1);
  const token = mail?.text.match(/\/trips\/([A-Za-z0-9_-]{43})/)?.[1];
  assert.ok(token, `no trip link to ${to}`);
  return token;
}

async function plantDocument(t: TestApp, tripId: string, document: Partial<TripDocument> & { id: string }) {
  const full: TripDocument = {
    name: `${document.id}.pdf`, kind: "voucher", contentType: "application/pdf", bytes: 1234, staffOnly: false,
    uploadedAt: new Date().toISOString(), uploadedBy: "staff", ...document,
  };
  await t.kv.set(KEYS.tripDocument(tripId, full.id), full);
}

Deno.test("the traveller's link reads the trip without prices, costs or staff-only documents", async () => {
  await withSeededApp(async (t) => {
    const { trip, token } = await plantTrip(t.kv);
    await plantDocument(t, trip.id, { id: "voucher1", itemId: "t1" });
    await plantDocument(t, trip.id, { id: "internal", staffOnly: true, name: "supplier-invoice.pdf" });
    const res = await t.call("GET", `/api/trip-links/${token}`);
    assert.equal(res.status, 200, res.text);
    const data = res.json.data;
    assert.equal(data.access, "traveller");
    assert.equal(data.timeZone, "Asia/Dubai");
    assert.deepEqual([data.startDate, data.endDate, data.phase], ["2027-03-01", "2027-03-03", "upcoming"]);
    assert.equal(data.days[0].items[0].contacts[0].name, "Omar");
    assert.ok(data.emergencyPhone);
    assert.deepEqual(data.documents, [{
      id: "voucher1", name: "voucher1.pdf", kind: "voucher", contentType: "application/pdf", bytes: 1234, itemId: "t1",
      url: `/api/trip-links/${token}/documents/voucher1`,
    }]);
    for (const secret of ["unitCost", "unitPrice", "quantity", "supplier-invoice", "\"total\""]) assert.ok(!res.text.includes(secret), `no ${secret}`);
    assert.equal(res.headers.get("cache-control"), "no-store");

    const bad = await t.call("GET", `/api/trip-links/${"x".repeat(43)}`);
    assert.equal(bad.status, 404);
    assert.equal(bad.json.message, TRIP_TEXTS.linkNotFound);
  });
});

Deno.test("the board lists trips by phase with their bookings and the pending warning; staff only", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const soon = addDays(today(), 5);
    const later = addDays(today(), 40);
    const day = (id: string, date: string, status: "pending" | "confirmed") => ({
      id, date, items: [{ id: `i${id}`, kind: "transfer" as const, title: "Transfer", bookingStatus: status, contacts: [], unitPrice: 0, unitCost: 0, quantity: 1 }],
    });
    const pendingSoon = await plantTrip(t.kv, { title: "Soon", stay: [], days: [day("a", soon, "pending")] });
    const confirmedSoon = await plantTrip(t.kv, { title: "Confirmed", stay: [], days: [day("b", addDays(soon, 1), "confirmed")] });
    const pendingLater = await plantTrip(t.kv, { title: "Later", stay: [], days: [day("c", later, "pending")] });
    const away = await plantTrip(t.kv, { title: "Away", stay: [], days: [day("d", addDays(today(), -1), "confirmed"), day("e", addDays(today(), 2), "pending")] });
    const back = await plantTrip(t.kv, { title: "Back", stay: [], days: [day("f", addDays(today(), -20), "confirmed")] });

    const all = await t.call("GET", "/api/trips", { token: admin });
    assert.equal(all.status, 200, all.text);
    const byTitle = new Map(all.json.data.map((line: { title: string }) => [line.title, line]));
    assert.equal(all.json.data.length, 5);
    assert.deepEqual(
      ["Soon", "Confirmed", "Later", "Away", "Back"].map((title) => [title, (byTitle.get(title) as { pendingWarning: boolean }).pendingWarning]),
      [["Soon", true], ["Confirmed", false], ["Later", false], ["Away", true], ["Back", false]],
    );
    const soonLine = byTitle.get("Soon") as Record<string, unknown>;
    assert.deepEqual([soonLine.id, soonLine.phase, soonLine.pendingBookings, soonLine.confirmedBookings, soonLine.travellerName], [pendingSoon.trip.id, "upcoming", 1, 0, "Layla Haddad"]);

    const upcoming = await t.call("GET", "/api/trips?phase=upcoming", { token: admin });
    assert.deepEqual(upcoming.json.data.map((l: { id: string }) => l.id), [pendingSoon.trip.id, confirmedSoon.trip.id, pendingLater.trip.id]);
    assert.deepEqual((await t.call("GET", "/api/trips?phase=travelling", { token: admin })).json.data.map((l: { id: string }) => l.id), [away.trip.id]);
    assert.deepEqual((await t.call("GET", "/api/trips?phase=returned", { token: admin })).json.data.map((l: { id: string }) => l.id), [back.trip.id]);
    assert.equal((await t.call("GET", "/api/trips?phase=sideways", { token: admin })).status, 400);

    const trip = await t.call("GET", `/api/trips/${pendingSoon.trip.id}`, { token: admin });
    assert.equal(trip.status, 200, trip.text);
    assert.equal(trip.json.data.pendingWarning, true);
    assert.equal(typeof trip.json.data.version, "string");
    assert.equal((await t.call("GET", "/api/trips/nope", { token: admin })).status, 404);

    const member = await t.member(TRAVELLER);
    assert.equal((await t.call("GET", "/api/trips")).status, 401);
    assert.equal((await t.call("GET", "/api/trips", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", `/api/trips/${pendingSoon.trip.id}`, { token: member.token })).status, 403);
  });
});

Deno.test("a staff change is a new revision: lines emailed and pushed to each link's devices with a link of its access, audited", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const { trip, token } = await plantTrip(t.kv);
    const shared = await t.call("POST", `/api/trip-links/${token}/co-traveller`);
    assert.equal(shared.status, 201, shared.text);
    const travellerDevice = await push.subscribe();
    const coDevice = await push.subscribe();
    const on = await t.call("POST", "/api/push/subscriptions", { body: { subscription: travellerDevice.json, tripToken: token } });
    assert.equal(on.status, 201, on.text);
    assert.deepEqual(on.json.data, { owner: "trip", created: true });
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: { subscription: coDevice.json, tripToken: shared.json.data.token } })).status, 201);

    const loaded = await edited(t, admin, trip.id, () => {});
    const body = await edited(t, admin, trip.id, (next) => {
      next.days[0].items[0].time = "10:30";
      next.stay[0].bookingStatus = "confirmed";
      next.stay[0].confirmation = "PAL-778";
    }, { noteToTraveller: "Your flight was moved earlier, so we moved the driver too." });
    const saved = await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body });
    assert.equal(saved.status, 200, saved.text);
    const data = saved.json.data;
    assert.equal(data.revision, 2);
    assert.equal(data.days[0].items[0].changedIn, 2);
    assert.equal(data.days[1].items[0].changedIn, undefined, "an item unchanged is not marked");
    const change = data.changes.at(-1);
    assert.deepEqual(change.lines.map((l: { kind: string; itemId: string }) => [l.kind, l.itemId]), [["status", "h1"], ["details", "h1"], ["time", "t1"]]);
    assert.equal(change.note, "Your flight was moved earlier, so we moved the driver too.");

    // A copy loaded before that save is stale.
    const stale = await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body: loaded });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.message, TRIP_TEXTS.staleEdit);

    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).filter((m) => m.to === TRAVELLER).at(-1)!;
    assert.match(mail.subject, /Your trip has changed: Dubai in style/);
    assert.match(mail.text, /Your Airport transfer on 1 March now leaves at 10:30\./);
    assert.match(mail.text, /Your Palace, 2 nights is confirmed\./);
    assert.match(mail.text, /Your flight was moved earlier, so we moved the driver too\./);
    const emailed = await newestTripLink(t);
    assert.equal((await t.call("GET", `/api/trip-links/${emailed}`)).json.data.access, "traveller");

    const payloadOf = (id: string) => push.for(id)[0]?.payload as { title: string; url: string };
    const heard = payloadOf(travellerDevice.id);
    assert.equal(heard.title, PUSH_NOTIFICATIONS.tripChanged.title);
    const travellerLink = heard.url.match(/^\/trips\/([A-Za-z0-9_-]{43})$/)?.[1];
    assert.equal(travellerLink, emailed, "the traveller's devices get the email's link");
    const coLink = payloadOf(coDevice.id).url.match(/^\/trips\/([A-Za-z0-9_-]{43})$/)?.[1];
    assert.ok(coLink);
    assert.equal((await t.call("GET", `/api/trip-links/${coLink}`)).json.data.access, "co-traveller", "a co-traveller's device never gets a traveller's link");

    const audit = (await t.call("GET", `/api/audit?entity=trip&entityId=${trip.id}`, { token: admin })).json.data;
    const entry = audit.entries.find((e: { action: string }) => e.action === "update");
    assert.ok(entry, JSON.stringify(audit));
    assert.equal(entry.after.revision, 2);

    // A change the traveller does not see (a cost) is a revision, without an email or a push.
    const mails = (await readOutbox(t.kv)).length;
    const quiet = await edited(t, admin, trip.id, (next) => {
      next.days[0].items[0].unitCost = 95;
    });
    const res = await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body: quiet });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.revision, 3);
    assert.deepEqual(res.json.data.changes.at(-1).lines, []);
    await t.deps.outbox.settled();
    assert.equal((await readOutbox(t.kv)).length, mails);
    assert.equal(push.for(travellerDevice.id).length, 1);
  });
});

Deno.test("the traveller shares a read-only link and revokes it; a co-traveller's link can do neither", async () => {
  await withSeededApp(async (t) => {
    const { trip, token } = await plantTrip(t.kv);
    const shared = await t.call("POST", `/api/trip-links/${token}/co-traveller`);
    assert.equal(shared.status, 201, shared.text);
    const co = shared.json.data.token;
    assert.match(shared.json.data.url, new RegExp(`/trips/${co}$`));
    const read = await t.call("GET", `/api/trip-links/${co}`);
    assert.equal(read.json.data.access, "co-traveller");
    assert.equal(read.json.data.id, trip.id);

    const reshare = await t.call("POST", `/api/trip-links/${co}/co-traveller`);
    assert.equal(reshare.status, 403);
    assert.equal(reshare.json.message, TRIP_TEXTS.readOnlyLink);
    assert.equal((await t.call("DELETE", `/api/trip-links/${co}/co-traveller`)).status, 403);

    const revoked = await t.call("DELETE", `/api/trip-links/${token}/co-traveller`);
    assert.deepEqual(revoked.json.data, { revoked: 1 });
    assert.equal((await t.call("GET", `/api/trip-links/${co}`)).status, 404);
    assert.equal((await t.call("GET", `/api/trip-links/${token}`)).status, 200, "the traveller's own link stays");
  });
});

Deno.test("staff revoke every link: each is 404 at once and its devices hear nothing more", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const { trip, token } = await plantTrip(t.kv);
    const co = (await t.call("POST", `/api/trip-links/${token}/co-traveller`)).json.data.token;
    const device = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: { subscription: device.json, tripToken: token } })).status, 201);

    const res = await t.call("POST", `/api/trips/${trip.id}/revoke-links`, { token: admin });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data, { id: trip.id, revoked: 2 });
    for (const gone of [token, co]) assert.equal((await t.call("GET", `/api/trip-links/${gone}`)).status, 404);
    const again = await t.call("POST", "/api/push/subscriptions", { body: { subscription: device.json, tripToken: token } });
    assert.equal(again.status, 404);
    assert.equal(again.json.message, TRIP_TEXTS.linkNotFound);

    const body = await edited(t, admin, trip.id, (next) => {
      next.days[0].items[0].time = "09:00";
    });
    assert.equal((await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body })).status, 200);
    await t.deps.outbox.settled();
    assert.equal(push.for(device.id).length, 0, "a revoked link's device hears nothing");
    assert.equal((await t.call("GET", `/api/trip-links/${await newestTripLink(t)}`)).status, 200, "the change email brings a new link");
    const audit = (await t.call("GET", `/api/audit?entity=trip&entityId=${trip.id}`, { token: admin })).json.data;
    assert.ok(audit.entries.some((e: { action: string }) => e.action === "revoke_links"));
  });
});

Deno.test("a member finds their trip in My journeys and opens it; nobody else does", async () => {
  await withSeededApp(async (t) => {
    const layla = await t.member(TRAVELLER);
    const other = await t.member();
    const { trip } = await plantTrip(t.kv);
    const journeys = (await t.call("GET", "/api/me/journeys", { token: layla.token })).json.data;
    const mine = journeys.find((j: { kind: string }) => j.kind === "trip");
    assert.deepEqual([mine?.id, mine?.title, mine?.status, mine?.href], [trip.id, "Dubai in style", "upcoming", `/journeys/trips/${trip.id}`]);
    const link = await t.call("POST", `/api/me/trips/${trip.id}/link`, { token: layla.token });
    assert.equal(link.status, 201, link.text);
    assert.equal((await t.call("GET", `/api/trip-links/${link.json.data.token}`)).json.data.access, "traveller");

    assert.equal((await t.call("GET", "/api/me/journeys", { token: other.token })).json.data.some((j: { kind: string }) => j.kind === "trip"), false);
    assert.equal((await t.call("POST", `/api/me/trips/${trip.id}/link`, { token: other.token })).status, 404);
    assert.equal((await storedTrip(t.kv, trip.id)).revision, 1);
  });
});
