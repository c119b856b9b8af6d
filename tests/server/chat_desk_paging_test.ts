/**
 * The live-chat desk reads a page at a time (issue #33): `GET /api/chat/sessions?limit=&cursor=`
 * with `status` and `awaiting=true` (those awaiting our reply, longest waiting first) are answered
 * from the server's indexes, and `GET /api/desk/counts?desk=chats` counts those awaiting our reply
 * beside each status. Both equal what the raw session records say after creates, staff replies,
 * visitors' messages, ends, the idle sweep, a staff delete and an erasure; a database from before
 * the awaiting order and count gets them once at start.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { CHAT_STATUSES } from "../../contract/enums.ts";
import { NEXT_CURSOR_HEADER } from "../../contract/paging.ts";
import { sweepIdleChats } from "../../server/kv/chat/idle-sweep.ts";
import { backfillChatAwaiting, type StoredChatSession } from "../../server/kv/chat/sessions.ts";
import { erasePerson } from "../../server/kv/erasure.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { TestApp } from "../helpers/app.ts";
import { withAdminApp } from "../helpers/app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function rawSessions(kv: Deno.Kv): Promise<StoredChatSession[]> {
  return (await Array.fromAsync(kv.list<StoredChatSession>({ prefix: KEYS.chatSessions() }))).map((e) => e.value);
}

/** Every page of the desk's list under `filters`, two at a time, in the order answered. */
async function allPages(t: TestApp, admin: string, filters: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await t.call("GET", `/api/chat/sessions?limit=2${filters}${cursor ? `&cursor=${cursor}` : ""}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    const items = res.json.data as { sessionId: string }[];
    assert.ok(items.length <= 2, "a page, not the list");
    ids.push(...items.map((s) => s.sessionId));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) return ids;
  }
  throw new Error("the pages never ended");
}

async function assertDeskMatches(t: TestApp, admin: string, what: string) {
  const sessions = await rawSessions(t.kv);
  const waiting = sessions.filter((s) => s.awaitingSince).sort((a, b) => a.awaitingSince!.localeCompare(b.awaitingSince!) || a.sessionId.localeCompare(b.sessionId));
  const counts = await t.call("GET", "/api/desk/counts?desk=chats", { token: admin });
  assert.equal(counts.status, 200, counts.text);
  const byStatus = Object.fromEntries(CHAT_STATUSES.map((s) => [s, sessions.filter((x) => x.status === s).length]));
  assert.deepEqual(counts.json.data, { total: sessions.length, byStatus, awaiting: waiting.length }, `counts ${what}`);

  assert.deepEqual(await allPages(t, admin, "&awaiting=true"), waiting.map((s) => s.sessionId), `awaiting pages ${what}`);
  const byActivity = [...sessions].sort((a, b) => b.lastActivityTimestamp.localeCompare(a.lastActivityTimestamp) || b.sessionId.localeCompare(a.sessionId));
  assert.deepEqual(await allPages(t, admin, ""), byActivity.map((s) => s.sessionId), `pages ${what}`);
  for (const status of CHAT_STATUSES) {
    const expected = waiting.filter((s) => s.status === status).map((s) => s.sessionId);
    assert.deepEqual(await allPages(t, admin, `&awaiting=true&status=${encodeURIComponent(status)}`), expected, `awaiting ${status} ${what}`);
  }
}

/** A visitor's message over HTTP; the session is created on the first one. */
async function say(t: TestApp, id: string, text: string) {
  const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text } });
  assert.equal(res.status, 201, res.text);
}

/** A consultant's reply over HTTP: the conversation is handed to staff, the AI stops answering. */
async function reply(t: TestApp, admin: string, id: string, text: string) {
  const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { token: admin, body: { text, role: "model", timestamp: new Date().toISOString() } });
  assert.equal(res.status, 201, res.text);
}

Deno.test("the chat desk's pages and awaiting count equal the records through the chat's life", async () => {
  await withAdminApp(async (t, admin) => {
    const ids = Array.from({ length: 7 }, () => newChatSessionId());
    for (const id of ids) await say(t, id, "Is Kyoto lovely in April?");
    await assertDeskMatches(t, admin, "after creates");

    // Staff take five over; then their visitors write again and await a person's reply.
    for (const id of ids.slice(0, 5)) await reply(t, admin, id, "A consultant here: yes, the cherry blossom.");
    for (const id of ids.slice(0, 5)) await say(t, id, "Could you hold a ryokan for us?");
    await say(t, ids[0], "And a tea ceremony?");
    await assertDeskMatches(t, admin, "after visitors wait");
    const counts = (await t.call("GET", "/api/desk/counts?desk=chats", { token: admin })).json.data;
    assert.equal(counts.awaiting, 5);

    // A staff reply ends a wait; a status change keeps it (the copy follows the new status).
    await reply(t, admin, ids[1], "Held for three nights.");
    const status = await t.call("PATCH", `/api/chat/sessions/${ids[2]}/status`, { token: admin, body: { status: "Resolved" } });
    assert.equal(status.status, 200, status.text);
    await assertDeskMatches(t, admin, "after a reply and a status change");

    // A visitor ends theirs: still awaiting until answered.
    assert.equal((await t.call("POST", `/api/chat/sessions/${ids[3]}/end`)).status, 200);
    await assertDeskMatches(t, admin, "after an end");

    // Staff delete one that awaits.
    assert.ok((await t.call("DELETE", `/api/chat/sessions/${ids[4]}`, { token: admin })).status < 300);
    await assertDeskMatches(t, admin, "after a delete");

    // An erasure of one that awaits.
    await erasePerson(t.kv, { ids: [ids[0]], needles: [], contactNeedles: [], pseudonym: "Erased", files: [] });
    assert.equal(await t.kv.get(KEYS.chatSession(ids[0])).then((e) => e.value), null);
    await assertDeskMatches(t, admin, "after an erasure");

    // The idle sweep takes every anonymous conversation, those awaiting too.
    const swept = await sweepIdleChats(t.kv, Date.now() + 400 * DAY_MS);
    assert.equal(swept, 5);
    await assertDeskMatches(t, admin, "after the idle sweep");
    assert.equal((await t.call("GET", "/api/desk/counts?desk=chats", { token: admin })).json.data.awaiting, 0);
  });
});

Deno.test("the awaiting order and count are filled once for a database from before them", async () => {
  await withAdminApp(async (t, admin) => {
    const ids = Array.from({ length: 3 }, () => newChatSessionId());
    for (const id of ids) {
      await say(t, id, "Hello");
      await reply(t, admin, id, "A consultant here.");
      await say(t, id, "Wonderful, tell me more.");
    }
    await reply(t, admin, ids[2], "Of course.");
    // As before them: no copies, no count, no mark.
    for await (const entry of t.kv.list({ prefix: KEYS.chatsAwaiting() })) await t.kv.delete(entry.key);
    await t.kv.delete(KEYS.chatAwaitingCount());
    await t.kv.delete(KEYS.setting("chat_awaiting_backfill"));
    assert.equal(await backfillChatAwaiting(t.kv), 2);
    await assertDeskMatches(t, admin, "after the backfill");
    assert.equal(await backfillChatAwaiting(t.kv), 0, "once");
    await assertDeskMatches(t, admin, "after a second start");
  });
});

Deno.test("a cursor of the awaiting list is refused on the whole list", async () => {
  await withAdminApp(async (t, admin) => {
    for (let i = 0; i < 3; i++) {
      const id = newChatSessionId();
      await say(t, id, "Hello");
      await reply(t, admin, id, "A consultant here.");
      await say(t, id, "Tell me more.");
    }
    const first = await t.call("GET", "/api/chat/sessions?limit=1&awaiting=true", { token: admin });
    assert.equal(first.status, 200, first.text);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    assert.ok(cursor);
    assert.equal((await t.call("GET", `/api/chat/sessions?limit=1&cursor=${cursor}`, { token: admin })).status, 400);
    assert.equal((await t.call("GET", "/api/chat/sessions?limit=1&awaiting=maybe", { token: admin })).status, 400);
  });
});
