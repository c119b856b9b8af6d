/**
 * Deletes of more than one Deno KV commit holds (1,000 mutations, 800 KiB, 100 checks): an inquiry
 * with a long thread and many links, revoking many links, a chat, an administrator among many, a
 * package with many activities; a crash after a delete's first commit, which the sweep finishes;
 * and the cap on a thread's length that keeps new threads within one commit. Threads longer than
 * the API allows are planted directly in the database (as one stored before the cap would be).
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { LIMITS } from "../../contract/limits.ts";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { newId } from "../../server/kv/ids.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { deleteInquiry } from "../../server/kv/inquiries.ts";
import { deleteChatSession } from "../../server/kv/chat/sessions.ts";
import { sweepUnfinishedDeletes } from "../../server/kv/purge-sweep.ts";
import { saveSubscription } from "../../server/kv/push-subscriptions.ts";
import { addThreadLink, hashToken, mintThreadLink, type ThreadLink } from "../../server/kv/thread-links.ts";
import { translateAnswer } from "../../server/answer-texts/index.ts";
import { getUser } from "../../server/kv/users.ts";
import { type TestApp, withSeededApp, withoutRequestId } from "../helpers/app.ts";
import { storeUser } from "../helpers/roles.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";

const TRAVELLER = "amal@example.com";

const sendInquiry = async (t: TestApp) => (await sendPackageInquiry(t, TRAVELLER)).id;

/** Runs `write` for 0 to `count - 1`, 90 to a commit (a link's write holds a check; Deno KV takes 100). */
async function plant(kv: Deno.Kv, count: number, write: (op: Deno.AtomicOperation, i: number) => void) {
  for (let i = 0; i < count; i += 90) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(count, i + 90); j++) write(op, j);
    assert.ok((await op.commit()).ok);
  }
}

/** `count` messages on an inquiry's thread, each a long text (so their values alone are megabytes). */
function plantMessages(kv: Deno.Kv, inquiryId: string, count: number) {
  return plant(kv, count, (op, i) => {
    const id = newId();
    op.set(KEYS.inquiryMessage(inquiryId, id), { id, kind: i % 2 ? "reply" : "traveller", authorName: "Amal", text: `${i} `.repeat(1_000), sentAt: new Date().toISOString() });
  });
}

/** `count` private links of an inquiry; answers their tokens. */
async function plantLinks(kv: Deno.Kv, inquiryId: string, count: number): Promise<string[]> {
  const links = Array.from({ length: count }, () => mintThreadLink());
  await plant(kv, count, (op, i) => addThreadLink(op, inquiryId, links[i].hash, new Date().toISOString()));
  return links.map((link) => link.token);
}

async function plantSubscriptions(kv: Deno.Kv, inquiryId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const subscription = { endpoint: `https://push.example/${inquiryId}/${i}`, keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) } };
    await saveSubscription(kv, { kind: "thread", id: inquiryId }, subscription, { max: 10, message: "full" });
  }
}

/** How many keys are under each prefix (`{ key }`: 1 when that one key is stored, else 0). */
async function counts(kv: Deno.Kv, prefixes: Record<string, Deno.KvKey | { key: Deno.KvKey }>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, prefix] of Object.entries(prefixes)) {
    out[name] = "key" in prefix ? Number((await kv.get(prefix.key)).value !== null) : (await Array.fromAsync(kv.list({ prefix }))).length;
  }
  return out;
}

const inquiryLeft = (kv: Deno.Kv, id: string) =>
  counts(kv, {
    record: { key: KEYS.inquiry(id) },
    messages: KEYS.inquiryMessages(id),
    links: KEYS.threadTokensOf(id),
    subscriptions: KEYS.pushSubscriptionsOf("thread", id),
    purge: { key: KEYS.purge("inquiry", id) },
  });
const NOTHING = { record: 0, messages: 0, links: 0, subscriptions: 0, purge: 0 };

/** Every link says the inquiry was deleted: its tombstone is stored, and the page says so. */
async function assertLinksSayDeleted(t: TestApp, tokens: string[]) {
  const stored = await Promise.all(tokens.map((token) => t.kv.get<ThreadLink>(KEYS.threadToken(hashToken(token)))));
  assert.equal(stored.filter((entry) => entry.value?.deleted !== true).length, 0, "every link is a tombstone");
  for (const token of [tokens[0], tokens.at(-1)!]) {
    const page = await t.call("GET", `/api/threads/${token}`);
    assert.equal(page.status, 404);
    assert.equal(page.json.message, THREAD_TEXTS.deleted);
  }
}

Deno.test("an inquiry with more messages, links and subscriptions than one commit holds is deleted, and nothing of it remains", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    await plantMessages(t.kv, id, 1_200);
    const tokens = await plantLinks(t.kv, id, 600);
    await plantSubscriptions(t.kv, id, 3);

    const deleted = await t.call("DELETE", `/api/inquiries/${id}`, { token: admin });
    assert.equal(deleted.status, 200, deleted.text);
    assert.deepEqual(await inquiryLeft(t.kv, id), NOTHING);
    await assertLinksSayDeleted(t, tokens);
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).status, 404);
    assert.equal((await t.call("DELETE", `/api/inquiries/${id}`, { token: admin })).status, 404);
  });
});

Deno.test("a crash after an inquiry delete's first commit: it is gone at once, and the sweep removes the rest", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    await plantMessages(t.kv, id, 1_100);
    const tokens = await plantLinks(t.kv, id, 600);
    await plantSubscriptions(t.kv, id, 2);

    // The first commit alone (the store's delete; the service purges next), as a crash would leave it:
    // the inquiry is gone for everyone, its links open nothing.
    await deleteInquiry(t.kv, id);
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).status, 404);
    assert.equal((await t.call("GET", "/api/inquiries", { token: admin })).json.data.some((i: { id: string }) => i.id === id), false);
    for (const token of [tokens[0], tokens.at(-1)!]) {
      const page = await t.call("GET", `/api/threads/${token}`);
      assert.equal(page.status, 404);
      assert.equal(page.json.message, THREAD_TEXTS.deleted);
      assert.equal((await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "Still there?" } })).status, 404);
    }
    const left = await inquiryLeft(t.kv, id);
    assert.equal(left.record, 0);
    assert.equal(left.purge, 1, "the purge is marked");
    assert.equal(left.messages, 1_100, "the crash left the thread");

    // The sweep at the next start finishes it.
    assert.equal(await sweepUnfinishedDeletes(t.kv), 1);
    assert.deepEqual(await inquiryLeft(t.kv, id), NOTHING);
    await assertLinksSayDeleted(t, tokens);
    assert.equal(await sweepUnfinishedDeletes(t.kv), 0, "nothing left to finish");
  });
});

Deno.test(`a thread holds at most ${LIMITS.threadMessages} messages: then 409 full, in the page's language`, async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    const [token] = await plantLinks(t.kv, id, 1);
    await plantMessages(t.kv, id, LIMITS.threadMessages - 1);

    const last = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "One more." } });
    assert.equal(last.status, 201, last.text);

    const refused = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "And another." } });
    assert.equal(refused.status, 409, refused.text);
    const english = THREAD_TEXTS.full.replace("{max}", String(LIMITS.threadMessages));
    assert.deepEqual(withoutRequestId(refused.json), { message: english, code: "full" });
    for (const lang of ["fr", "ar", "de"] as const) {
      const page = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "Encore." }, headers: { "accept-language": lang } });
      assert.equal(page.status, 409);
      assert.equal(page.json.message, translateAnswer(THREAD_TEXTS.full, lang, { max: LIMITS.threadMessages }));
      assert.notEqual(page.json.message, english);
    }
    // Staff cannot grow it either; nothing was stored past the cap.
    for (const path of ["replies", "notes"]) {
      const res = await t.call("POST", `/api/inquiries/${id}/${path}`, { token: admin, body: { text: "Noted." } });
      assert.equal(res.status, 409, res.text);
      assert.equal(res.json.code, "full");
    }
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.messages.length, LIMITS.threadMessages);
  });
});

Deno.test("revoking more links than one commit holds revokes every one, and the thread's subscriptions", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    await t.deps.outbox.settled();
    const before = (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.activeLinks;
    const tokens = await plantLinks(t.kv, id, 700);
    await plantSubscriptions(t.kv, id, 3);

    const revoked = await t.call("DELETE", `/api/inquiries/${id}/thread-links`, { token: admin });
    assert.equal(revoked.status, 200, revoked.text);
    assert.deepEqual(revoked.json.data, { id, revoked: before + 700 });
    assert.deepEqual(await inquiryLeft(t.kv, id), { ...NOTHING, record: 1 });
    for (const token of [tokens[0], tokens[300], tokens.at(-1)!]) {
      const page = await t.call("GET", `/api/threads/${token}`);
      assert.equal(page.status, 404);
      assert.equal(page.json.message, THREAD_TEXTS.notFound);
    }
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.activeLinks, 0);
  });
});

Deno.test("a crash after a chat delete's first commit: the sweep removes its messages, not a new session's under the same id", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const sessionId = newChatSessionId();
    const started = await t.call("POST", `/api/chat/sessions/${sessionId}/messages`, { body: { text: "Hello" } });
    assert.equal(started.status, 201, started.text);
    const first = (await counts(t.kv, { messages: KEYS.chatMessages(sessionId) })).messages;
    await plant(t.kv, 1_200, (op, i) => {
      const id = newId();
      op.set(KEYS.chatMessage(sessionId, id), { id, sender: "user", text: `message ${i}`, timestamp: new Date().toISOString() });
    });

    await deleteChatSession(t.kv, sessionId);
    assert.equal((await t.call("GET", `/api/chat/sessions/${sessionId}`, { token: admin })).status, 404);
    const chatLeft = () => counts(t.kv, { messages: KEYS.chatMessages(sessionId), purge: { key: ["purges", "chat", sessionId] } });
    assert.ok((await chatLeft()).messages > 1_000, "the crash left the messages");

    // The visitor writes again under the same id before the sweep: a new conversation, kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await t.call("POST", `/api/chat/sessions/${sessionId}/messages`, { body: { text: "Anyone there?" } });
    assert.equal(again.status, 201, again.text);
    const kept = await counts(t.kv, { messages: KEYS.chatMessages(sessionId) });

    assert.equal(await sweepUnfinishedDeletes(t.kv), 1);
    assert.deepEqual(await chatLeft(), { messages: kept.messages - first - 1_200, purge: 0 });
    const transcript = await t.call("GET", `/api/chat/sessions/${sessionId}`, { token: admin });
    assert.equal(transcript.status, 200, transcript.text);
    assert.equal(transcript.json.data.messages.some((m: { text: string }) => m.text === "Anyone there?"), true);
    assert.equal(transcript.json.data.messages.some((m: { text: string }) => m.text === "Hello"), false);
  });
});

Deno.test("with more administrators than one commit checks, one is deleted or made a member", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const admins = [];
    for (let i = 0; i < 110; i++) admins.push(await storeUser(t, { isAdmin: true, name: `Consultant ${i}` }));

    const deleted = await t.call("DELETE", `/api/auth/users/${admins[0].id}`, { token: admin });
    assert.equal(deleted.status, 200, deleted.text);
    assert.equal(await getUser(t.kv, admins[0].id), null);
    const demoted = await t.call("PATCH", `/api/auth/users/${admins[1].id}/admin`, { token: admin, body: { isAdmin: false } });
    assert.equal(demoted.status, 200, demoted.text);
    assert.equal((await getUser(t.kv, admins[1].id))!.isAdmin, false);
  });
});

Deno.test("deleting a package with more activities than one commit rewrites keeps every one, unlinked", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
    const pkg = (await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id) })).json.data;
    const ids: string[] = [];
    for (let i = 0; i < 130; i++) {
      const res = await t.call("POST", "/api/activities", { token: admin, body: activityBody({ name: `Excursion ${i}`, packageId: pkg.id }) });
      assert.equal(res.status, 201, res.text);
      ids.push(res.json.data.id);
    }

    const deleted = await t.call("DELETE", `/api/packages/${pkg.id}`, { token: admin });
    assert.equal(deleted.status, 200, deleted.text);
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).status, 404);
    for (const id of ids) {
      const activity = await t.call("GET", `/api/activities/${id}`);
      assert.equal(activity.status, 200, id);
      assert.equal(activity.json.data.packageId, undefined, id);
    }
    assert.deepEqual(await counts(t.kv, { links: KEYS.activitiesByPackage(pkg.id) }), { links: 0 });
  });
});
