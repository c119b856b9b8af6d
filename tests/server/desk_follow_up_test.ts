/**
 * "Awaiting our reply" on the staff desks, and their live lists: a traveller's message sets the
 * state in its own commit and a staff reply clears it (also when both race); unread counts end when
 * staff open the inquiry; the chat desk shows the visitor's last message; every desk list answers
 * with a version (304 when unchanged); the desk event stream says which desk changed, for staff only
 * and within its cap.
 */
import assert from "node:assert/strict";
import { DESK_FEED } from "../../contract/desk-feed.ts";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { commitGrouped, WriteSet } from "../../server/kv/group-commit.ts";
import { markDeskChanged } from "../../server/kv/desk-changes.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";

const TRAVELLER = "follow-up@example.com";

async function sendInquiry(t: TestApp): Promise<{ id: string; token: string }> {
  const { id } = await sendPackageInquiry(t, TRAVELLER);
  await t.deps.outbox.settled();
  const mail = (await readOutbox(t.kv)).filter((m) => m.to === TRAVELLER).at(-1);
  const token = mail?.text.match(/\/threads\/([A-Za-z0-9_-]{43})/)?.[1];
  assert.ok(token, "the confirmation carries the private link");
  return { id, token };
}

type Stored = { awaitingSince?: string; unread?: number; status: string };
const stored = async (t: TestApp, id: string) => (await t.kv.get<Stored>(KEYS.inquiry(id))).value!;

Deno.test("a traveller's message marks the inquiry awaiting our reply with an unread count; opening reads it; a reply ends it", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const { id, token } = await sendInquiry(t);
    assert.equal((await stored(t, id)).awaitingSince, undefined, "a new inquiry waits as New, not as a follow-up");

    assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Here is a suite." } })).status, 201);
    const first = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "Can we add a night?" } });
    assert.equal(first.status, 201, first.text);
    await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "And a driver?" } });

    const listed = (await t.call("GET", "/api/inquiries", { token: admin })).json.data.find((i: { id: string }) => i.id === id);
    assert.equal(listed.status, "Responded");
    assert.equal(listed.awaitingSince, first.json.data.sentAt, "awaiting since the first unanswered message");
    assert.equal(listed.unread, 2);

    // A note is staff's own: it answers nobody.
    await t.call("POST", `/api/inquiries/${id}/notes`, { token: admin, body: { text: "Ask the hotel." } });
    assert.equal((await stored(t, id)).unread, 2);

    const read = await t.call("POST", `/api/inquiries/${id}/read`, { token: admin });
    assert.equal(read.status, 200, read.text);
    assert.equal(read.json.data.unread, undefined);
    assert.equal((await stored(t, id)).awaitingSince, first.json.data.sentAt, "read, yet still awaiting our reply");

    await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Done." } });
    const answered = await stored(t, id);
    assert.equal(answered.awaitingSince, undefined);
    assert.equal(answered.unread, undefined);
  });
});

Deno.test("the state is written in the message's own commit: a traveller's message and a staff reply racing leave it as the last one committed says", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const { id, token } = await sendInquiry(t);
    for (let round = 0; round < 8; round++) {
      const results = await Promise.all([
        t.call("POST", `/api/threads/${token}/messages`, { body: { text: `Traveller ${round}` } }),
        t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: `Reply ${round}` } }),
      ]);
      for (const res of results) assert.equal(res.status, 201, res.text);
      // Each reply mails a new link; the traveller keeps the first one (links stay valid).
      const thread = (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.messages as {
        kind: string;
        sentAt: string;
      }[];
      const lastReply = thread.findLastIndex((m) => m.kind === "reply");
      const unanswered = thread.slice(lastReply + 1).filter((m) => m.kind === "traveller");
      const state = await stored(t, id);
      assert.equal(state.awaitingSince, unanswered[0]?.sentAt, `round ${round}: awaiting iff the traveller wrote after the last reply`);
      assert.equal(state.unread ?? 0, unanswered.length, `round ${round}: unread counts the unanswered messages`);
    }
    await t.deps.outbox.settled();
  });
});

Deno.test("the chat desk shows the visitor's last message and who wrote last; a conversation handed to staff awaits our reply", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = newChatSessionId();
    const first = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Which villa has a pool?" } });
    assert.equal(first.status, 201, first.text);
    assert.ok(first.json.data.reply, "the concierge answered");
    let summary = (await t.call("GET", "/api/chat/sessions", { token: admin })).json.data.find((s: { sessionId: string }) => s.sessionId === id);
    assert.equal(summary.lastMessage, "Which villa has a pool?", "the visitor's message, not the answer");
    assert.notEqual(summary.lastAuthor, "visitor");
    assert.equal(summary.awaitingSince, undefined, "answered");

    await t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "consultant" } });
    const asked = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Is anyone there?" } });
    summary = (await t.call("GET", "/api/chat/sessions", { token: admin })).json.data.find((s: { sessionId: string }) => s.sessionId === id);
    assert.equal(summary.lastAuthor, "visitor");
    assert.equal(summary.awaitingSince, asked.json.data.message.timestamp);
    assert.equal(summary.unread, 1);

    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/read`, { token: admin })).status, 200);
    summary = (await t.call("GET", "/api/chat/sessions", { token: admin })).json.data.find((s: { sessionId: string }) => s.sessionId === id);
    assert.equal(summary.unread, undefined);
    assert.ok(summary.awaitingSince);

    await t.call("POST", `/api/chat/sessions/${id}/messages`, { token: admin, body: { text: "Yes, I am here.", role: "model" } });
    summary = (await t.call("GET", "/api/chat/sessions", { token: admin })).json.data.find((s: { sessionId: string }) => s.sessionId === id);
    assert.equal(summary.lastAuthor, "consultant");
    assert.equal(summary.awaitingSince, undefined);
    assert.equal(summary.lastMessage, "Is anyone there?");
  });
});

Deno.test("each desk list answers with its version: 304 while unchanged, a new version after a change", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    for (const path of ["/api/inquiries", "/api/bespoke", "/api/chat/sessions"]) {
      const first = await t.call("GET", path, { token: admin });
      const etag = first.headers.get("etag");
      assert.ok(etag, `${path} has an ETag`);
      const again = await t.call("GET", path, { token: admin, headers: { "if-none-match": etag } });
      assert.equal(again.status, 304, `${path} unchanged`);
      assert.equal(again.text, "");
    }
    const before = (await t.call("GET", "/api/inquiries", { token: admin })).headers.get("etag")!;
    const chatBefore = (await t.call("GET", "/api/chat/sessions", { token: admin })).headers.get("etag")!;
    const { id } = await sendInquiry(t);
    const after = await t.call("GET", "/api/inquiries", { token: admin, headers: { "if-none-match": before } });
    assert.equal(after.status, 200);
    assert.ok(after.json.data.some((i: { id: string }) => i.id === id));
    assert.equal((await t.call("GET", "/api/chat/sessions", { token: admin, headers: { "if-none-match": chatBefore } })).status, 304, "another desk's list is unchanged");
  });
});

/** Reads `changed` events from a desk stream until `until` holds. */
async function readChanges(res: Response, until: (changes: { desk: string; version: string }[]) => boolean, ms = 3000) {
  const changes: { desk: string; version: string }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const parse = (chunk: string) => {
    buffer += chunk;
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim();
      const data = lines.find((l) => l.startsWith("data:"))?.slice(5).trim();
      if (event === "changed" && data) changes.push(JSON.parse(data));
    }
  };
  const deadline = setTimeout(() => reader.cancel(), ms);
  try {
    while (!until(changes)) {
      const { value, done } = await reader.read();
      if (done) break;
      parse(value);
    }
  } finally {
    clearTimeout(deadline);
    await reader.cancel().catch(() => {});
  }
  return changes;
}

Deno.test("the desk stream says which desk changed, at once, with the version its list then answers", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    // The inquiry's emails stay in the outbox: their outcomes, recorded on it, would change the desk again.
    await t.deps.outbox.stop();
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const res = await t.app.request("/api/desk/events?desks=inquiries,chats", { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/event-stream/);
    const started = Date.now();
    let sent = false;
    const changes = await readChanges(res, (seen) => {
      if (seen.length >= 2 && !sent) {
        sent = true;
        void t.call("POST", "/api/inquiries", { body: packageInquiryBody(pkg, TRAVELLER, {}) });
      }
      return seen.length >= 3;
    });
    assert.deepEqual(changes.slice(0, 2).map((c) => c.desk).sort(), ["chats", "inquiries"], "first the current versions");
    assert.equal(changes[2]?.desk, "inquiries", "then the desk that changed");
    assert.ok(Date.now() - started < 2000, "within 2 s");
    await t.deps.outbox.settled();
    const etag = (await t.call("GET", "/api/inquiries", { token: admin })).headers.get("etag")!;
    assert.ok(etag.startsWith(`"${changes[2].version}-`), "the event's version is the list's");
  });
});

Deno.test("the desk stream is for staff only, names only known desks, and is capped per administrator", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/desk/events")).status, 401);
    assert.equal((await t.call("GET", "/api/desk/events", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", "/api/desk/events?desks=users", { token: admin })).status, 400);

    const open: Response[] = [];
    for (let i = 0; i < DESK_FEED.streamsPerUser; i++) {
      const res = await t.app.request("/api/desk/events", { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.status, 200);
      open.push(res);
    }
    const refused = await t.call("GET", "/api/desk/events", { token: admin });
    assert.equal(refused.status, 429);
    await open.pop()!.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await t.app.request("/api/desk/events", { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(again.status, 200, "a closed stream gives its place back");
    open.push(again);
    for (const res of open) await res.body!.cancel();
  });
});

Deno.test("writes of one moment that each mark a desk changed still share one commit, and count every change", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const writes = Array.from({ length: 5 }, (_, i) => markDeskChanged(new WriteSet().set(["item", i], i), "inquiries"));
    const results = await Promise.all(writes.map((write) => commitGrouped(kv, write)));
    assert.ok(results.every((r) => r.ok));
    assert.equal(new Set(results.map((r) => (r as Deno.KvCommitResult).versionstamp)).size, 1, "one commit for the five");
    assert.equal((await kv.get<Deno.KvU64>(KEYS.deskChanged("inquiries"))).value?.value, 5n);
  } finally {
    kv.close();
  }
});
