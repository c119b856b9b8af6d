/**
 * Inquiry threads: the desk's replies and notes, the traveller's private link, their messages back
 * (limited), and the emails on both sides (a real SMTP listener).
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { THREAD_ADDRESS_LIMIT, THREAD_LIMIT } from "../../server/services/inquiry-threads.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withSeededApp, withoutRequestId } from "../helpers/app.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";
import { fillWindow, freezeClock } from "../helpers/rate-limits.ts";
import { storeUser, tokenFor } from "../helpers/roles.ts";
import { type ReceivedMail, refusingSmtpUrl, startSmtp } from "../helpers/smtp.ts";

const TRAVELLER = "layla@example.com";

const sendInquiry = async (t: TestApp, over: Record<string, unknown> = {}, token?: string) => (await sendPackageInquiry(t, TRAVELLER, { over, token })).id;

/** The private token in the newest email to `to` kept in the local outbox (no SMTP_URL). */
async function outboxToken(t: TestApp, to: string): Promise<string> {
  await t.deps.outbox.settled();
  const mail = (await readOutbox(t.kv)).filter((m) => m.to === to).at(-1);
  const match = mail?.text.match(/\/threads\/([A-Za-z0-9_-]{43})/);
  assert.ok(match, `no thread link to ${to}`);
  return match[1];
}

/** The private token in an email's text. */
function tokenIn(mail: ReceivedMail): string {
  const match = mail.text.match(/\/threads\/([A-Za-z0-9_-]{43})/);
  assert.ok(match, `no thread link in: ${mail.text}`);
  return match[1];
}

Deno.test("a staff reply is stored with the consultant's name, sets Responded, and is emailed with a working link", async () => {
  const smtp = await startSmtp();
  try {
    await withSeededApp(async (t) => {
      const admin = await t.adminToken();
      const id = await sendInquiry(t);
      const confirmation = await smtp.waitFor((m) => m.to.includes(TRAVELLER) && m.subject.startsWith("We have received"));
      const firstToken = tokenIn(confirmation);
      assert.ok(confirmation.text.includes(`https://travel.example/threads/${firstToken}`));

      const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "  We have a suite for you.  " } });
      assert.equal(reply.status, 201, reply.text);
      assert.equal(reply.json.data.kind, "reply");
      assert.equal(reply.json.data.text, "We have a suite for you.");
      assert.equal(reply.json.data.authorName, "Aurum", "the consultant's first name (no display name set)");
      await t.deps.outbox.settled();

      const list = (await t.call("GET", "/api/inquiries", { token: admin })).json.data;
      assert.equal(list[0].status, "Responded");
      const thread = (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data;
      assert.equal(thread.messages.length, 1);
      assert.equal(thread.messages[0].mail, "sent");

      const mail = await smtp.waitFor((m) => m.to.includes(TRAVELLER) && m.subject.startsWith("Your inquiry"));
      assert.match(mail.text, /We have a suite for you\./);
      const replyToken = tokenIn(mail);
      assert.notEqual(replyToken, firstToken, "each email carries its own link");

      // Both links open the thread without a login: the reply, no notes, the status as "answered".
      for (const token of [firstToken, replyToken]) {
        const page = await t.call("GET", `/api/threads/${token}`);
        assert.equal(page.status, 200, page.text);
        assert.equal(page.json.data.progress, "answered");
        assert.deepEqual(page.json.data.messages.map((m: { kind: string; text: string }) => [m.kind, m.text]), [["reply", "We have a suite for you."]]);
        assert.equal(page.json.data.inquiry.specialRequests, "A sea-view suite, please.");
        assert.equal(JSON.stringify(page.json.data).includes("+971"), false, "no contact details on the page");
      }
    }, { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@agency.example", PUBLIC_URL: "https://travel.example/" });
  } finally {
    await smtp.close();
  }
});

Deno.test("a reply whose email fails is kept and flagged on the desk", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Here is our offer." } });
    assert.equal(reply.status, 201);
    assert.equal(reply.json.data.mail, "pending");
    await t.deps.outbox.settled();
    const states = async () =>
      (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.messages.map((m: { text: string; mail: string }) => [m.text, m.mail]);
    assert.deepEqual(await states(), [["Here is our offer.", "pending"]], "not failed while the outbox tries again");
    // The outbox's retries, shortened here, run out: only then is it failed.
    for (let waited = 0; (await states())[0][1] === "pending" && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(await states(), [["Here is our offer.", "failed"]]);
    assert.equal((await t.call("GET", "/api/inquiries", { token: admin })).json.data[0].status, "Responded");
  }, { SMTP_URL: refusingSmtpUrl() }, { outbox: { timing: { retryBaseMs: 20, retryCapMs: 20, giveUpAfterMs: 2_000 } } });
});

Deno.test("notes stay on the desk; a traveller's message reaches the desk and is emailed to the assignee", async () => {
  const smtp = await startSmtp();
  try {
    await withSeededApp(async (t) => {
      const admin = await t.adminToken();
      const consultant = await storeUser(t, { isAdmin: true, name: "Omar Consultant", email: "omar@agency.example" });
      const id = await sendInquiry(t);
      const token = tokenIn(await smtp.waitFor((m) => m.to.includes(TRAVELLER)));

      const note = await t.call("POST", `/api/inquiries/${id}/notes`, { token: admin, body: { text: "VIP client, call first." } });
      assert.equal(note.status, 201);
      assert.equal(note.json.data.kind, "note");
      const assigned = await t.call("PATCH", `/api/inquiries/${id}/assignee`, { token: admin, body: { assigneeId: consultant.id } });
      assert.equal(assigned.status, 200, assigned.text);
      assert.deepEqual(assigned.json.data.assignee, { id: consultant.id, name: "Omar" });
      const member = await storeUser(t, { name: "Not Staff" });
      const refused = await t.call("PATCH", `/api/inquiries/${id}/assignee`, { token: admin, body: { assigneeId: member.id } });
      assert.equal(refused.status, 400);
      assert.equal(refused.json.message, THREAD_TEXTS.notAdmin);

      const page = (await t.call("GET", `/api/threads/${token}`)).json.data;
      assert.deepEqual(page.messages, [], "a note is never shown to the traveller");
      assert.equal(page.progress, "received");

      const sent = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "<b>Thank you</b>, two rooms please." } });
      assert.equal(sent.status, 201, sent.text);
      assert.equal(sent.json.data.authorName, "Layla Haddad");
      const thread = (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data;
      assert.deepEqual(thread.messages.map((m: { kind: string }) => m.kind), ["note", "traveller"]);
      assert.equal(thread.messages[1].text, "<b>Thank you</b>, two rooms please.", "stored as typed; the page escapes it");
      const mail = await smtp.waitFor((m) => m.to.includes("omar@agency.example"));
      assert.match(mail.text, /two rooms please/);
      assert.ok(mail.text.includes(`/admin/inquiries?id=${id}`));

      const unassigned = await t.call("PATCH", `/api/inquiries/${id}/assignee`, { token: admin, body: { assigneeId: null } });
      assert.equal(unassigned.json.data.assignee, undefined);
      await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "And a late checkout." } });
      await smtp.waitFor((m) => m.to.includes("desk@agency.example") && m.text.includes("late checkout"));

      const empty = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "   " } });
      assert.equal(empty.status, 400);
      const long = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "x".repeat(5_001) } });
      assert.equal(long.status, 400);
    }, { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@agency.example" });
  } finally {
    await smtp.close();
  }
});

Deno.test("a wrong, revoked or deleted inquiry's link is 404 and says which", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    await t.deps.outbox.settled();
    const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Hello." } });
    assert.equal(reply.status, 201);
    await t.deps.outbox.settled();
    const tokens = (await readOutbox(t.kv)).flatMap((m) => [...m.text.matchAll(/\/threads\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]));
    assert.equal(tokens.length, 2);

    const wrong = await t.call("GET", `/api/threads/${"A".repeat(43)}`);
    assert.equal(wrong.status, 404);
    assert.deepEqual(withoutRequestId(wrong.json), { message: THREAD_TEXTS.notFound, code: "not_found" });
    assert.equal((await t.call("GET", "/api/threads/short")).status, 404);
    assert.equal((await t.call("POST", `/api/threads/${"A".repeat(43)}/messages`, { body: { text: "Hi" } })).status, 404);

    const revoked = await t.call("DELETE", `/api/inquiries/${id}/thread-links`, { token: admin });
    assert.deepEqual(revoked.json.data, { id, revoked: 2 });
    for (const token of tokens) {
      const res = await t.call("GET", `/api/threads/${token}`);
      assert.equal(res.status, 404);
      assert.equal(res.json.message, THREAD_TEXTS.notFound);
    }
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.activeLinks, 0);

    // A new reply brings a new link; deleting the inquiry makes it say so.
    await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "A new link." } });
    await t.deps.outbox.settled();
    const last = await outboxToken(t, TRAVELLER);
    assert.equal((await t.call("GET", `/api/threads/${last}`)).status, 200);
    assert.equal((await t.call("DELETE", `/api/inquiries/${id}`, { token: admin })).status, 200);
    const gone = await t.call("GET", `/api/threads/${last}`);
    assert.equal(gone.status, 404);
    assert.equal(gone.json.message, THREAD_TEXTS.deleted);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.inquiryMessages(id) }))).length, 0, "the thread went with it");
  });
});

Deno.test("a traveller's messages are limited per thread and per address, exactly under a burst", async () => {
  using _clock = freezeClock();
  await withSeededApp(async (t) => {
    await sendInquiry(t);
    await t.deps.outbox.settled();
    const token = await outboxToken(t, TRAVELLER);
    const burst = await Promise.all(
      Array.from({ length: THREAD_LIMIT.max + 6 }, (_, i) =>
        t.call("POST", `/api/threads/${token}/messages`, { body: { text: `Message ${i}` }, headers: { "x-forwarded-for": `203.0.113.${i}` } })
      ),
    );
    const statuses = burst.map((r) => r.status).sort();
    assert.equal(statuses.filter((s) => s === 201).length, THREAD_LIMIT.max);
    assert.equal(statuses.filter((s) => s === 429).length, 6);
    const refused = burst.find((r) => r.status === 429)!;
    assert.equal(refused.json.message, THREAD_LIMIT.message);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);

    // Another thread from a full address is refused too.
    await sendInquiry(t, { userEmail: "other@example.com" });
    await t.deps.outbox.settled();
    const otherToken = await outboxToken(t, "other@example.com");
    await fillWindow(t.kv, THREAD_ADDRESS_LIMIT, "198.51.100.7");
    const limited = await t.call("POST", `/api/threads/${otherToken}/messages`, { body: { text: "Hi" }, headers: { "x-forwarded-for": "198.51.100.7" } });
    assert.equal(limited.status, 429);
    assert.equal(limited.json.message, THREAD_ADDRESS_LIMIT.message);
  }, { TRUST_PROXY: "1" });
});

Deno.test("a member's journeys hold exactly their records, and they read their inquiry's thread", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const owner = await storeUser(t, { name: "Layla Haddad", email: TRAVELLER });
    const other = await storeUser(t, { name: "Other Member", email: "other@example.com" });
    const ownerToken = await tokenFor(t, owner);
    const otherToken = await tokenFor(t, other);

    const loggedOut = await sendInquiry(t); // logged out, the owner's address
    const loggedIn = await sendInquiry(t, { userEmail: "typed-another@example.com" }, ownerToken);
    const othersOwn = await sendInquiry(t, { userEmail: "other@example.com" }, otherToken);
    // Another member sending with the owner's address: theirs, not the owner's.
    const othersWithOwnersAddress = await sendInquiry(t, {}, otherToken);
    const stranger = await sendInquiry(t, { userEmail: "stranger@example.com" });
    await t.call("POST", `/api/inquiries/${loggedOut}/replies`, { token: admin, body: { text: "Answer." } });

    const journeys = await t.call("GET", "/api/me/journeys", { token: ownerToken });
    assert.equal(journeys.status, 200, journeys.text);
    const ids = journeys.json.data.map((j: { id: string }) => j.id);
    assert.deepEqual(ids, [loggedOut, loggedIn], "newest activity first: the answered one");
    assert.equal(journeys.json.data[0].status, "Responded");
    assert.equal(journeys.json.data[0].href, `/journeys/inquiries/${loggedOut}`);
    const theirs = (await t.call("GET", "/api/me/journeys", { token: otherToken })).json.data.map((j: { id: string }) => j.id);
    assert.deepEqual(theirs.sort(), [othersOwn, othersWithOwnersAddress].sort());
    assert.equal(ids.includes(stranger), false);

    const thread = await t.call("GET", `/api/me/inquiries/${loggedOut}`, { token: ownerToken });
    assert.equal(thread.status, 200);
    assert.equal(thread.json.data.messages[0].text, "Answer.");
    assert.equal((await t.call("GET", `/api/me/inquiries/${loggedOut}`, { token: otherToken })).status, 404);
    assert.equal((await t.call("GET", `/api/me/inquiries/${othersWithOwnersAddress}`, { token: ownerToken })).status, 404);
    const wrote = await t.call("POST", `/api/me/inquiries/${loggedIn}/messages`, { token: ownerToken, body: { text: "From my account." } });
    assert.equal(wrote.status, 201);
    assert.equal((await t.call("GET", "/api/me/journeys")).status, 401);
  });
});

Deno.test("a French inquiry's thread and journey name the item in French, the stored name when the item is gone", async () => {
  await withSeededApp(async (t) => {
    const member = await storeUser(t, { name: "Camille Laurent", email: "camille@example.com" });
    const token = await tokenFor(t, member);
    const english = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const french = (await t.call("GET", "/api/packages?lang=fr")).json.data.packages.find((p: { id: string }) => p.id === english.id);
    assert.notEqual(french.name, english.name, "the seeded package has a French name");
    const res = await t.call("POST", "/api/inquiries?lang=fr", { body: packageInquiryBody(english, "camille@example.com") });
    assert.equal(res.status, 201, res.text);
    const id = res.json.data.id;
    const link = await outboxToken(t, "camille@example.com");

    assert.equal((await t.call("GET", `/api/threads/${link}`)).json.data.inquiry.itemName, french.name);
    assert.equal((await t.call("GET", `/api/me/inquiries/${id}`, { token })).json.data.inquiry.itemName, french.name);
    const journey = (await t.call("GET", "/api/me/journeys", { token })).json.data.find((j: { id: string }) => j.id === id);
    assert.equal(journey.title, french.name);

    // The item deleted from the catalogue: the name the inquiry was sent with.
    const admin = await t.adminToken();
    assert.equal((await t.call("DELETE", `/api/packages/${english.id}`, { token: admin })).status, 200);
    assert.equal((await t.call("GET", `/api/threads/${link}`)).json.data.inquiry.itemName, english.name);
  });
});

Deno.test("a member's chat is titled by their first question, cut at a word with an ellipsis", async () => {
  await withSeededApp(async (t) => {
    const member = await storeUser(t, { name: "Omar Aziz", email: "omar@example.com" });
    const token = await tokenFor(t, member);
    const id = newChatSessionId(member.id);
    const question = "Could you suggest a quiet overwater villa in the Maldives for our anniversary next spring, with a private chef?";
    for (const text of [question, "And a seaplane transfer, please."]) {
      const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text }, token });
      assert.equal(res.status, 201, res.text);
    }
    const chat = (await t.call("GET", "/api/me/journeys", { token })).json.data.find((j: { kind: string }) => j.kind === "chat");
    assert.equal(chat.title, "Could you suggest a quiet overwater villa in the Maldives for our anniversary…");
    assert.ok(chat.title.length <= 80);
  });
});
