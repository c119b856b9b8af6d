/**
 * The inquiry form is no mail relay: anyone may type any address, so the agency's confirmation
 * says only what the agency wrote (the catalogue's item, in the email's language; never the name
 * sent, nor the sender's free text), an unknown item is refused, and an address gets at most
 * CONFIRMATION_LIMIT.max confirmations a day whoever sends, while every inquiry is still stored and
 * reaches staff. Through the app, with a real SMTP listener.
 */
import assert from "node:assert/strict";
import { UNKNOWN_INQUIRY_ITEM } from "../../server/kv/inquiries.ts";
import { CONFIRMATION_SKIPPED_NOTE } from "../../server/mail/inquiry-mail.ts";
import { CONFIRMATION_LIMIT } from "../../server/services/inquiries.ts";
import { type Smtp, type TestApp, withSmtpApp } from "../helpers/app.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";

type Item = { id: string; name: string };

const firstOf = async (t: TestApp, kind: "packages" | "activities", lang = "en") =>
  ((await t.call("GET", `/api/${kind}?lang=${lang}`)).json.data[kind] as Item[])[0];

const STRANGER = "stranger@victim.example";
/** What a sender would like the agency to say to a stranger. */
const BAIT = {
  itemName: "Your account is suspended: verify at https://evil.example/login",
  userName: "Security Team, please call +1 555 0100",
  preferredDates: "Log in at https://evil.example within 24 hours",
  specialRequests: "Your booking is cancelled. Pay the fee at https://evil.example/pay",
};

/** Waits until `count` messages have arrived and every delivery is recorded, then a moment more for strays. */
async function allMail(t: TestApp, smtp: Smtp, count: number) {
  await smtp.waitFor(() => smtp.received.length >= count);
  await t.deps.outbox.settled();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return smtp.received;
}

Deno.test("an inquiry about an unknown package or activity is refused in the traveller's language; nothing is stored or mailed", async () => {
  await withSmtpApp(async (t, smtp) => {
    const body = (type: string) => ({ ...packageInquiryBody({ id: "no-such-item", name: "Anything" }, STRANGER), type });
    const pkg = await t.call("POST", "/api/inquiries", { body: body("package") });
    assert.equal(pkg.status, 400, pkg.text);
    assert.equal(pkg.json.code, "validation");
    assert.equal(pkg.json.message, UNKNOWN_INQUIRY_ITEM.package);
    assert.deepEqual(pkg.json.issues, [{ path: "itemId", message: UNKNOWN_INQUIRY_ITEM.package }]);
    const activity = await t.call("POST", "/api/inquiries", { body: body("activity"), headers: { "idempotency-key": "unknown-activity-1" } });
    assert.equal(activity.status, 400, activity.text);
    assert.equal(activity.json.message, UNKNOWN_INQUIRY_ITEM.activity);
    const french = await t.call("POST", "/api/inquiries?lang=fr", { body: body("package") });
    assert.equal(french.status, 400);
    assert.equal(french.json.message, "Séjour introuvable. Il a peut-être été retiré. Choisissez-en un autre ou contactez-nous directement.");

    const admin = await t.adminToken();
    assert.deepEqual((await t.call("GET", "/api/inquiries", { token: admin })).json.data, [], "nothing stored");
    await t.deps.outbox.settled();
    assert.deepEqual(smtp.received, [], "nothing mailed");
  }, { seed: true });
});

Deno.test("the confirmation names the item as the catalogue does, in the email's language, and repeats nothing the sender typed", async () => {
  await withSmtpApp(async (t, smtp) => {
    const english = await firstOf(t, "packages");
    const french = await firstOf(t, "packages", "fr");
    assert.notEqual(french.name, english.name);
    const res = await t.call("POST", "/api/inquiries?lang=fr", { body: packageInquiryBody(english, STRANGER, BAIT) });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.itemName, english.name, "stored with the catalogue's name");

    const [confirmation, staff] = await Promise.all([
      smtp.waitFor((m) => m.to.includes(STRANGER)),
      smtp.waitFor((m) => m.subject.startsWith("New Package inquiry")),
    ]);
    assert.equal(confirmation.subject, `Nous avons bien reçu votre demande : ${french.name}`);
    assert.ok(confirmation.text.includes(`Séjour : ${french.name}`), confirmation.text);
    assert.match(confirmation.text, /^Bonjour,\n/);
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      assert.ok(!part.includes("evil.example") && !part.includes("Security Team") && !part.includes("555 0100"), part);
    }
    // Staff read everything that was sent, with the catalogue's English name.
    assert.ok(staff.subject.includes(english.name) && !staff.subject.includes("suspended"), staff.subject);
    for (const text of [BAIT.userName, BAIT.preferredDates, BAIT.specialRequests]) assert.ok(staff.text.includes(text), text);
  }, { seed: true });
});

Deno.test("12 inquiries for one address from 12 senders at once: all stored and sent to staff, 3 confirmations", async () => {
  await withSmtpApp(async (t, smtp) => {
    const activity = await firstOf(t, "activities");
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      t.call("POST", "/api/inquiries", {
        body: { ...packageInquiryBody(activity, STRANGER.toUpperCase(), BAIT), type: "activity" },
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      })));
    assert.deepEqual(sent.map((res) => res.status), Array(12).fill(201));

    const received = await allMail(t, smtp, 12 + CONFIRMATION_LIMIT.max);
    const confirmations = received.filter((m) => m.to.includes(STRANGER));
    const staff = received.filter((m) => m.subject.startsWith("New Activity inquiry"));
    assert.equal(CONFIRMATION_LIMIT.max, 3);
    assert.equal(confirmations.length, 3, "at most 3 confirmations per address and day");
    assert.equal(staff.length, 12, "every inquiry reaches staff");
    assert.equal(staff.filter((m) => m.text.includes(CONFIRMATION_SKIPPED_NOTE)).length, 9, "staff are told which travellers got no confirmation");

    const admin = await t.adminToken();
    const stored = (await t.call("GET", "/api/inquiries", { token: admin })).json.data as { mail: { confirmation: string; staff: string } }[];
    assert.equal(stored.length, 12, "every inquiry is stored");
    assert.deepEqual(stored.map((i) => i.mail.confirmation).sort(), [...Array(3).fill("sent"), ...Array(9).fill("skipped")]);
    assert.ok(stored.every((i) => i.mail.staff === "sent"));

    // Another sender, another day's worth? No: still none for this address today; another address gets its own.
    const more = await t.call("POST", "/api/inquiries", { body: { ...packageInquiryBody(activity, STRANGER), type: "activity" } });
    const other = await t.call("POST", "/api/inquiries", { body: { ...packageInquiryBody(activity, "someone@else.example"), type: "activity" } });
    assert.equal(more.status, 201);
    assert.equal(other.status, 201);
    const after = await allMail(t, smtp, 12 + CONFIRMATION_LIMIT.max + 3);
    assert.equal(after.filter((m) => m.to.includes(STRANGER)).length, 3);
    assert.equal(after.filter((m) => m.to.includes("someone@else.example")).length, 1);
  }, { seed: true, env: { TRUST_PROXY: "1" } });
});

Deno.test("an inquiry already stored is still answered when its item is gone: a replay of its key is never refused", async () => {
  await withSmtpApp(async (t) => {
    const admin = await t.adminToken();
    const activity = await firstOf(t, "activities");
    const body = { ...packageInquiryBody(activity, "layla@example.com"), type: "activity" };
    const headers = { "idempotency-key": "stored-before-delete-1" };
    const first = await t.call("POST", "/api/inquiries", { body, headers });
    assert.equal(first.status, 201, first.text);
    assert.equal((await t.call("DELETE", `/api/activities/${activity.id}`, { token: admin })).status, 200);
    const replay = await t.call("POST", "/api/inquiries", { body, headers });
    assert.equal(replay.status, 201, replay.text);
    assert.equal(replay.headers.get("idempotent-replayed"), "true");
    assert.equal(replay.json.data.id, first.json.data.id);
    const fresh = await t.call("POST", "/api/inquiries", { body });
    assert.equal(fresh.status, 400, "a new one about the gone activity is refused");
    assert.equal(fresh.json.message, UNKNOWN_INQUIRY_ITEM.activity);
  }, { seed: true });
});
