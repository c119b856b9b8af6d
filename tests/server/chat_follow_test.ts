/**
 * The chat that follows its visitor, over HTTP: ending a conversation, its transcript by email
 * (every message, the visitor's language, limits that hold under a parallel burst), only the owner
 * answered, a member's open conversation on every device, an anonymous one kept on logging in, the
 * sweep of idle anonymous conversations, and asking for a person when no consultant is at the desk.
 */
import assert from "node:assert/strict";
import { CHAT_TEXTS, newChatSessionId } from "../../contract/chat/session.ts";
import { CHAT_FOLLOW_RULES } from "../../contract/chat/visitor-requests.ts";
import { sweepIdleChats } from "../../server/kv/chat/idle-sweep.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { type Smtp, type TestApp, withoutRequestId, withSmtpApp } from "../helpers/app.ts";
import { freezeClock } from "../helpers/rate-limits.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const withApp = (fn: (t: TestApp, smtp: Smtp) => Promise<void>) => withSmtpApp(fn, { env: { STAFF_EMAIL: "desk@aurum.example" } });

/** A visitor's message (JSON answer); the session is created on the first one. */
async function say(t: TestApp, id: string, text: string, token?: string) {
  const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text }, token });
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

Deno.test("a visitor ends their conversation: User-Ended, and it takes no more visitor messages", async () => {
  await withApp(async (t) => {
    const id = newChatSessionId();
    await say(t, id, "Hello, is Kyoto lovely in April?");
    const ended = await t.call("POST", `/api/chat/sessions/${id}/end`);
    assert.equal(ended.status, 200, ended.text);
    assert.equal(ended.json.data.status, "User-Ended");
    const refused = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "One more thing" } });
    assert.equal(refused.status, 409);
    assert.deepEqual(withoutRequestId(refused.json), { message: CHAT_TEXTS.ended, code: "conflict" });
    const session = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data;
    assert.equal(session.status, "User-Ended");
    assert.ok(!session.messages.some((m: { text: string }) => m.text === "One more thing"), "the refused message is not stored");
    // Asking for a person in an ended conversation is refused too.
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/consultant`)).status, 409);
  });
});

Deno.test("the transcript is emailed to the given address with every message, in the page's language", async () => {
  await withApp(async (t, smtp) => {
    const id = newChatSessionId();
    await say(t, id, "Nous rêvons des Maldives.");
    await say(t, id, "Pour notre anniversaire, en mai.");
    const session = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data;
    const res = await t.call("POST", `/api/chat/sessions/${id}/transcript?lang=fr`, { body: { email: "Claire@Example.com" } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data, { sent: true, messageCount: session.messages.length });
    const mail = await smtp.waitFor((m) => m.to.includes("claire@example.com"));
    assert.equal(mail.subject, "Votre conversation avec Aurum Voyages");
    for (const message of session.messages) assert.ok(mail.text.includes(message.text), `missing: ${message.text}`);
    assert.match(mail.text, /^Vous \(/m);
    assert.match(mail.html, /<html lang="fr" dir="ltr">/);
    assert.equal(smtp.received.length, 1, "no staff email unless the visitor asks to continue by email");

    const follow = await t.call("POST", `/api/chat/sessions/${id}/transcript?lang=ar`, {
      body: { email: "claire@example.com", continueByEmail: true },
    });
    assert.equal(follow.status, 200, follow.text);
    const staff = await smtp.waitFor((m) => m.to.includes("desk@aurum.example"));
    assert.match(staff.text, /asked to continue their chat by email \(claire@example\.com\)/);
    assert.ok(staff.text.includes("Pour notre anniversaire, en mai."));
    const arabic = smtp.received.filter((m) => m.to.includes("claire@example.com"))[1];
    assert.match(arabic.html, /<html lang="ar" dir="rtl">/);
    assert.ok(arabic.text.includes("24"), "says within how many hours a consultant writes");

    const invalid = await t.call("POST", `/api/chat/sessions/${id}/transcript`, { body: { email: "not an address" } });
    assert.equal(invalid.status, 400);
  });
});

Deno.test("only the conversation's owner may end it, ask for its transcript or for a person: 404 for anyone else", async () => {
  await withApp(async (t, smtp) => {
    const alice = await t.member();
    const bob = await t.member();
    const admin = await t.adminToken();
    const id = newChatSessionId(alice.user.id);
    await say(t, id, "A private question", alice.token);
    for (const token of [undefined, bob.token, admin]) {
      for (const [path, body] of [["end", undefined], ["transcript", { email: "thief@example.com" }], ["consultant", undefined]] as const) {
        const res = await t.call("POST", `/api/chat/sessions/${id}/${path}`, { token, body });
        assert.equal(res.status, 404, `${path} by ${token === admin ? "admin" : token ? "bob" : "anonymous"}`);
        assert.deepEqual(withoutRequestId(res.json), { message: CHAT_TEXTS.sessionNotFound, code: "not_found" });
      }
    }
    // An id nobody has used is not found either.
    assert.equal((await t.call("POST", `/api/chat/sessions/${newChatSessionId()}/end`)).status, 404);
    assert.equal(smtp.received.length, 0);
    assert.equal((await t.call("GET", `/api/chat/sessions/${id}`, { token: alice.token })).json.data.status, "AI-Active");
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/end`, { token: alice.token })).status, 200);
  });
});

Deno.test("the transcript limit holds under a parallel burst: exactly the allowed number are sent", async () => {
  await withApp(async (t, smtp) => {
    using _clock = freezeClock();
    const id = newChatSessionId();
    await say(t, id, "Please send me this conversation.");
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => t.call("POST", `/api/chat/sessions/${id}/transcript`, { body: { email: "me@example.com" } })),
    );
    const statuses = burst.map((r) => r.status);
    const allowed = CHAT_FOLLOW_RULES.transcriptsPerSessionPerHour;
    assert.equal(statuses.filter((s) => s === 200).length, allowed, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 12 - allowed, statuses.join(","));
    assert.ok(burst.filter((r) => r.status === 429).every((r) => Number(r.headers.get("retry-after")) > 0));
    await t.deps.outbox.settled();
    assert.equal(smtp.received.length, allowed);

    // Per recipient: other conversations writing to one address share its daily places.
    const sent: number[] = [];
    for (let i = 0; i < CHAT_FOLLOW_RULES.transcriptsPerEmailPerDay; i++) {
      const other = newChatSessionId();
      await say(t, other, `Question ${i}`);
      sent.push((await t.call("POST", `/api/chat/sessions/${other}/transcript`, { body: { email: "me@example.com" } })).status);
    }
    const expected = CHAT_FOLLOW_RULES.transcriptsPerEmailPerDay - allowed;
    assert.deepEqual(sent.filter((s) => s === 200).length, expected, sent.join(","));
  });
});

Deno.test("a member's open conversation is the same on every device; an anonymous one is kept on logging in", async () => {
  await withApp(async (t) => {
    const member = await t.member();
    assert.deepEqual((await t.call("GET", "/api/chat/mine", { token: member.token })).json, { data: null });
    assert.equal((await t.call("GET", "/api/chat/mine")).status, 401);

    const first = newChatSessionId(member.user.id);
    await say(t, first, "Started on my phone", member.token);
    const mine = (await t.call("GET", "/api/chat/mine", { token: member.token })).json.data;
    assert.equal(mine.sessionId, first);
    assert.ok(mine.messages.some((m: { text: string }) => m.text === "Started on my phone"));

    // An anonymous conversation, then the visitor logs in and keeps it.
    const anon = newChatSessionId();
    await say(t, anon, "Asked before logging in");
    const kept = await t.call("POST", `/api/chat/sessions/${anon}/keep`, { token: member.token });
    assert.equal(kept.status, 200, kept.text);
    assert.ok(kept.json.data.messages.some((m: { text: string }) => m.text === "Asked before logging in"));
    assert.equal(kept.json.data.userEmail, member.user.email);
    assert.equal((await t.call("GET", "/api/chat/mine", { token: member.token })).json.data.sessionId, anon, "the newest open one");
    // From now on it is the member's: the id alone no longer opens it, and no one else can keep it.
    assert.equal((await t.call("GET", `/api/chat/sessions/${anon}`)).status, 404);
    assert.equal((await t.call("POST", `/api/chat/sessions/${anon}/messages`, { body: { text: "hi" } })).status, 404);
    const other = await t.member();
    assert.equal((await t.call("POST", `/api/chat/sessions/${anon}/keep`, { token: other.token })).status, 404);
    assert.equal((await t.call("POST", `/api/chat/sessions/${anon}/keep`, { token: member.token })).status, 200, "keeping again is fine");
    assert.equal((await t.call("POST", `/api/chat/sessions/${first}/keep`, { token: member.token })).status, 404, "only anonymous ones");
    await say(t, anon, "Still mine after logging in", member.token);
    const journeys = (await t.call("GET", "/api/me/journeys", { token: member.token })).json.data;
    assert.ok(JSON.stringify(journeys).includes(anon), "the kept conversation is among the member's journeys");

    // Ended, it is no longer the open one.
    await t.call("POST", `/api/chat/sessions/${anon}/end`, { token: member.token });
    assert.equal((await t.call("GET", "/api/chat/mine", { token: member.token })).json.data.sessionId, first);
  });
});

Deno.test("the sweep deletes anonymous conversations idle for 30 days with their messages; members' are kept", async () => {
  await withApp(async (t) => {
    const member = await t.member();
    const anon = newChatSessionId();
    const kept = newChatSessionId();
    const own = newChatSessionId(member.user.id);
    await say(t, anon, "Forget me");
    // Handed to a person, it is a lead too.
    assert.equal((await t.call("POST", `/api/chat/sessions/${anon}/consultant`)).status, 200);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.leads() }))).length, 1);
    await say(t, kept, "Keep me, I log in");
    await t.call("POST", `/api/chat/sessions/${kept}/keep`, { token: member.token });
    await say(t, own, "A member's question", member.token);
    await t.kv.set(KEYS.pushSubscription("chat", anon, "abc"), { endpoint: "https://push.example/1" });
    await t.kv.set(KEYS.pushByEndpoint("abc", "chat", anon), true);

    assert.equal(await sweepIdleChats(t.kv, Date.now() + 29 * DAY_MS), 0, "29 days idle: kept");
    assert.equal(await sweepIdleChats(t.kv, Date.now() + 31 * DAY_MS), 1);
    assert.equal((await t.kv.get(KEYS.chatSession(anon))).value, null);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.chatMessages(anon) }))).length, 0, "its messages are gone");
    assert.equal((await t.kv.get(KEYS.pushSubscription("chat", anon, "abc"))).value, null, "and its devices' subscriptions");
    assert.equal((await t.kv.get(KEYS.pushByEndpoint("abc", "chat", anon))).value, null);
    const ordered = await Array.fromAsync(t.kv.list({ prefix: KEYS.chatsByActivity() }));
    assert.ok(!ordered.some((entry) => entry.key.includes(anon)), "its copy in the desk's order is gone");
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.leads() }))).length, 0, "and its lead");
    assert.equal((await t.kv.get<Deno.KvU64>(KEYS.leadCount("all", "all"))).value?.value ?? 0n, 0n, "counted no more");
    for (const id of [kept, own]) {
      assert.ok((await t.kv.get(KEYS.chatSession(id))).value, `${id} is kept`);
      assert.ok((await Array.fromAsync(t.kv.list({ prefix: KEYS.chatMessages(id) }))).length > 0);
    }
  });
});

Deno.test("asking for a person: when no consultant was at the desk for 10 minutes the answer says when the team answers", async () => {
  await withApp(async (t) => {
    const id = newChatSessionId();
    await say(t, id, "Can I talk to a person?");
    const before = Date.now();
    const away = await t.call("POST", `/api/chat/sessions/${id}/consultant`);
    assert.equal(away.status, 200, away.text);
    assert.equal(away.json.data.available, false);
    assert.equal(away.json.data.status, "Needs Review");
    const answerBy = Date.parse(away.json.data.answerBy);
    const within = CHAT_FOLLOW_RULES.answerWithinHours * 3_600_000;
    assert.ok(answerBy >= before + within && answerBy <= Date.now() + within, away.json.data.answerBy);
    const session = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data;
    assert.equal(session.handler, "consultant", "the AI stops answering: a person will");

    // A consultant opens the desk: now someone is there.
    const admin = await t.adminToken();
    assert.equal((await t.call("GET", "/api/chat/sessions", { token: admin })).status, 200);
    assert.deepEqual((await t.call("POST", `/api/chat/sessions/${id}/consultant`)).json.data, {
      available: true,
      answerBy: null,
      status: "Needs Review",
      handler: "consultant",
    });

    // Eleven minutes later, with no request from the desk since, nobody is.
    await t.kv.set(KEYS.chatDeskActive(), new Date(Date.now() - 11 * 60_000).toISOString());
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/consultant`)).json.data.available, false);
  });
});
