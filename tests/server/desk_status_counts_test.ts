/**
 * The desks' counts per status (GET /api/desk/counts): kept by the commits that write bespoke
 * requests and chat sessions, they equal counts made from the raw records after creates, status
 * changes and deletes (staff, retention, erasure, the once-at-start backfill); administrators only.
 */
import assert from "node:assert/strict";
import { appendChatMessage } from "../../server/kv/chat/messages.ts";
import type { StoredChatSession } from "../../server/kv/chat/sessions.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { erasePerson } from "../../server/kv/erasure.ts";
import { sweepOldLeads } from "../../server/kv/retention.ts";
import { backfillStatusCounts } from "../../server/kv/status-counts.ts";
import type { TestApp } from "../helpers/app.ts";
import { withAdminApp } from "../helpers/app.ts";

/** An anonymous session's id, as the chat page makes them. */
const anonId = (n: number) => `anon_${Date.now()}_${n.toString(16).padStart(32, "0")}`;

const requestDetails = { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" };

/** Counts per status made from the raw records of a store. */
async function rawCounts(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const entry of kv.list<{ status: string }>({ prefix })) {
    if (entry.key.length === 2) counts[entry.value.status] = (counts[entry.value.status] ?? 0) + 1;
  }
  return counts;
}

async function served(t: TestApp, admin: string, desk: string): Promise<Record<string, number>> {
  const res = await t.call("GET", `/api/desk/counts?desk=${desk}`, { token: admin });
  assert.equal(res.status, 200, res.text);
  const { total, byStatus } = res.json.data as { total: number; byStatus: Record<string, number> };
  assert.equal(total, Object.values(byStatus).reduce((a, b) => a + b, 0));
  return Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n > 0));
}

async function assertMatches(t: TestApp, admin: string, what: string) {
  assert.deepEqual(await served(t, admin, "bespoke"), await rawCounts(t.kv, KEYS.bespokeAll()), `bespoke counts ${what}`);
  assert.deepEqual(await served(t, admin, "chats"), await rawCounts(t.kv, KEYS.chatSessions()), `chat counts ${what}`);
}

Deno.test("the counts per status equal the records' after creates, status changes and deletes", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea: { title: `Idea ${i}`, description: "Dunes." } } });
      assert.equal(res.status, 201, res.text);
      ids.push(res.json.data.submission.id);
    }
    const chats = [anonId(1), anonId(2), anonId(3)];
    for (const id of chats) await appendChatMessage(t.kv, id, { role: "user", text: "Hello" }, { create: "anonymous" });
    await assertMatches(t, admin, "after creates");
    assert.equal((await served(t, admin, "bespoke")).New, 5);

    for (const [id, status] of [[ids[0], "Viewed"], [ids[1], "Contacted"], [ids[2], "Contacted"], [ids[2], "Viewed"]]) {
      const res = await t.call("PATCH", `/api/bespoke/${id}/status`, { token: admin, body: { status } });
      assert.equal(res.status, 200, res.text);
    }
    for (const [id, status] of [[chats[0], "Resolved"], [chats[1], "Needs Review"]]) {
      const res = await t.call("PATCH", `/api/chat/sessions/${id}/status`, { token: admin, body: { status } });
      assert.equal(res.status, 200, res.text);
    }
    await appendChatMessage(t.kv, chats[2], { role: "user", text: "Again" });
    await assertMatches(t, admin, "after status changes");
    assert.deepEqual(await served(t, admin, "bespoke"), { New: 2, Viewed: 2, Contacted: 1 });

    const deleted = await t.call("DELETE", `/api/chat/sessions/${chats[0]}`, { token: admin });
    assert.ok(deleted.status < 300, deleted.text);
    // Retention: member leads older than the cutoff go (everything here, "now" being far ahead).
    const swept = await sweepOldLeads(t.kv, 1, Date.now() + 5 * 86_400_000);
    assert.ok(swept.bespoke >= 1, JSON.stringify(swept));
    await assertMatches(t, admin, "after deletes");

    const again = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea: { title: "Later", description: "Sea." } } });
    const later = anonId(4);
    await appendChatMessage(t.kv, later, { role: "user", text: "Hi" }, { create: "anonymous" });
    const session = (await t.kv.get<StoredChatSession>(KEYS.chatSession(later))).value!;
    await erasePerson(t.kv, { ids: [again.json.data.submission.id, session.sessionId], needles: [], contactNeedles: [], pseudonym: "Erased", files: [] });
    await assertMatches(t, admin, "after an erasure");
  });
});

Deno.test("the backfill counts a database from before the counters, once", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member();
    for (let i = 0; i < 3; i++) {
      await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea: { title: `Idea ${i}`, description: "Dunes." } } });
    }
    await appendChatMessage(t.kv, anonId(5), { role: "user", text: "Hello" }, { create: "anonymous" });
    // As before the counters: none kept.
    for await (const entry of t.kv.list({ prefix: ["status_counts"] })) await t.kv.delete(entry.key);
    assert.equal(await backfillStatusCounts(t.kv), 4);
    await assertMatches(t, admin, "after the backfill");
    assert.equal(await backfillStatusCounts(t.kv), 0, "once");
    await assertMatches(t, admin, "after a second start");
  });
});

Deno.test("only administrators read the counts; an unknown desk is refused", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/desk/counts?desk=bespoke")).status, 401);
    assert.equal((await t.call("GET", "/api/desk/counts?desk=bespoke", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", "/api/desk/counts?desk=inquiries", { token: admin })).status, 400);
    const first = await t.call("GET", "/api/desk/counts?desk=chats", { token: admin });
    const etag = first.headers.get("etag")!;
    assert.equal((await t.call("GET", "/api/desk/counts?desk=chats", { token: admin, headers: { "if-none-match": etag } })).status, 304);
  });
});
