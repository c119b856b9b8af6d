/**
 * The staff lists page on the server (issue #33): the bespoke requests, the live chats, the users,
 * the media library and the audit log each answer `?limit=&cursor=` with one page, newest first (the
 * chats by last activity), filtered and searched on the server. For each: the pages join to exactly
 * the whole list (no item twice, none missing), a cursor is refused by another list and under other
 * filters, `limit` is bounded, and only administrators read them. The spec's array answers stay
 * arrays (the next cursor in `Next-Cursor`); without `limit` they answer the whole list as before.
 */
import assert from "node:assert/strict";
import { createBespoke, setBespokeStatus } from "../../server/kv/bespoke.ts";
import { appendChatMessage } from "../../server/kv/chat/messages.ts";
import { backfillChatOrder } from "../../server/kv/chat/sessions.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { newId } from "../../server/kv/ids.ts";
import { saveMedia } from "../../server/kv/media.ts";
import { createUser } from "../../server/kv/users.ts";
import { commitAudit } from "../../server/kv/audit.ts";
import { type TestApp, withAdminApp } from "../helpers/app.ts";

type Got = { status: number; items: Record<string, unknown>[]; next: string | null; text: string };

/** One page of a list: `{items, next}` from an array answer and its Next-Cursor, or from `{entries, next}` (the audit log). */
async function page(t: TestApp, token: string, path: string, query: string): Promise<Got> {
  const res = await t.call("GET", `${path}?${query}`, { token });
  if (res.status !== 200) return { status: res.status, items: [], next: null, text: res.text };
  const data = res.json.data;
  if (Array.isArray(data)) {
    return { status: 200, items: data, next: res.headers.get("next-cursor"), text: res.text };
  }
  return { status: 200, items: data.entries ?? data.items, next: data.next ?? null, text: res.text };
}

/** Every page of `path?query` at `limit` a page, following the cursors to the end. */
async function allPages(t: TestApp, token: string, path: string, query: string, limit: number) {
  const pages: Record<string, unknown>[][] = [];
  let cursor: string | null = null;
  do {
    const got: Got = await page(
      t,
      token,
      path,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    assert.equal(got.status, 200, got.text);
    assert.ok(got.items.length <= limit, "a page holds at most `limit` items");
    pages.push(got.items);
    cursor = got.next;
    assert.ok(pages.length < 200, "the pages end");
  } while (cursor);
  return pages;
}

type List = {
  name: string;
  path: string;
  id: string;
  /** Stores `n` items the list shows; answers their ids. */
  seed(t: TestApp, n: number): Promise<string[]>;
  /** The list's answer without paging (the whole list), or the ids made here when it has none. */
  whole(t: TestApp, admin: string, made: string[]): Promise<string[]>;
};

const requestDetails = {
  destinationType: "Beach",
  travelStyle: "Relaxed",
  interests: "Diving",
  duration: "1 week" as const,
  budget: "Flexible",
};

const LISTS: List[] = [
  {
    name: "bespoke requests",
    path: "/api/bespoke",
    id: "id",
    async seed(t, n) {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const made = await createBespoke(t.kv, {
          userId: `member-${i % 3}`,
          userName: `Member ${i}`,
          userEmail: `member${i}@example.com`,
          requestDetails,
          generatedIdea: { title: `Idea ${i}`, description: "An idea." },
        });
        ids.push(made.id);
      }
      return ids;
    },
    whole: async (t, admin) =>
      (await t.call("GET", "/api/bespoke", { token: admin })).json.data.map((b: { id: string }) => b.id),
  },
  {
    name: "live chats",
    path: "/api/chat/sessions",
    id: "sessionId",
    async seed(t, n) {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const id = `anon_${Date.now()}_${crypto.randomUUID().replaceAll("-", "")}`;
        await appendChatMessage(t.kv, id, { text: `Hello ${i}`, role: "user" }, { create: "anonymous" });
        ids.push(id);
        // Each one's last activity its own millisecond: the order is the test's to know.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return ids;
    },
    whole: async (t, admin) =>
      (await t.call("GET", "/api/chat/sessions", { token: admin })).json.data.map((
        s: { sessionId: string },
      ) => s.sessionId),
  },
  {
    name: "users",
    path: "/api/auth/users",
    id: "id",
    async seed(t, n) {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const user = await createUser(t.kv, {
          name: `Person ${i}`,
          email: `person${i}@example.com`,
          passwordHash: "x",
          isAdmin: false,
          isApproved: i % 2 === 0,
        });
        ids.push(user.id);
      }
      return ids;
    },
    // The unpaged list is the spec's, oldest first; the pages are newest first.
    whole: async (t, admin) =>
      (await t.call("GET", "/api/auth/users", { token: admin })).json.data.map((u: { id: string }) => u.id)
        .reverse(),
  },
  {
    name: "media library",
    path: "/api/media/list",
    id: "filename",
    async seed(t, n) {
      const names: string[] = [];
      for (let i = 0; i < n; i++) {
        const filename = `${newId()}.jpg`;
        await saveMedia(t.kv, {
          filename,
          url: `/media/${filename}`,
          type: i % 4 === 0 ? "video" : "image",
          size: 100 + i,
          mime: "image/jpeg",
          originalName: `photo-${i}.jpg`,
          uploadedAt: new Date().toISOString(),
          uploadedBy: "admin",
          variants: [],
        });
        names.push(filename);
      }
      return names;
    },
    whole: async (t, admin) =>
      (await t.call("GET", "/api/media/list", { token: admin })).json.data.map((m: { filename: string }) =>
        m.filename
      ),
  },
  {
    name: "audit log",
    path: "/api/audit",
    id: "id",
    async seed(t, n) {
      for (let i = 0; i < n; i++) {
        await commitAudit(t.kv, { actorId: "staff-1", actorName: "Staff", address: "127.0.0.1" }, {
          entity: "user",
          entityId: `u${i}`,
          action: "sign_in",
        });
      }
      return [];
    },
    // The log has no unpaged answer: the whole of it is read straight from its records.
    async whole(t) {
      const ids: string[] = [];
      for await (const entry of t.kv.list({ prefix: KEYS.auditAll() }, { reverse: true })) {
        ids.push(String(entry.key[1]));
      }
      return ids;
    },
  },
];

for (const list of LISTS) {
  Deno.test(`${list.name}: the pages join to exactly the whole list, newest first, and a cursor is its list's own`, async () => {
    await withAdminApp(async (t, admin) => {
      const made = await list.seed(t, 47);
      const whole = await list.whole(t, admin, made);
      assert.ok(whole.length >= 47, `${whole.length} items`);
      for (const limit of [1, 10, 50]) {
        const pages = await allPages(t, admin, list.path, "", limit);
        const ids = pages.flat().map((item) => String(item[list.id]));
        assert.equal(new Set(ids).size, ids.length, `no item twice at ${limit} a page`);
        assert.deepEqual(ids, whole, `every item once, in the list's order, at ${limit} a page`);
      }
      if (made.length) {
        const first = await allPages(t, admin, list.path, "", 5);
        assert.deepEqual(first[0].map((item) => item[list.id]), made.slice(-5).reverse(), "newest first");
      }

      // Limits: 1 to 100 a page; a bad cursor, or another list's, is refused.
      assert.equal((await page(t, admin, list.path, "limit=0")).status, 400);
      assert.equal(
        (await page(t, admin, list.path, "limit=101")).status,
        list.path === "/api/audit" ? 200 : 400,
      );
      assert.equal((await page(t, admin, list.path, "limit=10&cursor=garbage")).status, 400);
      const other = LISTS.find((l) => l !== list)!;
      await other.seed(t, 3);
      const foreign = (await page(t, admin, other.path, "limit=1")).next;
      assert.ok(foreign, "the other list has a next page");
      const refused = await page(t, admin, list.path, `limit=10&cursor=${encodeURIComponent(foreign)}`);
      assert.equal(refused.status, 400, `${other.name}' cursor is refused: ${refused.text}`);

      // Administrators only.
      const member = await t.member();
      assert.equal((await t.call("GET", `${list.path}?limit=10`)).status, 401);
      if (list.path !== "/api/bespoke") {
        assert.equal((await t.call("GET", `${list.path}?limit=10`, { token: member.token })).status, 403);
      }
    });
  });
}

Deno.test("filters and searches are applied on the server, and a cursor belongs to its filters", async () => {
  await withAdminApp(async (t, admin) => {
    const bespoke = await LISTS[0].seed(t, 30);
    for (const id of bespoke.slice(0, 12)) await setBespokeStatus(t.kv, id, "Contacted");
    const contacted = (await allPages(t, admin, "/api/bespoke", "status=Contacted", 5)).flat();
    assert.deepEqual(contacted.map((b) => b.id), bespoke.slice(0, 12).reverse());
    const firstNew = await page(t, admin, "/api/bespoke", "status=New&limit=5");
    assert.equal(
      (await page(t, admin, "/api/bespoke", `status=Contacted&limit=5&cursor=${firstNew.next}`)).status,
      400,
      "another filter's cursor",
    );
    const found = (await allPages(t, admin, "/api/bespoke", "q=member7%40example", 5)).flat();
    assert.deepEqual(found.map((b) => b.userEmail), ["member7@example.com"]);

    await LISTS[2].seed(t, 20);
    const pending = (await allPages(t, admin, "/api/auth/users", "show=pending", 4)).flat();
    assert.equal(pending.length, 10);
    assert.ok(pending.every((u) => u.isApproved === false));
    const admins = (await allPages(t, admin, "/api/auth/users", "show=admins", 4)).flat();
    assert.deepEqual(admins.map((u) => u.email), ["admin@test.example"]);
    const person = (await allPages(t, admin, "/api/auth/users", "q=Person%2013", 4)).flat();
    assert.deepEqual(person.map((u) => u.name), ["Person 13"]);
    assert.ok(!("passwordHash" in person[0]), "no password hash");

    await LISTS[3].seed(t, 20);
    const videos = (await allPages(t, admin, "/api/media/list", "type=video", 2)).flat();
    assert.equal(videos.length, 5);
    assert.ok(videos.every((m) => m.type === "video" && Array.isArray(m.usedBy)));
    assert.deepEqual(
      (await allPages(t, admin, "/api/media/list", "q=photo-7", 2)).flat().map((m) => m.originalName),
      ["photo-7.jpg"],
    );
  });
});

Deno.test("the chats page by last activity: a conversation that moves on comes first, once", async () => {
  await withAdminApp(async (t, admin) => {
    const ids = await LISTS[1].seed(t, 12);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await appendChatMessage(t.kv, ids[0], { text: "Anyone there?", role: "user" });
    const pages = (await allPages(t, admin, "/api/chat/sessions", "", 5)).flat();
    assert.deepEqual(pages.map((s) => s.sessionId), [ids[0], ...ids.slice(1).reverse()]);
    const waiting = (await allPages(t, admin, "/api/chat/sessions", "q=anyone", 5)).flat();
    assert.deepEqual(waiting.map((s) => s.sessionId), [ids[0]]);
    const deleted = await t.call("DELETE", `/api/chat/sessions/${ids[1]}`, { token: admin });
    assert.ok(deleted.status < 300, deleted.text);
    assert.ok(
      !(await allPages(t, admin, "/api/chat/sessions", "", 5)).flat().some((s) => s.sessionId === ids[1]),
      "a deleted one is gone",
    );

    // Sessions stored before the order was kept get their place once, at start.
    const older = `anon_${Date.now()}_${"a".repeat(32)}`;
    const session = {
      sessionId: older,
      status: "AI-Active",
      handler: "ai",
      startTimestamp: "2026-01-01T00:00:00.000Z",
      lastActivityTimestamp: "2026-01-02T00:00:00.000Z",
      messageCount: 0,
    };
    await t.kv.set(KEYS.chatSession(older), session);
    await t.kv.delete(["settings", "chat_activity_backfill"]);
    assert.equal(await backfillChatOrder(t.kv), 1);
    assert.equal(await backfillChatOrder(t.kv), 0, "once");
    const all = (await allPages(t, admin, "/api/chat/sessions", "", 50)).flat();
    assert.equal(all.at(-1)!.sessionId, older, "the oldest activity last");
  });
});
