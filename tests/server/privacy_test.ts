/**
 * Privacy (issue #34): a person with one of everything is erased, then every key and value of the
 * database and every file under the data folder is scanned for their name, email and phone; the
 * export holds every kind; a traveller's code flow; the privacy desk; one-click unsubscribe; the
 * retention sweep and the automatic erasure.
 */
import assert from "node:assert/strict";
import { unzipSync } from "fflate";
import { createUser } from "../../server/kv/users.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { type Smtp, type TestApp, withSmtpApp } from "../helpers/app.ts";
import { storeFixtureActivity, activityInquiryBody } from "../helpers/fixtures.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { plantBilledTrip } from "../helpers/money.ts";
import { pdfBytes, uploadDocument } from "../helpers/trip-documents.ts";
import { LOCAL_PUSH, startPushService } from "../helpers/push-service.ts";
import { EXPORT_KINDS } from "../../contract/privacy.ts";
import { ACCOUNTING_STORES, KEPT_STORES } from "../../server/kv/erasure.ts";
import { runPrivacyJob } from "../../server/services/privacy.ts";
import { unsubscribeUrl } from "../../server/services/consents.ts";
import { withUnsubscribe } from "../../server/mail/privacy-mail.ts";

const PERSON = { name: "Zenobia Quartermaine", email: "zenobia.q@example.org", phone: "+971 55 987 6543" };
const PASSWORD = "member-password-1";
const DAY_MS = 24 * 3_600_000;

type Person = { userId: string; token: string; inquiryId: string; chatId: string; bespokeId: string; proposalId: string; tripId: string };

/** A member with one of everything: inquiry with a thread, chat, bespoke request, proposal, trip with a document, push subscription. */
async function plantPerson(t: TestApp, admin: string, person = PERSON): Promise<Person> {
  await storeFixtureActivity(t.kv);
  const user = await createUser(t.kv, {
    name: person.name,
    email: person.email,
    mobileNumber: person.phone,
    passwordHash: await t.deps.passwords.hash(PASSWORD),
    isAdmin: false,
    isApproved: true,
  });
  const token = await t.login(person.email, PASSWORD);
  // Consent: the member turns the newsletter on in their settings.
  const settings = await t.call("PATCH", `/api/auth/users/${user.id}`, {
    token,
    body: { preferences: { ...user.preferences, notifications: { ...user.preferences.notifications, newsletter: true } } },
  });
  assert.equal(settings.status, 200, settings.text);

  const inquiry = await t.call("POST", "/api/inquiries", {
    token,
    body: activityInquiryBody({ userName: person.name, userEmail: person.email, userPhone: person.phone }),
  });
  assert.equal(inquiry.status, 201, inquiry.text);
  const inquiryId = inquiry.json.data.id;
  const reply = await t.call("POST", `/api/inquiries/${inquiryId}/replies`, { token: admin, body: { text: `Dear ${person.name}, we have your dates.` } });
  assert.ok(reply.status < 300, reply.text);
  const own = await t.call("POST", `/api/me/inquiries/${inquiryId}/messages`, { token, body: { text: `Call me on ${person.phone}` } });
  assert.ok(own.status < 300, own.text);

  const chatId = `user_${user.id}_${Date.now()}`;
  const chat = await t.call("POST", `/api/chat/sessions/${chatId}/messages`, { token, body: { text: `I am ${person.name}, ${person.email}` } });
  assert.ok(chat.status < 300, chat.text);
  // Handed to a person: the conversation is a lead too, with its own id.
  const handed = await t.call("POST", `/api/chat/sessions/${chatId}/consultant`, { token });
  assert.equal(handed.status, 200, handed.text);

  const bespoke = await t.call("POST", "/api/bespoke", {
    token,
    body: {
      requestDetails: { destinationType: "Beach", travelStyle: "Romantic", interests: `A honeymoon for ${person.name}`, duration: "10 days", budget: "Ultimate VIP" },
      generatedIdea: { title: "Maldives", description: "Two weeks on the water." },
    },
  });
  assert.equal(bespoke.status, 201, bespoke.text);
  const bespokeId = bespoke.json.data.submission.id;

  const proposal = await plantProposal(t.kv, {
    content: proposalContent({ traveller: { name: person.name, email: person.email, phone: person.phone, language: "en" } }),
    source: { kind: "inquiry", id: inquiryId },
  });
  // As a proposal made from the inquiry is indexed (kv/proposals.ts).
  await t.kv.set(KEYS.proposalBySource("inquiry", inquiryId, proposal.id), true);
  const tripId = await plantTripOf(t, admin, proposal.id, inquiryId, person);

  const push = startPushService();
  try {
    const sub = await push.subscribe();
    const subscribed = await t.call("POST", "/api/push/subscriptions", { token, body: { subscription: sub.json } });
    assert.equal(subscribed.status, 201, subscribed.text);
  } finally {
    await push.close();
  }
  return { userId: user.id, token, inquiryId, chatId, bespokeId, proposalId: proposal.id, tripId };
}

/**
 * The trip of the accepted proposal with its invoices (as the acceptance writes them), a document
 * whose file names the traveller, and a bank payment recorded by staff.
 */
async function plantTripOf(t: TestApp, admin: string, proposalId: string, inquiryId: string, person: typeof PERSON): Promise<string> {
  const { trip, invoices } = await plantBilledTrip(t, {
    proposalId,
    source: { kind: "inquiry", id: inquiryId },
    traveller: { name: person.name, email: person.email, phone: person.phone, language: "en" },
  });
  const upload = await uploadDocument(t, admin, trip.id, { bytes: pdfBytes(`passport of ${person.name} ${person.phone}`), name: "visa.pdf", kind: "visa" });
  assert.equal(upload.status, 201, upload.text);
  const invoice = invoices[0];
  const paid = await t.call("POST", `/api/trips/${trip.id}/payments`, {
    token: admin,
    body: { invoiceId: invoice.id, amount: invoice.total, currency: invoice.currency, receivedOn: invoice.issuedOn, reference: "BANK-REF-1", method: "bank" },
  });
  assert.equal(paid.status, 201, paid.text);
  return trip.id;
}

/** Where a needle shows in a string (case-insensitive). */
const holds = (text: string, needles: string[]) => needles.filter((n) => text.toLowerCase().includes(n.toLowerCase()));

function describe(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : typeof v === "bigint" ? String(v) : v));
}

/** Every key and value, every file under the data folder, that names the person. */
async function scan(t: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of t.kv.list({ prefix: [] })) {
    const hits = holds(`${describe(entry.key)} ${describe(entry.value)}`, needles);
    if (hits.length) found.push(`kv ${describe(entry.key)}: ${hits.join(", ")}`);
  }
  const walk = async (dir: string) => {
    for await (const item of Deno.readDir(dir)) {
      const path = `${dir}/${item.name}`;
      if (item.isDirectory) await walk(path);
      else if (item.isFile) {
        const bytes = await Deno.readFile(path);
        const text = new TextDecoder("latin1").decode(bytes) + new TextDecoder("utf-16le").decode(bytes);
        const hits = holds(text, needles);
        if (hits.length) found.push(`file ${path.slice(t.dataDir.length)}: ${hits.join(", ")}`);
      }
    }
  };
  await walk(t.dataDir);
  return found;
}

const smtpOptions = { env: LOCAL_PUSH };

async function leadRowsLeft(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: KEYS.leads() })) n++;
  return n;
}

Deno.test("an erased person is nowhere in the database or the data folder, and the audit keeps a pseudonym", async () => {
  await withSmtpApp(async (t, smtp) => {
    const admin = await t.adminToken();
    const person = await plantPerson(t, admin);
    await t.deps.outbox.settled();
    const needles = [PERSON.name, PERSON.email, PERSON.phone];
    assert.ok((await scan(t, needles)).length > 10, "the person is there before");

    const asked = await t.call("POST", "/api/me/privacy/erasure", { token: person.token });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.data.state, "open");
    const desk = await t.call("GET", "/api/privacy/requests", { token: admin });
    const listed = desk.json.data.find((r: { id: string }) => r.id === asked.json.data.id);
    assert.equal(listed.email, PERSON.email);
    assert.ok(Date.parse(listed.dueAt) - Date.now() > 29 * DAY_MS);

    const done = await t.call("POST", `/api/privacy/requests/${asked.json.data.id}/complete`, { token: admin });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.json.data.state, "completed");
    assert.equal(done.json.data.email, undefined);
    const confirmation = await smtp.waitFor((m) => m.to.includes(PERSON.email) && m.subject === "Your data has been erased");
    assert.ok(confirmation);
    await t.deps.outbox.settled();
    // The confirmation's outbox entry, delivered and deleted, is compacted away by the daily job.
    await runPrivacyJob(t.deps);

    // Nothing holds their address or phone; their name stays only where the decision record keeps
    // it: on the invoices and in the ledger (the accounting records), so in the database file too.
    assert.deepEqual(await scan(t, [PERSON.email, PERSON.phone]), []);
    const named = await scan(t, [PERSON.name]);
    const allowed = (hit: string) =>
      ACCOUNTING_STORES.has(/^kv \["([a-z_]+)"/.exec(hit)?.[1] ?? "") || /^file \/app\.kv(-wal)?:/.test(hit);
    assert.deepEqual(named.filter((hit) => !allowed(hit)), []);
    assert.ok(named.some((hit) => hit.startsWith('kv ["invoices"')), "the invoices keep the billing name");
    for await (const entry of t.kv.list<{ id: string; billTo: { name: string; email: string } }>({ prefix: ["invoices"] })) {
      assert.match(entry.value.billTo.email, /^Erased person /);
      // No payment reminder goes to an address that is gone.
      assert.notEqual((await t.kv.get(KEYS.paymentReminder(entry.value.id, "overdue"))).value, null);
    }
    // Nothing keyed by their records is left but the audit log's entries.
    const ids = Object.values(person).filter((v) => v !== person.token);
    for await (const entry of t.kv.list({ prefix: [] })) {
      if (KEPT_STORES.has(String(entry.key[0]))) continue;
      const named = holds(describe(entry.key) + describe(entry.value), ids);
      assert.deepEqual(named, [], `left: ${describe(entry.key)}`);
    }
    // The audit keeps the action, with the pseudonym.
    const audit = await t.call("GET", `/api/audit?entity=privacy`, { token: admin });
    const erase = audit.json.data.entries.find((e: { action: string }) => e.action === "erase");
    assert.ok(erase, "the erasure is audited");
    const requested = audit.json.data.entries.find((e: { action: string }) => e.action === "request");
    assert.match(requested.actorName, /^Erased person /);
    // The desk's and the reports' counters moved with the leads that went: they count what is left.
    const left = await leadRowsLeft(t.kv);
    assert.equal((await t.call("GET", "/api/leads/counts", { token: admin })).json.data.total, left);
    const day = new Date().toISOString().slice(0, 10);
    const report = await t.call("GET", `/api/reports/dashboard?from=${day.slice(0, 4)}-01-01&to=${day}`, { token: admin });
    assert.equal(report.json.data.funnel[0].reached.value, left);
    // Signed out: the member's session went with the account.
    assert.equal((await t.call("GET", "/api/auth/profile", { token: person.token })).status, 401);
  }, smtpOptions);
});

Deno.test("a member's export holds every kind, the documents' files and no password hash", async () => {
  await withSmtpApp(async (t) => {
    const admin = await t.adminToken();
    const person = await plantPerson(t, admin);
    const res = await t.app.request("/api/me/privacy/export", { method: "POST", headers: { authorization: `Bearer ${person.token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/zip");
    assert.match(res.headers.get("cache-control") ?? "", /no-store/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const read = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    for (const kind of EXPORT_KINDS) assert.ok(files[`${kind}.json`], `${kind}.json`);
    const nonEmpty = ["profile", "inquiries", "chats", "bespoke", "proposals", "trips", "invoices", "payments", "push-subscriptions", "consents"];
    for (const kind of nonEmpty) assert.ok(read(`${kind}.json`).records.length > 0, `${kind} has records`);
    assert.equal(read("profile.json").records[0].value.email, PERSON.email);
    assert.equal(JSON.stringify(read("profile.json")).includes("passwordHash"), false);
    const inquiries = JSON.stringify(read("inquiries.json"));
    assert.ok(inquiries.includes("we have your dates"), "the thread is in");
    assert.ok(read("consents.json").records.some((r: { value: { kind: string; given: boolean } }) => r.value.kind === "newsletter" && r.value.given));
    const file = Object.keys(files).find((name) => name.startsWith(`files/trips/${person.tripId}/`));
    assert.ok(file && new TextDecoder().decode(files[file]).includes(PERSON.name), "the document's file is in");
    // An export reads every store: a few an hour per member.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.app.request("/api/me/privacy/export", { method: "POST", headers: { authorization: `Bearer ${person.token}` } })).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  }, smtpOptions);
});

async function codeOf(smtp: Smtp, email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your privacy request code");
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  return /(\d{6})/.exec(mail.text)![1];
}

Deno.test("a traveller without an account gets an export with the emailed code, and asks for erasure the same way", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "traveller.only@example.org";
    await plantProposal(t.kv, { content: proposalContent({ traveller: { name: "Only Traveller", email, language: "en" } }) });

    const asked = await t.call("POST", "/api/privacy/requests", { body: { email, kind: "export" } });
    assert.equal(asked.status, 201, asked.text);
    const code = await codeOf(smtp, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await t.call("POST", `/api/privacy/requests/${asked.json.data.id}/verify`, { body: { code: wrong } });
    assert.equal(refused.status, 400);
    const res = await t.app.request(`/api/privacy/requests/${asked.json.data.id}/verify`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code }),
    });
    assert.equal(res.status, 200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const proposals = JSON.parse(new TextDecoder().decode(files["proposals.json"]));
    assert.ok(proposals.records.length >= 1);
    const again = await t.call("POST", `/api/privacy/requests/${asked.json.data.id}/verify`, { body: { code } });
    assert.equal(again.status, 409, "a code works once");

    const erasure = await t.call("POST", "/api/privacy/requests", { body: { email, kind: "erasure" } });
    const verified = await t.call("POST", `/api/privacy/requests/${erasure.json.data.id}/verify`, { body: { code: await codeOf(smtp, email) } });
    assert.equal(verified.status, 201, verified.text);
    assert.equal(verified.json.data.state, "open");
    const admin = await t.adminToken();
    const done = await t.call("POST", `/api/privacy/requests/${erasure.json.data.id}/complete`, { token: admin });
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(await t.call("GET", "/api/privacy/requests", { token: admin }).then((r) => r.json.data.map((x: { state: string }) => x.state)), ["completed", "completed"]);
    assert.equal((await t.call("POST", `/api/privacy/requests/${erasure.json.data.id}/complete`, { token: admin })).status, 409);
    // Only staff read the desk or complete.
    assert.equal((await t.call("GET", "/api/privacy/requests")).status, 401);
    // A code never entered: the request expires with it, keeping no address.
    const unverified = await t.call("POST", "/api/privacy/requests", { body: { email: "never.entered@example.org", kind: "export" } });
    await codeOf(smtp, "never.entered@example.org");
    await runPrivacyJob(t.deps, Date.now() + 31 * 60_000);
    const expired = (await t.call("GET", "/api/privacy/requests", { token: admin })).json.data.find((r: { id: string }) => r.id === unverified.json.data.id);
    assert.equal(expired.state, "expired");
    assert.equal(expired.email, undefined);
  });
});

Deno.test("an erasure nobody completed runs by itself in the daily job; a staff account cannot be erased", async () => {
  await withSmtpApp(async (t, smtp) => {
    const member = await t.member("late@example.org");
    const asked = await t.call("POST", "/api/me/privacy/erasure", { token: member.token });
    await runPrivacyJob(t.deps, Date.now() + 2 * DAY_MS);
    const desk = await t.call("GET", "/api/privacy/requests", { token: await t.adminToken() });
    assert.equal(desk.json.data[0].state, "open", "not yet");
    await runPrivacyJob(t.deps, Date.now() + (t.config.PRIVACY_ERASURE_AFTER_DAYS + 1) * DAY_MS);
    const after = await t.call("GET", "/api/privacy/requests", { token: await t.adminToken() });
    assert.equal(after.json.data.find((r: { id: string }) => r.id === asked.json.data.id).completedBy, "automatic");
    await smtp.waitFor((m) => m.to.includes("late@example.org") && m.subject === "Your data has been erased");
    assert.equal((await t.kv.get(KEYS.userByEmail("late@example.org"))).value, null);

    const admin = await t.adminToken();
    assert.equal((await t.call("POST", "/api/me/privacy/erasure", { token: admin })).status, 409);
  });
});

Deno.test("the retention sweep deletes old trip documents and leads that never became a trip, in one audit entry", async () => {
  await withSmtpApp(async (t) => {
    const admin = await t.adminToken();
    const person = await plantPerson(t, admin);
    // A lead of someone else, that did not become a trip.
    const other = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "old.lead@example.org" }) });
    assert.equal(other.status, 201, other.text);

    const soon = await runPrivacyJob(t.deps, Date.now());
    assert.deepEqual([soon.tripDocuments, soon.inquiries], [0, 0]);
    // The trip returned on 3 March 2027; 180 days later its documents go, not its record.
    const later = Date.parse("2027-03-03T00:00:00Z") + 181 * DAY_MS;
    const counts = await runPrivacyJob(t.deps, later);
    assert.equal(counts.tripDocuments, 1);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.tripDocuments(person.tripId) }))).length, 0);
    assert.notEqual((await t.kv.get(KEYS.trip(person.tripId))).value, null);
    // 3 years on: the other lead goes; the person's inquiry became a trip and stays.
    const years = await runPrivacyJob(t.deps, Date.now() + (t.config.LEAD_RETENTION_DAYS + 1) * DAY_MS);
    assert.equal(years.inquiries, 1);
    assert.equal(years.bespoke, 1, "the bespoke request never became a trip");
    assert.equal((await t.kv.get(KEYS.inquiry(other.json.data.id))).value, null);
    assert.notEqual((await t.kv.get(KEYS.inquiry(person.inquiryId))).value, null);
    const audit = await t.call("GET", `/api/audit?entity=privacy`, { token: admin });
    const sweeps = audit.json.data.entries.filter((e: { action: string }) => e.action === "sweep");
    assert.equal(sweeps.length, 3, "one entry per sweep");
    assert.equal(sweeps[0].after.inquiries, 1);
  }, smtpOptions);
});

Deno.test("marketing mail carries RFC 8058 one-click unsubscribe, which withdraws the consent with a record", async () => {
  await withSmtpApp(async (t, smtp) => {
    const member = await t.member("news@example.org");
    const url = await unsubscribeUrl(t.deps, member.user.id, "marketing");
    const mail = withUnsubscribe({ to: "news@example.org", subject: "Our winter journeys", text: "Hello", html: "<html><body><p>Hello</p></body></html>" }, url, "en", t.deps.siteUrl);
    await t.deps.mailer.send(mail);
    const received = await smtp.waitFor((m) => m.subject === "Our winter journeys");
    const lines = received.headerLines.map((line) => line.replace(/\r?\n\s+/g, " "));
    assert.ok(lines.includes(`List-Unsubscribe: <${url}>`), lines.join("\n"));
    assert.ok(lines.includes("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    assert.ok(received.text.includes(url));

    // What a mail app sends: a form POST without cookie or token.
    const path = new URL(url).pathname;
    const res = await t.app.request(path, {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click",
    });
    assert.equal(res.status, 200, await res.clone().text());
    const user = (await t.kv.get<{ preferences: { notifications: { marketing: boolean } } }>(KEYS.user(member.user.id))).value!;
    assert.equal(user.preferences.notifications.marketing, false);
    const records = await Array.fromAsync(t.kv.list<{ kind: string; given: boolean; via: string; wording: string }>({ prefix: KEYS.consentsOf(member.user.id) }));
    assert.deepEqual(records.map((r) => [r.value.kind, r.value.given, r.value.via]), [["marketing", false, "unsubscribe"]]);
    assert.ok(records[0].value.wording.length > 10);

    const forged = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    assert.equal((await t.app.request(forged, { method: "POST", body: "List-Unsubscribe=One-Click" })).status, 404);
  });
});

Deno.test("after a backup from before an erasure is restored, the daily job erases the person again", async () => {
  await withSmtpApp(async (t) => {
    const admin = await t.adminToken();
    await storeFixtureActivity(t.kv);
    const member = await t.member("restored@example.org");
    const asked = await t.call("POST", "/api/me/privacy/erasure", { token: member.token });
    assert.equal((await t.call("POST", `/api/privacy/requests/${asked.json.data.id}/complete`, { token: admin })).status, 200);
    // The restore brings the account and an inquiry back (as they were in the backup).
    await createUser(t.kv, { name: "Restored Person", email: "restored@example.org", passwordHash: "x", isAdmin: false, isApproved: true });
    const inquiry = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "restored@example.org" }) });
    assert.equal(inquiry.status, 201);
    // Someone else stays.
    const other = await t.member("someone.else@example.org");

    const counts = await runPrivacyJob(t.deps);
    assert.equal(counts.erasures, 1);
    assert.equal((await t.kv.get(KEYS.userByEmail("restored@example.org"))).value, null);
    assert.equal((await t.kv.get(KEYS.inquiry(inquiry.json.data.id))).value, null);
    assert.notEqual((await t.kv.get(KEYS.user(other.user.id))).value, null);
    assert.equal((await runPrivacyJob(t.deps)).erasures, 0, "once");
  });
});
