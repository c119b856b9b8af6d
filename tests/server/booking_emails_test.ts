/**
 * A member's notification settings govern the emails about their requests: with the email switch
 * or "booking updates" off, a consultant's reply is stored and shown but not emailed (the desk sees
 * why); with both on it is emailed. The confirmation of an inquiry just sent is always emailed, and
 * "marketing" and "newsletter" change nothing.
 */
import assert from "node:assert/strict";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";
import { storeUser, tokenFor } from "../helpers/roles.ts";

const sendInquiry = async (t: TestApp, email: string, token?: string) => (await sendPackageInquiry(t, email, { token })).id;

/** A member with these notification settings, and their token. */
async function memberWith(t: TestApp, notifications: Record<string, boolean>) {
  const user = await storeUser(t);
  const token = await tokenFor(t, user);
  const res = await t.call("PATCH", `/api/auth/users/${user.id}`, { token, body: { preferences: { notifications } } });
  assert.equal(res.status, 200, res.text);
  return { user, token };
}

/** Staff reply to `id`; answers the desk's view of the reply once its email was dealt with. */
async function replyAndWait(t: TestApp, admin: string, id: string) {
  const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "We have a suite for you." } });
  assert.equal(reply.status, 201, reply.text);
  await t.deps.outbox.settled();
  const desk = (await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data;
  return desk.messages.at(-1);
}

const delivered = async (t: TestApp) => (await t.deps.outbox.settled(), await readOutbox(t.kv));
const repliesTo = async (t: TestApp, email: string) => (await delivered(t)).filter((m) => m.to === email && m.subject.startsWith("Your inquiry"));
const confirmationsTo = async (t: TestApp, email: string) =>
  (await delivered(t)).filter((m) => m.to === email && m.subject.startsWith("We have received"));

for (const off of ["email", "bookingUpdates"] as const) {
  Deno.test(`a member with "${off}" off gets no reply email; the reply is stored and the desk sees why`, async () => {
    await withSeededApp(async (t) => {
      const admin = await t.adminToken();
      const { user, token } = await memberWith(t, { [off]: false });
      const id = await sendInquiry(t, user.email, token);
      await t.deps.outbox.settled();
      assert.equal((await confirmationsTo(t, user.email)).length, 1, "the confirmation of the request is its answer: always sent");

      const reply = await replyAndWait(t, admin, id);
      assert.equal(reply.mail, "skipped");
      assert.equal((await repliesTo(t, user.email)).length, 0);

      // The traveller still finds the reply in their thread.
      const thread = await t.call("GET", `/api/me/inquiries/${id}`, { token });
      assert.equal(thread.status, 200, thread.text);
      assert.deepEqual(thread.json.data.messages.map((m: { text: string }) => m.text), ["We have a suite for you."]);
    });
  });
}

Deno.test("the settings of the account with the inquiry's email govern an inquiry sent logged out", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const { user } = await memberWith(t, { email: false });
    const id = await sendInquiry(t, user.email.toUpperCase());
    assert.equal((await replyAndWait(t, admin, id)).mail, "skipped");
  });
});

Deno.test("a member with emails and booking updates on gets the reply email, whatever marketing and newsletter say", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const { user, token } = await memberWith(t, { email: true, bookingUpdates: true, marketing: false, newsletter: false });
    const id = await sendInquiry(t, user.email, token);
    assert.equal((await replyAndWait(t, admin, id)).mail, "sent");
    assert.equal((await repliesTo(t, user.email)).length, 1);

    // A traveller without an account is always emailed.
    const other = await sendInquiry(t, "guest@example.com");
    assert.equal((await replyAndWait(t, admin, other)).mail, "sent");
  });
});
