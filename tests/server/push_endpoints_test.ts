/**
 * Which push endpoints the server calls (server/push/endpoint.ts): only the browsers' push services
 * (and PUSH_EXTRA_HOSTS), https on port 443; never a redirect; stored endpoints the rule refuses
 * are dropped at start and skipped when sending. The local push service (tests/helpers/push-service.ts)
 * makes real P-256 subscriptions and decrypts what it receives.
 */
import assert from "node:assert/strict";
import { PUSH_NOTIFICATIONS, PUSH_TEXTS } from "../../contract/push.ts";
import { dropDisallowedPushSubscriptions } from "../../server/bootstrap.ts";
import { loadConfig } from "../../server/config.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { saveSubscription } from "../../server/kv/push-subscriptions.ts";
import { LOCAL_PUSH, visitorChat, withPush } from "../helpers/push-service.ts";

const KEYS_OF_A_BROWSER = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

const ACCEPTED = [
  "https://fcm.googleapis.com/fcm/send/abc",
  "https://fcm.googleapis.com:443/fcm/send/abc",
  "https://updates.push.services.mozilla.com/wpush/v2/abc",
  "https://wns2-par02p.notify.windows.com/w/?token=abc",
  "https://web.push.apple.com/abc",
  "https://api.push.apple.com/abc",
];

const REFUSED = [
  // The review's list: each answered 201 and was then called by the server.
  "https://127.0.0.1.nip.io/x",
  "https://localtest.me/x",
  "https://metadata.google.internal/x",
  "https://push.example.com:22/x",
  "https://internal-service.corp:8443/x",
  "https://localhost./x",
  // Near misses of the allowed hosts.
  "https://fcm.googleapis.com:8443/x",
  "https://fcm.googleapis.com./x",
  "https://fcm.googleapis.com.example.com/x",
  "https://evilfcm.googleapis.com/x",
  "https://notify.windows.com/x",
  "https://push.apple.com.example.net/x",
  "https://user:secret@fcm.googleapis.com/x",
  "http://fcm.googleapis.com/x",
  "https://127.0.0.1/x",
  "https://[::1]/x",
  "http://127.0.0.1:9/x",
];

Deno.test("a subscription is stored only for the browsers' push services, https on port 443; PUSH_EXTRA_HOSTS adds others", async () => {
  await withPush(async (t) => {
    const member = await t.member();
    const post = (endpoint: string) =>
      t.call("POST", "/api/push/subscriptions", { token: member.token, body: { subscription: { endpoint, keys: KEYS_OF_A_BROWSER } } });
    for (const endpoint of REFUSED) {
      const answer = await post(endpoint);
      assert.equal(answer.status, 400, endpoint);
      assert.equal(answer.json.message, PUSH_TEXTS.notAllowed, endpoint);
    }
    for (const endpoint of ACCEPTED) assert.equal((await post(endpoint)).status, 201, endpoint);
    // A renewal's new endpoint is held to the same rule.
    const renew = (endpoint: string) =>
      t.call("PUT", "/api/push/subscriptions", { body: { oldEndpoint: ACCEPTED[0], subscription: { endpoint, keys: KEYS_OF_A_BROWSER } } });
    assert.equal((await renew("https://metadata.google.internal/x")).status, 400);
    assert.equal((await renew("https://fcm.googleapis.com/fcm/send/renewed")).status, 200);
  }, {});

  await withPush(async (t) => {
    const member = await t.member();
    const status = async (endpoint: string) =>
      (await t.call("POST", "/api/push/subscriptions", { token: member.token, body: { subscription: { endpoint, keys: KEYS_OF_A_BROWSER } } })).status;
    assert.equal(await status("https://push.example.com/x"), 201);
    assert.equal(await status("https://eu.corp-push.example/x"), 201);
    assert.equal(await status("https://corp-push.example/x"), 400, "*.domain: hosts under it, not the domain");
    assert.equal(await status("https://push.example.com:22/x"), 400, "port 443 only");
    assert.equal(await status("https://localtest.me/x"), 400);
  }, { PUSH_EXTRA_HOSTS: "push.example.com, *.Corp-Push.example" });

  // PUSH_ALLOW_HTTP lets in plain http on this machine (the local push service), nothing more.
  await withPush(async (t) => {
    const member = await t.member();
    const status = async (endpoint: string) =>
      (await t.call("POST", "/api/push/subscriptions", { token: member.token, body: { subscription: { endpoint, keys: KEYS_OF_A_BROWSER } } })).status;
    assert.equal(await status("http://127.0.0.1:9/push/x"), 201);
    assert.equal(await status("http://localhost:9/push/x"), 201);
    for (const endpoint of ["https://localtest.me/x", "http://10.0.0.1/x", "http://metadata.google.internal/x", "https://127.0.0.1/x"]) {
      assert.equal(await status(endpoint), 400, endpoint);
    }
  }, LOCAL_PUSH);
});

Deno.test("PUSH_EXTRA_HOSTS takes host names only", () => {
  const base = { DATA_DIR: "/tmp/unused" };
  assert.deepEqual(loadConfig({ ...base, PUSH_EXTRA_HOSTS: " Push.Example.com,*.push.example.net  " }).PUSH_EXTRA_HOSTS, [
    "push.example.com",
    "*.push.example.net",
  ]);
  assert.deepEqual(loadConfig(base).PUSH_EXTRA_HOSTS, []);
  for (const value of ["10.0.0.1", "localhost", "push.example.com:8443", "https://push.example.com", "*", "*.com.", "a..b"]) {
    assert.throws(() => loadConfig({ ...base, PUSH_EXTRA_HOSTS: value }), /PUSH_EXTRA_HOSTS/, value);
  }
});

Deno.test("a push service's redirect is never followed: the internal address is not called, the message counts as failed", async () => {
  await withPush(async (t, push, lines) => {
    const admin = await t.adminToken();
    const kept = await push.subscribe();
    // Each redirect in a conversation of its own, beside a device that works.
    const redirecting = await Promise.all([301, 302, 303, 307, 308].map(async (status) => ({ status, chat: await visitorChat(t), device: await push.subscribe() })));
    for (const { status, chat, device } of redirecting) {
      for (const subscription of [device.json, kept.json]) {
        const stored = await t.call("POST", "/api/push/subscriptions", { body: { subscription, chatSessionId: chat } });
        assert.equal(stored.status, 201, stored.text);
      }
      push.redirectWith(device.id, status, `/internal/admin?from=${status}`);
      const reply = await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: admin, body: { text: "Good afternoon, Layla here.", role: "model" } });
      assert.equal(reply.status, 201, reply.text);
    }
    await t.deps.outbox.settled();

    assert.deepEqual(push.redirectHits, [], "nothing reached the address the redirects named");
    for (const { status, chat, device } of redirecting) {
      assert.deepEqual(push.for(device.id).map((m) => m.status), [status], `one request, answered ${status}, not repeated`);
      assert.ok(lines.some((line) => line.includes("push service refused a message") && line.includes(`"status":${status}`)), `${status}: ${lines.join("\n")}`);
      // A redirect is a failure, not "gone": the subscription stays.
      assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.pushSubscriptionsOf("chat", chat) }))).length, 2);
    }
    // The real P-256 subscription beside them got each message, decrypted by the push service.
    const messages = push.for(kept.id);
    assert.equal(messages.length, redirecting.length);
    for (const message of messages) {
      assert.equal(message.error, undefined, String(message.error));
      assert.deepEqual(message.payload, PUSH_NOTIFICATIONS.chatAnswered);
    }
  });
});

Deno.test("stored subscriptions the rule refuses are dropped at start with one log line, and never sent to meanwhile", async () => {
  await withPush(async (t, push, lines) => {
    const chat = await visitorChat(t);
    const member = await t.member();
    const local = await push.subscribe();
    // Stored as the old code let them in: straight into the database.
    const bound = { max: 100, message: "too many" };
    const store = (owner: { kind: "chat" | "user"; id: string }, endpoint: string, keys = KEYS_OF_A_BROWSER) =>
      saveSubscription(t.kv, owner, { endpoint, keys }, bound);
    await store({ kind: "chat", id: chat }, local.json.endpoint, local.json.keys);
    await store({ kind: "user", id: member.user.id }, local.json.endpoint, local.json.keys);
    await store({ kind: "chat", id: chat }, "https://metadata.google.internal/computeMetadata/v1/x");
    await store({ kind: "user", id: member.user.id }, "https://localtest.me/x");
    await store({ kind: "user", id: member.user.id }, "https://fcm.googleapis.com/fcm/send/kept");

    // Before the restart: a message is not sent to the local address the rule refuses.
    await t.call("POST", `/api/chat/sessions/${chat}/messages`, { token: await t.adminToken(), body: { text: "Hello", role: "model" } });
    await t.deps.outbox.settled();
    assert.equal(push.for(local.id).length, 0);
    assert.ok(lines.some((line) => line.includes("push endpoint not allowed")), lines.join("\n"));

    lines.length = 0;
    assert.equal(await dropDisallowedPushSubscriptions(t.kv, t.deps.config), 3, "three endpoints, one of them held by two owners");
    const logged = lines.filter((line) => line.includes("push subscriptions"));
    assert.equal(logged.length, 1, lines.join("\n"));
    assert.match(logged[0], /"endpoints":3/);
    const left = await Array.fromAsync(t.kv.list<{ endpoint: string }>({ prefix: ["push_subscriptions"] }));
    assert.deepEqual(left.map((e) => e.value.endpoint), ["https://fcm.googleapis.com/fcm/send/kept"]);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["push_by_endpoint"] }))).length, 1, "their endpoint index goes too");

    lines.length = 0;
    assert.equal(await dropDisallowedPushSubscriptions(t.kv, t.deps.config), 0);
    assert.deepEqual(lines.filter((line) => line.includes("push subscriptions")), [], "nothing to say when nothing was dropped");
  }, {});
});
