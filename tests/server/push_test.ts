/**
 * Web Push against a local push service that checks the VAPID signature and decrypts each message
 * (tests/helpers/push-service.ts): what a subscription hears, when, and that it hears nothing
 * personal; a gone subscription is deleted; subscriptions are validated and bounded per owner.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { PUSH_LIMITS, PUSH_NOTIFICATIONS, PUSH_TEXTS } from "../../contract/push.ts";
import { PUSH_TITLES } from "../../server/push/texts.ts";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { endpointHash } from "../../server/kv/push-subscriptions.ts";
import { activityInquiryBody } from "../helpers/fixtures.ts";
import { makeTestApp, type TestApp, withoutRequestId } from "../helpers/app.ts";
import { LOCAL_PUSH, startPushService, type TestSubscription, visitorChat, withPush } from "../helpers/push-service.ts";

const LOCAL = LOCAL_PUSH;

const subscribeBody = (subscription: TestSubscription, extra: Record<string, unknown> = {}) => ({
  subscription: subscription.json,
  ...extra,
});

Deno.test("the public key is generated once and kept; configured keys are used as given", async () => {
  await withPush(async (t) => {
    const first = await t.call("GET", "/api/push/public-key");
    assert.equal(first.status, 200);
    const key: string = first.json.data.publicKey;
    assert.match(key, /^[A-Za-z0-9_-]{87}$/, "an uncompressed P-256 point, base64url");
    assert.equal((await t.kv.get<{ publicKey: string }>(KEYS.setting("vapid_keys"))).value?.publicKey, key);
    assert.equal((await t.call("GET", "/api/push/public-key")).json.data.publicKey, key);
  });
  const configured = {
    VAPID_PUBLIC_KEY: "BEIlvfkj7o0ufjeXbvyFOTA5kxXNiCayTErWJI7qy8P-4NW8Yg6RwnPyAjfkqKjua19rZnvFD-0yOlaaNJDPTC0",
    VAPID_PRIVATE_KEY: "SLC2rAqLLKaN2F-q873xIXXVEn4WaYUarVB-JFP9zU4",
  };
  await withPush(async (t) => {
    assert.equal((await t.call("GET", "/api/push/public-key")).json.data.publicKey, configured.VAPID_PUBLIC_KEY);
    assert.equal((await t.kv.get(KEYS.setting("vapid_keys"))).value, null);
  }, { ...LOCAL, ...configured });
});

Deno.test("a consultant's chat answer reaches the visitor's device encrypted, signed, with only a title and a link", async () => {
  await withPush(async (t, push) => {
    const chat = await visitorChat(t);
    const device = await push.subscribe();
    const stored = await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { chatSessionId: chat }) });
    assert.equal(stored.status, 201, stored.text);
    assert.deepEqual(stored.json.data, { owner: "chat", created: true });

    const admin = await t.adminToken();
    const reply = await t.call("POST", `/api/chat/sessions/${chat}/messages`, {
      token: admin,
      body: { text: "Good afternoon, Layla here: I have two villas for you.", role: "model" },
    });
    assert.equal(reply.status, 201);
    await t.deps.outbox.settled();

    const [message, ...more] = push.for(device.id);
    assert.equal(more.length, 0);
    assert.equal(message.error, undefined, String(message.error));
    assert.deepEqual(message.payload, PUSH_NOTIFICATIONS.chatAnswered);
    assert.equal(message.claims?.aud, push.url);
    assert.match(message.claims?.sub ?? "", /^mailto:/);
    assert.equal(message.vapidKey, (await t.call("GET", "/api/push/public-key")).json.data.publicKey);
    assert.ok(Number(message.ttl) > 0);
  });
});

Deno.test("a push service answering 410 or 404 deletes the subscription; the answer itself never fails", async () => {
  await withPush(async (t, push) => {
    const chat = await visitorChat(t);
    const gone = await push.subscribe();
    const missing = await push.subscribe();
    const kept = await push.subscribe();
    for (const device of [gone, missing, kept]) {
      assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { chatSessionId: chat }) })).status, 201);
    }
    push.answerWith(gone.id, 410);
    push.answerWith(missing.id, 404);
    const admin = await t.adminToken();
    const answer = () => t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: admin, body: { text: "Hello again", role: "model" } });
    assert.equal((await answer()).status, 201);
    await t.deps.outbox.settled();
    assert.deepEqual([gone, missing, kept].map((d) => push.for(d.id).length), [1, 1, 1]);
    const left = await Array.fromAsync(t.kv.list({ prefix: KEYS.pushSubscriptionsOf("chat", chat) }));
    assert.deepEqual(left.map((e) => (e.value as { endpoint: string }).endpoint), [kept.json.endpoint]);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["push_by_endpoint"] }))).length, 1);

    assert.equal((await answer()).status, 201);
    await t.deps.outbox.settled();
    assert.deepEqual([gone, missing, kept].map((d) => push.for(d.id).length), [1, 1, 2]);
  });
});

Deno.test("a push service that cannot be reached is logged, and the consultant's answer is stored all the same", async () => {
  const lines: string[] = [];
  const t = await makeTestApp({ env: LOCAL, log: (_level, line) => lines.push(line) });
  try {
    const chat = await visitorChat(t);
    const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (closed.addr as Deno.NetAddr).port;
    closed.close();
    const push = await startPushService();
    const device = await push.subscribe();
    await push.close();
    const body = { subscription: { ...device.json, endpoint: `http://127.0.0.1:${port}/push/x` }, chatSessionId: chat };
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body })).status, 201);
    const reply = await t.call("POST", `/api/chat/sessions/${chat}/messages`, {
      token: await t.adminToken(),
      body: { text: "Still here", role: "model" },
    });
    assert.equal(reply.status, 201);
    await t.deps.outbox.settled();
    assert.ok(lines.some((line) => line.includes("push message not sent")), lines.join("\n"));
    const transcript = await t.call("GET", `/api/chat/sessions/${chat}`);
    assert.ok(transcript.json.data.messages.some((m: { text: string }) => m.text === "Still here"));
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});

Deno.test("members hear of their chat, their bespoke request being contacted and their approval", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const pending = await t.member(undefined, { isApproved: false });
    const device = await push.subscribe();
    const stored = await t.call("POST", "/api/push/subscriptions", { token: pending.token, body: subscribeBody(device) });
    assert.equal(stored.status, 201, stored.text);
    assert.deepEqual(stored.json.data, { owner: "user", created: true });

    assert.equal((await t.call("PATCH", `/api/auth/users/${pending.user.id}/approve`, { token: admin, body: { isApproved: true } })).status, 200);
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(device.id).map((m) => m.payload), [PUSH_NOTIFICATIONS.membershipApproved]);
    // Approving again is no news.
    await t.call("PATCH", `/api/auth/users/${pending.user.id}/approve`, { token: admin, body: { isApproved: true } });

    const idea = { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." };
    const bespoke = await t.call("POST", "/api/bespoke", {
      token: pending.token,
      body: { requestDetails: { destinationType: "Desert", travelStyle: "Romantic", interests: "Stars" }, generatedIdea: idea },
    });
    assert.equal(bespoke.status, 201, bespoke.text);
    const status = (s: string) =>
      t.call("PATCH", `/api/bespoke/${bespoke.json.data.submission.id}/status`, { token: admin, body: { status: s } });
    assert.equal((await status("Viewed")).status, 200);
    assert.equal((await status("Contacted")).status, 200);
    assert.equal((await status("Contacted")).status, 200);

    // The member's own conversation: its consultant answer reaches the member's devices too.
    const chat = newChatSessionId(pending.user.id);
    await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: pending.token, body: { text: "Hello" } });
    await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: admin, body: { text: "Welcome", role: "model" } });
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(device.id).map((m) => m.payload), [
      PUSH_NOTIFICATIONS.membershipApproved,
      PUSH_NOTIFICATIONS.bespokeContacted,
      PUSH_NOTIFICATIONS.chatAnswered,
    ]);
  });
});

Deno.test("staff who turned push on hear of new inquiries and of chats waiting for a consultant", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const staffDevice = await push.subscribe();
    const memberDevice = await push.subscribe();
    const member = await t.member();
    const stored = await t.call("POST", "/api/push/subscriptions", { token: admin, body: subscribeBody(staffDevice, { staff: true }) });
    assert.equal(stored.status, 201, stored.text);
    assert.deepEqual(stored.json.data, { owner: "staff", created: true });
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(memberDevice) })).status, 201);

    const sent = await t.call("POST", "/api/inquiries", { body: activityInquiryBody() });
    assert.equal(sent.status, 201, sent.text);
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(staffDevice.id).map((m) => m.payload), [PUSH_NOTIFICATIONS.staffNewInquiry]);

    // A conversation the AI answers waits for nobody; once handed to a consultant, the visitor's message does.
    const chat = await visitorChat(t);
    await t.deps.outbox.settled();
    assert.equal(push.for(staffDevice.id).length, 1);
    assert.equal((await t.call("PATCH", `/api/chat/sessions/${chat}/handler`, { token: admin, body: { handler: "consultant" } })).status, 200);
    assert.equal((await t.call("POST", `/api/chat/sessions/${chat}/messages`, { body: { text: "May I speak to someone?" } })).status, 201);
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(staffDevice.id).map((m) => m.payload), [
      PUSH_NOTIFICATIONS.staffNewInquiry,
      PUSH_NOTIFICATIONS.staffChatWaiting,
    ]);
    assert.equal(push.for(memberDevice.id).length, 0, "members never get the staff's notifications");
  });
});

Deno.test("subscriptions are validated: https push endpoints only, real keys, an owner the caller may name", async () => {
  await withPush(async (t, push) => {
    const device = await push.subscribe();
    const member = await t.member();
    const other = await t.member();
    const memberChat = newChatSessionId(member.user.id);
    await t.call("POST", `/api/chat/sessions/${memberChat}/messages`, { token: member.token, body: { text: "Hello" } });
    const post = (body: unknown, token?: string) => t.call("POST", "/api/push/subscriptions", { body, token });
    const status = async (body: unknown, token?: string) => (await post(body, token)).status;
    const refused = await post({ subscription: device.json }, member.token);
    assert.equal(refused.status, 400, "plain http without PUSH_ALLOW_HTTP");
    assert.deepEqual(withoutRequestId(refused.json), {
      message: PUSH_TEXTS.notAllowed,
      code: "validation",
      issues: [{ path: "subscription.endpoint", message: PUSH_TEXTS.notAllowed }],
    });
    for (const endpoint of ["https://127.0.0.1/push/x", "https://localhost/push/x", "https://[::1]/x", "https://intranet/x", "ftp://push.example.com/x"]) {
      assert.equal(await status({ subscription: { ...device.json, endpoint } }, member.token), 400, endpoint);
    }
    const fine = { ...device.json, endpoint: "https://fcm.googleapis.com/fcm/send/abc" };
    assert.equal(await status({ subscription: fine }, member.token), 201);
    assert.equal(await status({ subscription: { ...fine, keys: { ...fine.keys, p256dh: "AAAA" } } }, member.token), 400);
    assert.equal(await status({ subscription: { ...fine, keys: { ...fine.keys, auth: "not base64!" } } }, member.token), 400);
    assert.equal(await status({ subscription: { ...fine, endpoint: `https://fcm.googleapis.com/${"x".repeat(PUSH_LIMITS.endpointMax)}` } }, member.token), 400);
    assert.equal(await status({ subscription: fine }), 401, "no owner without a token or a chat");
    assert.equal(await status({ subscription: fine, staff: true }, member.token), 403);
    assert.equal(await status({ subscription: fine, chatSessionId: newChatSessionId() }), 404, "a conversation that does not exist");
    assert.equal(await status({ subscription: fine, chatSessionId: memberChat }, other.token), 404, "another member's conversation");
    assert.equal(await status({ subscription: fine, chatSessionId: memberChat }), 404);
    assert.equal(await status({ subscription: fine, chatSessionId: memberChat }, member.token), 201);
  }, {});
});

Deno.test("an owner keeps a bounded number of devices; the same device again replaces itself; DELETE forgets it", async () => {
  await withPush(async (t, push) => {
    const chat = await visitorChat(t);
    const devices = await Promise.all(Array.from({ length: PUSH_LIMITS.perChat + 1 }, () => push.subscribe()));
    const post = (device: TestSubscription) => t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { chatSessionId: chat }) });
    // Racing each other, exactly the limit get in.
    const statuses = (await Promise.all(devices.map(post))).map((r) => r.status).sort();
    assert.deepEqual(statuses, [...Array(PUSH_LIMITS.perChat).fill(201), 429]);
    const inAt = (await Promise.all(devices.map(post))).map((r) => r.status);
    assert.equal(inAt.filter((s) => s === 200).length, PUSH_LIMITS.perChat, "a stored device again: 200, nothing added");
    const out = devices[inAt.indexOf(429)];
    const limited = await post(out);
    assert.equal(limited.json.message, PUSH_TEXTS.tooMany);

    const stored = devices.find((d) => d !== out)!;
    const deleted = await t.call("DELETE", "/api/push/subscriptions", { body: { endpoint: stored.json.endpoint } });
    assert.deepEqual(deleted.json.data, { deleted: 1 });
    assert.equal((await post(out)).status, 201, "room for one more after a delete");
    assert.deepEqual((await t.call("DELETE", "/api/push/subscriptions", { body: { endpoint: stored.json.endpoint } })).json.data, { deleted: 0 });

    const member = await t.member();
    const mine = await Promise.all(Array.from({ length: PUSH_LIMITS.perUser + 1 }, () => push.subscribe()));
    const memberStatuses = [];
    for (const device of mine) memberStatuses.push((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(device) })).status);
    assert.deepEqual(memberStatuses, [...Array(PUSH_LIMITS.perUser).fill(201), 429]);

    // One device of the member's that also follows a conversation: the member turning theirs off
    // keeps the conversation's; without a token, the endpoint is forgotten for every owner.
    const shared = mine[0];
    const second = await visitorChat(t);
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(shared, { chatSessionId: second }) })).status, 201);
    const off = { endpoint: shared.json.endpoint };
    assert.deepEqual((await t.call("DELETE", "/api/push/subscriptions", { token: member.token, body: off })).json.data, { deleted: 1 });
    assert.equal((await t.kv.get(KEYS.pushSubscription("chat", second, await endpointHash(shared.json.endpoint)))).value !== null, true);
    assert.deepEqual((await t.call("DELETE", "/api/push/subscriptions", { body: off })).json.data, { deleted: 1 });
  });
});

/** A logged-out inquiry (sent from a page in `lang`, English by default) and the private link its confirmation email carries. */
async function travellerInquiry(t: TestApp, lang?: string): Promise<{ id: string; token: string }> {
  const email = `traveller-${crypto.randomUUID()}@example.com`;
  const sent = await t.call("POST", `/api/inquiries${lang ? `?lang=${lang}` : ""}`, { body: activityInquiryBody({ userEmail: email }) });
  assert.equal(sent.status, 201, sent.text);
  await t.deps.outbox.settled();
  return { id: sent.json.data.id, token: await newestLinkTo(t, email) };
}

/** The private token in the newest email to `to` in the local outbox. */
async function newestLinkTo(t: TestApp, to: string): Promise<string> {
  await t.deps.outbox.settled();
  const mail = (await readOutbox(t.kv)).filter((m) => m.to === to).at(-1);
  const token = mail?.text.match(/\/threads\/([A-Za-z0-9_-]{43})/)?.[1];
  assert.ok(token, `no thread link to ${to}`);
  return token;
}

Deno.test("a traveller without an account turns push on from the thread's private link and hears each reply, opened by its link", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const { id, token } = await travellerInquiry(t);
    const device = await push.subscribe();
    const on = await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: token }) });
    assert.equal(on.status, 201, on.text);
    assert.deepEqual(on.json.data, { owner: "thread", created: true });

    const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "We have two suites held for you." } });
    assert.equal(reply.status, 201, reply.text);
    await t.deps.outbox.settled();
    const [message, ...more] = push.for(device.id);
    assert.equal(more.length, 0);
    const emailed = await newestLinkTo(t, (await t.call("GET", "/api/inquiries", { token: admin })).json.data.find((i: { id: string }) => i.id === id).userEmail);
    assert.deepEqual(message.payload, { title: PUSH_NOTIFICATIONS.inquiryAnswered.title, url: `/threads/${emailed}` }, "the reply's own link");
    assert.equal((await t.call("GET", `/api/threads/${emailed}`)).status, 200);

    // Another thread's replies are not heard; turning it off by the link forgets it.
    const other = await travellerInquiry(t);
    await t.call("POST", `/api/inquiries/${other.id}/replies`, { token: admin, body: { text: "Hello" } });
    await t.deps.outbox.settled();
    assert.equal(push.for(device.id).length, 1);
    const off = await t.call("DELETE", "/api/push/subscriptions", { body: { endpoint: device.json.endpoint, threadToken: emailed } });
    assert.deepEqual(off.json.data, { deleted: 1 });
  });
});

Deno.test("a thread's subscriptions need a live private link, and go when staff revoke the links or delete the inquiry", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const notValid = await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(await push.subscribe(), { threadToken: "x".repeat(43) }) });
    assert.equal(notValid.status, 404);
    assert.equal(notValid.json.message, THREAD_TEXTS.notFound);

    const { id, token } = await travellerInquiry(t);
    const device = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: token }) })).status, 201);
    assert.equal((await t.call("DELETE", `/api/inquiries/${id}/thread-links`, { token: admin })).status, 200);
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: KEYS.pushSubscriptionsOf("thread", id) })), [], "dropped with the links");
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: KEYS.pushEndpointOwners(await endpointHash(device.json.endpoint)) })), []);
    const revoked = await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: token }) });
    assert.equal(revoked.status, 404);
    assert.equal(revoked.json.message, THREAD_TEXTS.notFound);
    await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "A new link." } });
    await t.deps.outbox.settled();
    assert.equal(push.for(device.id).length, 0, "nothing for a revoked link's device");

    const second = await travellerInquiry(t);
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: second.token }) })).status, 201);
    assert.equal((await t.call("DELETE", `/api/inquiries/${second.id}`, { token: admin })).status, 200);
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: KEYS.pushSubscriptionsOf("thread", second.id) })), [], "dropped with the inquiry");
    const gone = await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: second.token }) });
    assert.equal(gone.status, 404);
    assert.equal(gone.json.message, THREAD_TEXTS.deleted);
  });
});

Deno.test("a renewed subscription replaces the old endpoint for each of its owners, and the new one hears what the old did", async () => {
  await withPush(async (t, push) => {
    const chat = await visitorChat(t);
    const member = await t.member();
    const old = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(old, { chatSessionId: chat }) })).status, 201);
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(old) })).status, 201);

    const renewed = await push.subscribe();
    const res = await t.call("PUT", "/api/push/subscriptions", { body: { oldEndpoint: old.json.endpoint, subscription: renewed.json } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data, { renewed: 2 });
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: KEYS.pushEndpointOwners(await endpointHash(old.json.endpoint)) })), []);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.pushSubscriptionsOf("user", member.user.id) }))).length, 1, "no device more");

    const admin = await t.adminToken();
    await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: admin, body: { text: "Here I am.", role: "model" } });
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(renewed.id).map((m) => m.payload), [PUSH_NOTIFICATIONS.chatAnswered]);
    assert.equal(push.for(old.id).length, 0);

    // An endpoint nobody holds renews nothing; the new endpoint is checked like any other.
    const again = await t.call("PUT", "/api/push/subscriptions", { body: { oldEndpoint: old.json.endpoint, subscription: (await push.subscribe()).json } });
    assert.deepEqual(again.json.data, { renewed: 0 });
  });
  await withPush(async (t, push) => {
    const device = await push.subscribe();
    const refused = await t.call("PUT", "/api/push/subscriptions", { body: { oldEndpoint: "https://push.example/x", subscription: device.json } });
    assert.equal(refused.status, 400, "a plain-http endpoint without PUSH_ALLOW_HTTP");
  }, {});
});

Deno.test("a consultant's reply to a member's inquiry reaches the member's devices with the thread's page; a logged-out traveller's none", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const member = await t.member();
    const device = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(device) })).status, 201);
    const sent = await t.call("POST", "/api/inquiries", { token: member.token, body: activityInquiryBody() });
    assert.equal(sent.status, 201, sent.text);
    const id = sent.json.data.id;
    const reply = await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "We have two suites held for you." } });
    assert.equal(reply.status, 201, reply.text);
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(device.id).map((m) => m.payload), [
      { title: PUSH_NOTIFICATIONS.inquiryAnswered.title, url: `/journeys/inquiries/${id}` },
    ]);

    const anonymous = await t.call("POST", "/api/inquiries", { body: activityInquiryBody() });
    assert.equal((await t.call("POST", `/api/inquiries/${anonymous.json.data.id}/replies`, { token: admin, body: { text: "Hello" } })).status, 201);
    await t.deps.outbox.settled();
    assert.equal(push.for(device.id).length, 1);
  });
});

Deno.test("a French traveller's device hears a reply titled in French with the /fr/ thread link that the email carries; staff stay English", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const staffDevice = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: admin, body: subscribeBody(staffDevice, { staff: true }) })).status, 201);
    const { id, token } = await travellerInquiry(t, "fr");
    const device = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(device, { threadToken: token }) })).status, 201);

    assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Nous avons deux suites." } })).status, 201);
    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).filter((m) => m.subject.startsWith("Votre demande")).at(-1);
    const emailed = mail?.text.match(/\/fr\/threads\/([A-Za-z0-9_-]{43})/)?.[1];
    assert.ok(emailed, `no /fr/ thread link in: ${mail?.text}`);
    assert.deepEqual(push.for(device.id).map((m) => m.payload), [
      { title: "Un conseiller voyage a répondu à votre demande", url: `/fr/threads/${emailed}` },
    ]);
    assert.deepEqual(push.for(staffDevice.id).map((m) => m.payload), [PUSH_NOTIFICATIONS.staffNewInquiry], "the French inquiry, told to staff in English");
  });
});

Deno.test("a member hears in their saved language under its prefix, even of a conversation written in another; an Arabic visitor's chat in Arabic", async () => {
  await withPush(async (t, push) => {
    const admin = await t.adminToken();
    const member = await t.member();
    const saved = await t.call("PATCH", `/api/auth/users/${member.user.id}`, { token: member.token, body: { preferences: { general: { language: "fr" } } } });
    assert.equal(saved.status, 200, saved.text);
    const device = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(device) })).status, 201);

    const sent = await t.call("POST", "/api/inquiries?lang=de", { token: member.token, body: activityInquiryBody() });
    assert.equal(sent.status, 201, sent.text);
    await t.call("POST", `/api/inquiries/${sent.json.data.id}/replies`, { token: admin, body: { text: "Voilà." } });
    // The member's own conversation, written from a German page, followed on the same device too.
    const chat = newChatSessionId(member.user.id);
    await t.call("POST", `/api/chat/sessions/${chat}/messages?lang=de`, { token: member.token, body: { text: "Hallo" } });
    assert.equal((await t.call("POST", "/api/push/subscriptions", { token: member.token, body: subscribeBody(device, { chatSessionId: chat }) })).status, 201);
    await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: admin, body: { text: "Bonjour", role: "model" } });
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(device.id).map((m) => m.payload), [
      { title: PUSH_TITLES.fr.inquiryAnswered, url: `/fr/journeys/inquiries/${sent.json.data.id}` },
      { title: "Un conseiller voyage a répondu à votre message", url: "/fr/?chat=open" },
    ]);

    const visitor = newChatSessionId();
    assert.equal((await t.call("POST", `/api/chat/sessions/${visitor}/messages?lang=ar`, { body: { text: "مرحبا" } })).status, 201);
    const arabic = await push.subscribe();
    assert.equal((await t.call("POST", "/api/push/subscriptions", { body: subscribeBody(arabic, { chatSessionId: visitor }) })).status, 201);
    await t.call("POST", `/api/chat/sessions/${visitor}/messages`, { token: admin, body: { text: "أهلاً", role: "model" } });
    await t.deps.outbox.settled();
    assert.deepEqual(push.for(arabic.id).map((m) => m.payload), [{ title: "ردّ مستشار السفر على رسالتكم", url: "/ar/?chat=open" }]);
  });
});
