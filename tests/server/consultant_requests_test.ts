/**
 * Asking for a consultant (`POST /api/chat/sessions/{id}/consultant`) cannot ring the staff's
 * phones at will: staff hear of a conversation only when it passes from the AI to them, at most once
 * per conversation per CHAT_FOLLOW_RULES.staffToldEveryMinutes (decided in the hand-over's commit),
 * and the route is limited per conversation and per client address. Pushes go to a local push
 * service that checks and decrypts them (tests/helpers/push-service.ts).
 */
import assert from "node:assert/strict";
import { CHAT_TEXTS } from "../../contract/chat/session.ts";
import { CHAT_FOLLOW_RULES } from "../../contract/chat/visitor-requests.ts";
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import { handToConsultant } from "../../server/kv/chat/visitor-requests.ts";
import { appendChatMessage } from "../../server/kv/chat/messages.ts";
import { outboxSize } from "../../server/kv/outbox.ts";
import { items } from "../../server/services/outbox.ts";
import { staffChatWaitingPush } from "../../server/push/events.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { TOO_MANY_REQUESTS } from "../../server/kv/rate-windows.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { type PushService, type TestSubscription, visitorChat, withPush } from "../helpers/push-service.ts";
import { freezeClock } from "../helpers/rate-limits.ts";

const HOUR_S = 3600;

/** An app whose administrator has `devices` staff devices on a local push service. */
async function withStaffDevices(devices: number, fn: (t: TestApp, push: PushService, staff: TestSubscription[]) => Promise<void>) {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const staff = await Promise.all(Array.from({ length: devices }, () => push.subscribe()));
    for (const device of staff) {
      const stored = await t.call("POST", "/api/push/subscriptions", { token: admin, body: { subscription: device.json, staff: true } });
      assert.equal(stored.status, 201, stored.text);
    }
    await fn(t, push, staff);
  });
}

const ask = (t: TestApp, id: string) => t.call("POST", `/api/chat/sessions/${id}/consultant`);

/** What each staff device heard: the number of "a chat is waiting" pushes, checked decrypted. */
function waitingPushes(push: PushService, staff: TestSubscription[]): number[] {
  return staff.map((device) =>
    push.for(device.id).filter((m) => {
      assert.equal(m.error, undefined, String(m.error));
      return JSON.stringify(m.payload) === JSON.stringify(PUSH_NOTIFICATIONS.staffChatWaiting);
    }).length
  );
}

Deno.test("100 requests for a consultant, some concurrent: one push per staff device; beyond the conversation's limit 429 with Retry-After", async () => {
  using _clock = freezeClock();
  await withStaffDevices(3, async (t, push, staff) => {
    const id = await visitorChat(t);
    const answers = [];
    // 40 at once, then 60 one after another.
    answers.push(...await Promise.all(Array.from({ length: 40 }, () => ask(t, id))));
    for (let i = 0; i < 60; i++) answers.push(await ask(t, id));
    await t.deps.outbox.settled();

    const statuses = answers.map((a) => a.status);
    const allowed = CHAT_FOLLOW_RULES.consultantRequestsPerSessionPerHour;
    assert.equal(statuses.filter((s) => s === 200).length, allowed, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 100 - allowed);
    for (const refused of answers.filter((a) => a.status === 429)) {
      assert.equal(refused.json.message, TOO_MANY_REQUESTS);
      const wait = Number(refused.headers.get("retry-after"));
      assert.ok(wait >= 1 && wait <= HOUR_S, `Retry-After ${wait}`);
    }
    const session = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data;
    assert.equal(session.handler, "consultant");
    assert.equal(session.status, "Needs Review");
    // The figure: pushes per conversation for 100 requests (3 staff devices): 1 each, 3 in all.
    assert.deepEqual(waitingPushes(push, staff), [1, 1, 1]);
  });
});

Deno.test("the client address's limit holds across conversations, concurrent requests included", async () => {
  using _clock = freezeClock();
  await withStaffDevices(1, async (t, push, staff) => {
    const max = CHAT_FOLLOW_RULES.consultantRequestsPerAddressPerHour;
    const chats = await Promise.all(Array.from({ length: max + 5 }, () => visitorChat(t)));
    const statuses = (await Promise.all(chats.map((id) => ask(t, id)))).map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, max, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 5);
    await t.deps.outbox.settled();
    assert.deepEqual(waitingPushes(push, staff), [max], "one per conversation handed over");
  });
});

Deno.test("staff are told again of a conversation only after 10 minutes, whether it is asked for again or its visitor writes", async () => {
  await withStaffDevices(1, async (t, push, staff) => {
    const admin = await t.adminToken();
    const id = await visitorChat(t);
    assert.equal((await ask(t, id)).status, 200);
    // Asked again while waiting: nothing changes, nobody is told.
    assert.equal((await ask(t, id)).status, 200);
    // The visitor writes twice while waiting: within the 10 minutes, no push more.
    for (const text of ["Are you there?", "Hello?"]) {
      assert.equal((await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text } })).status, 201);
    }
    // Handed back to the AI and asked for again within the 10 minutes: still no push.
    assert.equal((await t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "ai" } })).status, 200);
    assert.equal((await ask(t, id)).status, 200);
    await t.deps.outbox.settled();
    assert.deepEqual(waitingPushes(push, staff), [1]);

    // Eleven minutes on: the visitor's message tells staff once more, then again the quiet.
    await t.kv.set(KEYS.chatStaffTold(id), Date.now() - 11 * 60_000);
    for (const text of ["Anyone?", "Still here"]) {
      assert.equal((await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text } })).status, 201);
    }
    await t.deps.outbox.settled();
    assert.deepEqual(waitingPushes(push, staff), [2]);

    // And a conversation handed back to the AI, asked for after the 10 minutes, is told again.
    assert.equal((await t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "ai" } })).status, 200);
    await t.kv.set(KEYS.chatStaffTold(id), Date.now() - 11 * 60_000);
    assert.equal((await ask(t, id)).status, 200);
    await t.deps.outbox.settled();
    assert.deepEqual(waitingPushes(push, staff), [3]);

    // An ended conversation is refused as before, and tells nobody.
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/end`)).status, 200);
    const ended = await ask(t, id);
    assert.equal(ended.status, 409);
    assert.equal(ended.json.message, CHAT_TEXTS.ended);
  });
});

Deno.test("of concurrent hand-overs and concurrent visitor messages, exactly one tells staff, in its own commit", async () => {
  const t = await makeTestApp();
  try {
    // The worker is stopped, so the entries written stay to be counted.
    await t.deps.outbox.stop();
    const notice = items(staffChatWaitingPush());
    const id = await visitorChat(t);
    const handed = await Promise.all(Array.from({ length: 30 }, () => handToConsultant(t.kv, id, notice)));
    assert.equal(handed.filter((h) => h.tellStaff).length, 1);
    assert.ok(handed.every((h) => h.session.handler === "consultant" && h.session.status === "Needs Review"));
    assert.equal(await outboxSize(t.kv), 1, "the one hand-over that told staff wrote its notice");

    const other = await visitorChat(t);
    await handToConsultant(t.kv, other, []);
    await t.kv.delete(KEYS.chatStaffTold(other));
    await Promise.all(Array.from({ length: 30 }, (_, n) =>
      appendChatMessage(t.kv, other, { text: `Still there? ${n}`, role: "user", author: "visitor" }, { staffNotice: notice })
    ));
    assert.equal(await outboxSize(t.kv), 2, "of 30 messages, one wrote staff's notice in its commit");
  } finally {
    await t.close();
  }
});
