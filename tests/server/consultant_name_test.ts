/**
 * The name staff show travellers: `displayName` on the user, set by the user in their profile or by
 * an administrator, validated by the server, and the signature of their replies in a visitor's chat.
 */
import assert from "node:assert/strict";
import { type ChatMessage, newChatSessionId } from "../../contract/chat/session.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

/** A visitor starts a conversation, staff reply with `token`; answers the consultant's message as the visitor reads it. */
async function consultantReplySeenByVisitor(t: TestApp, token: string): Promise<ChatMessage> {
  const id = newChatSessionId();
  assert.equal((await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Can someone call me?" } })).status, 201);
  const reply = await t.call("POST", `/api/chat/sessions/${id}/messages`, { token, body: { text: "Of course.", role: "model" } });
  assert.equal(reply.status, 201, reply.text);
  const transcript = await t.call("GET", `/api/chat/sessions/${id}`);
  const messages = transcript.json.data.messages as ChatMessage[];
  return messages.find((m) => m.author === "consultant")!;
}

Deno.test("a consultant's replies are signed with the display name they set in their profile (first name when empty)", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const me = (await t.call("GET", "/api/auth/profile", { token: admin })).json.data;
    assert.equal(me.displayName, "");
    assert.equal((await consultantReplySeenByVisitor(t, admin)).authorName, "Aurum", "no display name: the first name");

    const saved = await t.call("PATCH", `/api/auth/users/${me.id}`, { token: admin, body: { displayName: "  Layla Haddad  " } });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.json.data.displayName, "Layla Haddad");
    assert.equal(saved.json.data.name, "Aurum Voyages Administrator");
    const signed = await consultantReplySeenByVisitor(t, admin);
    assert.equal(signed.authorName, "Layla Haddad");

    // Cleared again: the first name.
    assert.equal((await t.call("PATCH", `/api/auth/users/${me.id}`, { token: admin, body: { displayName: "   " } })).json.data.displayName, "");
    assert.equal((await consultantReplySeenByVisitor(t, admin)).authorName, "Aurum");
  } finally {
    await t.close();
  }
});

Deno.test("the display name is validated by the server: at most 60 characters, text only", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const id = (await t.call("GET", "/api/auth/profile", { token: admin })).json.data.id;
    for (const displayName of ["x".repeat(61), 42, ["Layla"]]) {
      const res = await t.call("PATCH", `/api/auth/users/${id}`, { token: admin, body: { displayName } });
      assert.equal(res.status, 400, JSON.stringify(displayName));
      assert.equal(res.json.issues[0].path, "displayName");
    }
    assert.equal((await t.call("PATCH", `/api/auth/users/${id}`, { token: admin, body: { displayName: "y".repeat(60) } })).status, 200);
    const created = await t.call("POST", "/api/auth/create-user", {
      token: admin,
      body: { name: "Omar Said", email: "omar@test.example", password: "omar-password-1", displayName: "z".repeat(61) },
    });
    assert.equal(created.status, 400);
  } finally {
    await t.close();
  }
});

Deno.test("an administrator sets a colleague's display name in the user admin; a member cannot set another's", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const created = await t.call("POST", "/api/auth/create-user", {
      token: admin,
      body: { name: "Omar Said", email: "omar@test.example", password: "omar-password-1", isAdmin: true, displayName: "Omar" },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.data.displayName, "Omar");
    const omar = await t.login("omar@test.example", "omar-password-1");
    assert.equal((await consultantReplySeenByVisitor(t, omar)).authorName, "Omar");

    const renamed = await t.call("PATCH", `/api/auth/users/${created.json.data.id}`, { token: admin, body: { displayName: "Omar, senior consultant" } });
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal((await consultantReplySeenByVisitor(t, omar)).authorName, "Omar, senior consultant");

    const member = await t.member();
    const refused = await t.call("PATCH", `/api/auth/users/${created.json.data.id}`, { token: member.token, body: { displayName: "Impostor" } });
    assert.equal(refused.status, 403);
    assert.equal((await consultantReplySeenByVisitor(t, omar)).authorName, "Omar, senior consultant");
  } finally {
    await t.close();
  }
});
