/**
 * The staff bespoke desk, like the inquiry desk: the member's phone in the staff list, an assignee
 * (an administrator; audited; the desk's list version moves) and staff notes (audited, capped),
 * none of which a member ever reads.
 */
import assert from "node:assert/strict";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { LIMITS } from "../../contract/limits.ts";
import { newId } from "../../server/kv/ids.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { getUserByEmail, type StoredUser } from "../../server/kv/users.ts";
import { ADMIN, type TestApp, withAdminApp } from "../helpers/app.ts";

const requestDetails = {
  destinationType: "Desert",
  travelStyle: "Adventurous",
  interests: "Falconry, stargazing",
  duration: "10 days",
  budget: "Ultimate VIP",
};
const generatedIdea = { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." };
const PHONE = "+971 50 123 4567";

/** A member with a phone on their account and one bespoke request; answers them and the request's id. */
async function memberWithRequest(t: TestApp) {
  const member = await t.member();
  const entry = await t.kv.get<StoredUser>(KEYS.user(member.user.id));
  await t.kv.set(KEYS.user(member.user.id), { ...entry.value!, mobileNumber: PHONE });
  const res = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea } });
  assert.equal(res.status, 201, res.text);
  return { member, id: res.json.data.submission.id as string };
}

async function auditOf(t: TestApp, admin: string, action: string) {
  const res = await t.call("GET", "/api/audit?entity=bespoke", { token: admin });
  assert.equal(res.status, 200, res.text);
  return (res.json.data.entries ?? res.json.data).filter((e: { action: string }) => e.action === action);
}

Deno.test("staff see the member's phone, assign an administrator and add notes; each is audited and kept", async () => {
  await withAdminApp(async (t, admin) => {
    const { id } = await memberWithRequest(t);
    const list = await t.call("GET", "/api/bespoke", { token: admin });
    assert.equal(list.json.data[0].userPhone, PHONE, "the staff list carries the member's phone");
    const etag = list.headers.get("etag")!;

    const me = (await getUserByEmail(t.kv, ADMIN.email))!;
    const assigned = await t.call("PATCH", `/api/bespoke/${id}/assignee`, { token: admin, body: { assigneeId: me.id } });
    assert.equal(assigned.status, 200, assigned.text);
    assert.equal(assigned.json.data.assignee.id, me.id);
    const after = await t.call("GET", "/api/bespoke", { token: admin, headers: { "if-none-match": etag } });
    assert.equal(after.status, 200, "assigning changes the desk's list version");
    assert.equal(after.json.data[0].assignee.id, me.id);
    assert.equal((await auditOf(t, admin, "assign")).length, 1);

    const note = await t.call("POST", `/api/bespoke/${id}/notes`, { token: admin, body: { text: "  Prefers a call after 6 pm.  " } });
    assert.equal(note.status, 201, note.text);
    assert.equal(note.json.data.kind, "note");
    assert.equal(note.json.data.text, "Prefers a call after 6 pm.");
    const notes = await t.call("GET", `/api/bespoke/${id}/notes`, { token: admin });
    assert.deepEqual(notes.json.data.map((n: { text: string }) => n.text), ["Prefers a call after 6 pm."]);
    assert.equal((await auditOf(t, admin, "note")).length, 1);

    const cleared = await t.call("PATCH", `/api/bespoke/${id}/assignee`, { token: admin, body: { assigneeId: null } });
    assert.equal(cleared.json.data.assignee, undefined);
  });
});

Deno.test("a member never reads the phone, the assignee or the notes, and cannot assign or write notes", async () => {
  await withAdminApp(async (t, admin) => {
    const { member, id } = await memberWithRequest(t);
    const me = (await getUserByEmail(t.kv, ADMIN.email))!;
    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/assignee`, { token: admin, body: { assigneeId: me.id } })).status, 200);
    assert.equal((await t.call("POST", `/api/bespoke/${id}/notes`, { token: admin, body: { text: "Staff only." } })).status, 201);

    const own = await t.call("GET", "/api/bespoke", { token: member.token });
    const one = await t.call("GET", `/api/bespoke/${id}`, { token: member.token });
    for (const answer of [own.text, one.text]) {
      for (const secret of [PHONE, "assignee", "Staff only."]) assert.ok(!answer.includes(secret), `${secret} in ${answer}`);
    }
    assert.equal((await t.call("GET", `/api/bespoke/${id}/notes`, { token: member.token })).status, 403);
    assert.equal((await t.call("POST", `/api/bespoke/${id}/notes`, { token: member.token, body: { text: "Hi" } })).status, 403);
    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/assignee`, { token: member.token, body: { assigneeId: member.user.id } })).status, 403);
    const anonymous = await t.call("GET", `/api/bespoke/${id}/notes`);
    assert.equal(anonymous.status, 401);
  });
});

Deno.test("the assignee must be an administrator; notes need text, a known request and room under the cap", async () => {
  await withAdminApp(async (t, admin) => {
    const { member, id } = await memberWithRequest(t);
    const notAdmin = await t.call("PATCH", `/api/bespoke/${id}/assignee`, { token: admin, body: { assigneeId: member.user.id } });
    assert.equal(notAdmin.status, 400);
    assert.equal(notAdmin.json.message, THREAD_TEXTS.notAdmin);
    assert.equal((await t.call("POST", `/api/bespoke/${id}/notes`, { token: admin, body: { text: "   " } })).status, 400);
    assert.equal((await t.call("POST", `/api/bespoke/${newId()}/notes`, { token: admin, body: { text: "Hi" } })).status, 404);
    assert.equal((await t.call("PATCH", `/api/bespoke/${newId()}/assignee`, { token: admin, body: { assigneeId: null } })).status, 404);

    for (let i = 0; i < LIMITS.threadMessages - 1; i += 500) {
      const op = t.kv.atomic();
      for (let j = i; j < Math.min(i + 500, LIMITS.threadMessages - 1); j++) {
        const noteId = newId();
        op.set(KEYS.bespokeNote(id, noteId), { id: noteId, kind: "note", authorName: "Amal", text: `${j}`, sentAt: new Date().toISOString() });
      }
      await op.commit();
    }
    assert.equal((await t.call("POST", `/api/bespoke/${id}/notes`, { token: admin, body: { text: "The last one." } })).status, 201);
    const full = await t.call("POST", `/api/bespoke/${id}/notes`, { token: admin, body: { text: "One too many." } });
    assert.equal(full.status, 409, full.text);
    assert.equal(full.json.code, "full");
  });
});
