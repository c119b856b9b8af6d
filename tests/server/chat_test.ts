import assert from "node:assert/strict";
import { CHAT_LIMITS, CHAT_TEXTS, type ChatMessage, newChatSessionId } from "../../contract/chat/session.ts";
import { CHAT_RATE_LIMITS } from "../../server/routes/chat/conversations.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { fillWindow } from "../helpers/rate-limits.ts";
import {
  closedPortUrl,
  FAKE_MODEL,
  fakeErrors,
  fakeGeminiEnv,
  gate,
  type Script,
  withFakeGeminiApp,
} from "../helpers/fake-gemini.ts";


type SseEvent = { event: string; data: unknown };

/** Reads server-sent events one at a time from a streaming response. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(): Promise<SseEvent | null> {
      while (true) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(":")) continue;
          const event = block.match(/^event: (.*)$/m)?.[1] ?? "message";
          const data = block.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
          return { event, data: data ? JSON.parse(data) : undefined };
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
    },
    async rest(): Promise<SseEvent[]> {
      const events: SseEvent[] = [];
      for (let e = await this.next(); e; e = await this.next()) events.push(e);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

function postStream(t: TestApp, sessionId: string, text: string, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.request(`/api/chat/sessions/${sessionId}/messages`, { method: "POST", headers, body: JSON.stringify({ text }) });
}

function openEvents(t: TestApp, sessionId: string, token?: string, after?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.request(`/api/chat/sessions/${sessionId}/events${after ? `?after=${after}` : ""}`, { headers });
}

Deno.test("a visitor's message streams the AI answer chunk by chunk, and the transcript keeps both", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    const pause = gate();
    fake.reply({ chunks: ["Dubai in winter ", { wait: pause.wait }, "is glorious."] });
    const id = newChatSessionId();
    const res = await postStream(t, id, "When should I visit Dubai?");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/event-stream/);
    assert.equal(res.headers.get("x-accel-buffering"), "no", "proxies must not buffer the stream");
    const events = sseReader(res);

    const stored = await events.next();
    assert.equal(stored?.event, "message");
    assert.equal((stored?.data as ChatMessage).text, "When should I visit Dubai?");
    assert.deepEqual(await events.next(), { event: "start", data: { author: "ai" } });
    // The first chunk arrives while the model is still writing the rest.
    assert.deepEqual(await events.next(), { event: "delta", data: { text: "Dubai in winter " } });
    pause.open();
    assert.deepEqual(await events.next(), { event: "delta", data: { text: "is glorious." } });
    const done = await events.next();
    assert.equal(done?.event, "done");
    const reply = (done?.data as { reply: ChatMessage }).reply;
    assert.equal(reply.text, "Dubai in winter is glorious.");
    assert.equal(reply.role, "model");
    assert.equal(reply.author, "ai");
    assert.equal(await events.next(), null, "the stream ends");

    const session = await t.call("GET", `/api/chat/sessions/${id}`);
    assert.equal(session.status, 200);
    assert.equal(session.json.data.status, "AI-Active");
    assert.deepEqual(
      session.json.data.messages.map((m: ChatMessage) => [m.role, m.author, m.text]),
      [["user", "visitor", "When should I visit Dubai?"], ["model", "ai", "Dubai in winter is glorious."]],
    );

    const request = fake.requests[0];
    assert.equal(request.path, `/v1beta/models/${FAKE_MODEL}:streamGenerateContent`);
    assert.equal(request.search, "?alt=sse");
    assert.equal(request.apiKey, "test-key");
    const system = request.body.systemInstruction.parts[0].text as string;
    assert.match(system, /no markdown/i);
    assert.match(system, /contact page/);
    assert.deepEqual(request.body.contents, [{ role: "user", parts: [{ text: "When should I visit Dubai?" }] }]);
  });
});

Deno.test("earlier messages go to the model as history; system notices and the greeting do not", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    fake.reply({ chunks: ["The Maldives are lovely."] }, fakeErrors.invalidArgument(), { chunks: ["Try Bora Bora too."] });
    const id = newChatSessionId();
    for (const text of ["Beach ideas?", "Something odd", "And in the Pacific?"]) {
      const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text } });
      assert.equal(res.status, 201, res.text);
    }
    const contents = fake.requests[2].body.contents;
    assert.deepEqual(contents, [
      { role: "user", parts: [{ text: "Beach ideas?" }] },
      { role: "model", parts: [{ text: "The Maldives are lovely." }] },
      // The failed exchange's visitor message stays; the error text (a system notice) does not.
      { role: "user", parts: [{ text: "Something odd\n\nAnd in the Pacific?" }] },
    ]);
    assert.ok(!JSON.stringify(contents).includes(CHAT_TEXTS.greeting));
  });
});

Deno.test("every AI failure is answered with its CHAT_TEXTS text (and banner)", async () => {
  const cases: { name: string; script: Script; text: string | readonly string[]; notice?: string; author: string }[] = [
    { name: "quota", script: fakeErrors.quota(), text: CHAT_TEXTS.fallbackMessages, notice: CHAT_TEXTS.capacityBanner, author: "system" },
    { name: "invalid key", script: fakeErrors.invalidKey(), text: CHAT_TEXTS.authError, author: "system" },
    { name: "permission denied", script: fakeErrors.permissionDenied(), text: CHAT_TEXTS.authError, author: "system" },
    { name: "rate limit", script: fakeErrors.tooManyRequests(), text: CHAT_TEXTS.rateLimited, author: "system" },
    { name: "invalid request", script: fakeErrors.invalidArgument(), text: CHAT_TEXTS.invalidRequest, author: "system" },
    {
      name: "other",
      script: fakeErrors.internal(),
      text: CHAT_TEXTS.otherErrorMessage,
      notice: "AI Error: Internal error encountered.",
      author: "system",
    },
    { name: "empty", script: { empty: true }, text: CHAT_TEXTS.emptyReply, author: "system" },
  ];
  await withFakeGeminiApp(async (t, fake) => {
    for (const c of cases) {
      fake.reply(c.script);
      const id = newChatSessionId();
      const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Hello" } });
      assert.equal(res.status, 201, `${c.name}: ${res.text}`);
      const { reply, notice } = res.json.data;
      if (typeof c.text === "string") assert.equal(reply.text, c.text, c.name);
      else assert.ok(c.text.includes(reply.text), `${c.name}: ${reply.text}`);
      assert.equal(notice, c.notice, c.name);
      assert.equal(reply.author, c.author, c.name);
      assert.ok(reply.text.startsWith("Sorry, I encountered an issue") === (c.name === "other"), c.name);
      const stored = await t.call("GET", `/api/chat/sessions/${id}`);
      assert.equal(stored.json.data.messages[1].text, reply.text, `${c.name}: stored`);
    }
  });
});

Deno.test("a network failure gives the connection text", async () => {
  const t = await makeTestApp({ env: fakeGeminiEnv(await closedPortUrl()) });
  try {
    const res = await t.call("POST", `/api/chat/sessions/${newChatSessionId()}/messages`, { body: { text: "Hello" } });
    assert.equal(res.status, 201);
    assert.equal(res.json.data.reply.text, CHAT_TEXTS.networkError);
  } finally {
    await t.close();
  }
});

Deno.test("an answer cut off mid-stream keeps what arrived and says it was interrupted", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    fake.reply(
      { chunks: ["Kyoto in autumn is ", "breathtaking"], thenError: { code: 500, message: "Internal error", status: "INTERNAL" } },
      { chunks: ["Half an answer"], thenHangUp: true },
    );
    const id = newChatSessionId();
    const events = await sseReader(await postStream(t, id, "Kyoto?")).rest();
    assert.deepEqual(events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text), [
      "Kyoto in autumn is ",
      "breathtaking",
    ]);
    const reply = (events.at(-1)?.data as { reply: ChatMessage }).reply;
    assert.equal(reply.text, "Kyoto in autumn is breathtaking");
    assert.equal(reply.interrupted, true);

    const second = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "More?" } });
    assert.equal(second.json.data.reply.text, "Half an answer");
    assert.equal(second.json.data.reply.interrupted, true);
    const stored = await t.call("GET", `/api/chat/sessions/${id}`);
    assert.deepEqual(stored.json.data.messages.map((m: ChatMessage) => m.interrupted ?? false), [false, true, false, true]);
  });
});

Deno.test("without a key the concierge answers from the catalogue with real items and links", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const id = newChatSessionId();
    const events = await sseReader(await postStream(t, id, "a desert safari with my family")).rest();
    assert.deepEqual(events[1], { event: "start", data: { author: "catalogue" } });
    const reply = (events.at(-1)?.data as { reply: ChatMessage }).reply;
    assert.equal(reply.author, "catalogue");
    assert.match(reply.text, /A consultant will follow up/);
    assert.ok(!/[*#]/.test(reply.text), "plain text");
    const suggestions = reply.suggestions ?? [];
    assert.ok(suggestions.length >= 2, JSON.stringify(suggestions));
    assert.equal(suggestions[0].name, "Family Desert Safari Adventure");
    for (const s of suggestions) {
      // Every link opens a real catalogue item.
      const item = await t.call("GET", `/api${s.href}`);
      assert.equal(item.status, 200, s.href);
      assert.equal(item.json.data.name, s.name);
      assert.ok(reply.text.includes(s.name));
    }
    assert.ok(suggestions.some((s) => s.kind === "activity" && /Dune Bashing/.test(s.name)));

    const prices = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "How much is a honeymoon in the Maldives?" } });
    const answer = prices.json.data.reply;
    assert.ok(answer.suggestions.some((s: { name: string }) => s.name === "Maldives Lagoon Honeymoon"));
    assert.match(answer.text, /inquiry/);

    const nothing = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "zzzz qqqq" } });
    assert.deepEqual(nothing.json.data.reply.suggestions, []);
    assert.match(nothing.json.data.reply.text, /A consultant will follow up/);
  } finally {
    await t.close();
  }
});

Deno.test("session ownership: only the member (and staff) reach a member's session; anonymous ids cannot be guessed", async () => {
  const t = await makeTestApp();
  try {
    const alice = await t.member();
    const bob = await t.member();
    const admin = await t.adminToken();
    const aliceSession = newChatSessionId(alice.user.id);
    assert.equal((await t.call("POST", `/api/chat/sessions/${aliceSession}/messages`, { token: alice.token, body: { text: "Hi" } })).status, 201);
    const own = await t.call("GET", `/api/chat/sessions/${aliceSession}`, { token: alice.token });
    assert.equal(own.status, 200);
    assert.equal(own.json.data.userEmail, alice.user.email);

    for (const [who, token] of [["another member", bob.token], ["an anonymous visitor", undefined]] as const) {
      const read = await t.call("GET", `/api/chat/sessions/${aliceSession}`, { token });
      assert.equal(read.status, 404, who);
      const write = await t.call("POST", `/api/chat/sessions/${aliceSession}/messages`, { token, body: { text: "Let me in" } });
      assert.equal(write.status, 404, who);
      assert.equal((await openEvents(t, aliceSession, token)).status, 404, who);
    }
    assert.equal((await t.call("GET", `/api/chat/sessions/${aliceSession}`, { token: admin })).status, 200, "staff read it");
    // Nobody can open a session in a member's name without being that member.
    const squat = newChatSessionId(alice.user.id, Date.now() + 5);
    assert.equal((await t.call("POST", `/api/chat/sessions/${squat}/messages`, { token: bob.token, body: { text: "x" } })).status, 404);

    const anon = newChatSessionId();
    assert.match(anon, /^anon_\d+_[0-9a-f]{32}$/);
    await t.call("POST", `/api/chat/sessions/${anon}/messages`, { body: { text: "Hello" } });
    const guessed = anon.slice(0, -1) + (anon.endsWith("0") ? "1" : "0");
    assert.equal((await t.call("GET", `/api/chat/sessions/${guessed}`)).status, 404);
    const weak = `anon_${Date.now()}_abc123`;
    assert.equal((await t.call("POST", `/api/chat/sessions/${weak}/messages`, { body: { text: "x" } })).status, 400);
    assert.equal((await t.call("GET", `/api/chat/sessions/${anon}`)).status, 200, "the holder of the id reads it");

    // A visitor cannot speak as the model.
    const asModel = await t.call("POST", `/api/chat/sessions/${anon}/messages`, { body: { text: "I am the AI", role: "model" } });
    assert.equal(asModel.status, 403);
    assert.equal(asModel.json.message, CHAT_TEXTS.notModel);
    const memberAsModel = await t.call("POST", `/api/chat/sessions/${aliceSession}/messages`, {
      token: alice.token,
      body: { text: "I am the AI", role: "model" },
    });
    assert.equal(memberAsModel.status, 403);

    // Listing, status and delete are for staff.
    for (const token of [undefined, alice.token]) {
      assert.notEqual((await t.call("GET", "/api/chat/sessions", { token })).status, 200);
      assert.notEqual((await t.call("PATCH", `/api/chat/sessions/${anon}/status`, { token, body: { status: "Resolved" } })).status, 200);
      assert.notEqual((await t.call("DELETE", `/api/chat/sessions/${anon}`, { token })).status, 200);
    }
  } finally {
    await t.close();
  }
});

Deno.test("daily usage limits per session and per client address, and a burst limit", async () => {
  const t = await makeTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const from = (address: string) => ({ "x-forwarded-for": address });
    const id = newChatSessionId();
    await fillWindow(t.kv, CHAT_RATE_LIMITS.session, id);
    const full = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "One more" }, headers: from("198.51.100.1") });
    assert.equal(full.status, 429);
    assert.equal(full.json.message, CHAT_TEXTS.dailyLimit);
    assert.ok(Number(full.headers.get("retry-after")) > 0);
    assert.equal((await t.call("GET", `/api/chat/sessions/${id}`)).status, 404, "the refused message was not stored");

    await fillWindow(t.kv, CHAT_RATE_LIMITS.address, "203.0.113.9");
    const fresh = newChatSessionId();
    const busy = await t.call("POST", `/api/chat/sessions/${fresh}/messages`, { body: { text: "Hi" }, headers: from("203.0.113.9") });
    assert.equal(busy.status, 429);
    assert.equal(busy.json.message, CHAT_TEXTS.addressLimit);
    const other = await t.call("POST", `/api/chat/sessions/${fresh}/messages`, { body: { text: "Hi" }, headers: from("203.0.113.10") });
    assert.equal(other.status, 201);

    const burst = newChatSessionId();
    for (let i = 0; i < CHAT_LIMITS.perSessionPerMinute; i++) {
      assert.equal((await t.call("POST", `/api/chat/sessions/${burst}/messages`, { body: { text: `m${i}` }, headers: from("192.0.2.7") })).status, 201);
    }
    const tooFast = await t.call("POST", `/api/chat/sessions/${burst}/messages`, { body: { text: "again" }, headers: from("192.0.2.7") });
    assert.equal(tooFast.status, 429);
    assert.equal(tooFast.json.message, CHAT_TEXTS.rateLimited);
  } finally {
    await t.close();
  }
});

Deno.test("one client address may hold only so many live event streams open; a closed stream frees its place", async () => {
  const t = await makeTestApp({ env: { TRUST_PROXY: "1" } });
  const open: Response[] = [];
  try {
    const id = newChatSessionId();
    const watch = (address: string) => t.app.request(`/api/chat/sessions/${id}/events`, { headers: { "x-forwarded-for": address } });
    for (let i = 0; i < CHAT_LIMITS.openStreamsPerAddress; i++) {
      const res = await watch("198.51.100.20");
      assert.equal(res.status, 200);
      open.push(res);
    }
    const refused = await watch("198.51.100.20");
    assert.equal(refused.status, 429);
    assert.equal((await refused.json()).message, CHAT_TEXTS.rateLimited);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);

    const neighbour = await watch("198.51.100.21");
    assert.equal(neighbour.status, 200, "another address is not affected");
    open.push(neighbour);

    // The visitor closes one chat window: its stream ends and the next one may open.
    await open.shift()!.body!.cancel();
    let again = await watch("198.51.100.20");
    for (let tries = 0; again.status === 429 && tries < 50; tries++) {
      await again.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await watch("198.51.100.20");
    }
    assert.equal(again.status, 200);
    open.push(again);
  } finally {
    await Promise.all(open.map((res) => res.body?.cancel().catch(() => {})));
    await t.close();
  }
});

Deno.test("handoff: after a consultant replies the AI stays silent, the visitor sees the reply live, and staff can hand back", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    const admin = await t.adminToken();
    const id = newChatSessionId();
    fake.reply({ chunks: ["Happy to help."] });
    await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "I need a human" } });
    assert.equal(fake.requests.length, 1);

    // The visitor's widget listens for what others add, from its last known message.
    const before = await t.call("GET", `/api/chat/sessions/${id}`);
    const lastId = before.json.data.messages.at(-1).id;
    const live = sseReader(await openEvents(t, id, undefined, lastId));
    assert.deepEqual(await live.next(), { event: "state", data: { status: "AI-Active", handler: "ai" } });

    const consultant = await t.call("POST", `/api/chat/sessions/${id}/messages`, {
      token: admin,
      body: { text: "Hello, this is Layla from our team.", role: "model" },
    });
    assert.equal(consultant.status, 201, consultant.text);
    assert.equal(consultant.json.data.message.author, "consultant");

    const arrived = await live.next();
    assert.equal(arrived?.event, "message");
    assert.equal((arrived?.data as ChatMessage).text, "Hello, this is Layla from our team.");
    assert.equal((arrived?.data as ChatMessage).author, "consultant");
    assert.deepEqual(await live.next(), { event: "state", data: { status: "Needs Review", handler: "consultant" } });

    const visitor = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Great, thanks!" } });
    assert.equal(visitor.status, 201);
    assert.equal(visitor.json.data.reply, null, "no AI answer once a consultant handles the session");
    assert.equal(fake.requests.length, 1, "the model was not called");
    const streamed = await sseReader(await postStream(t, id, "Are you there?")).rest();
    assert.deepEqual(streamed.at(-1), { event: "done", data: { reply: null, handler: "consultant" } });
    assert.equal(fake.requests.length, 1);
    assert.equal((await live.next())?.event, "message", "the visitor's own messages come through too");

    const back = await t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "ai" } });
    assert.equal(back.status, 200);
    assert.equal(back.json.data.status, "AI-Active");
    fake.reply({ chunks: ["I am back."] });
    const again = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Hello AI?" } });
    assert.equal(again.json.data.reply.text, "I am back.");
    // The consultant's words were part of the conversation the model saw.
    assert.ok(JSON.stringify(fake.requests[1].body.contents).includes("Layla from our team"));
    await live.cancel();
  });
});

Deno.test("staff: list newest first, status changes re-sort, delete removes the transcript and tells live viewers", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const member = await t.member();
    const first = newChatSessionId();
    const second = newChatSessionId(member.user.id);
    await t.call("POST", `/api/chat/sessions/${first}/messages`, { body: { text: "First" } });
    await t.call("POST", `/api/chat/sessions/${second}/messages`, { token: member.token, body: { text: "Second" } });

    const list = await t.call("GET", "/api/chat/sessions", { token: admin });
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.data.map((s: { sessionId: string }) => s.sessionId), [second, first]);
    assert.equal(list.json.data[0].userName, "Test Member");
    assert.equal(list.json.data[1].userName, undefined, "anonymous");
    assert.ok(!("messages" in list.json.data[0]));

    const status = await t.call("PATCH", `/api/chat/sessions/${first}/status`, { token: admin, body: { status: "Needs Review" } });
    assert.equal(status.status, 200);
    assert.equal(status.json.data.status, "Needs Review");
    assert.ok(status.json.data.lastActivityTimestamp > list.json.data[0].lastActivityTimestamp);
    const resorted = await t.call("GET", "/api/chat/sessions", { token: admin });
    assert.deepEqual(resorted.json.data.map((s: { sessionId: string }) => s.sessionId), [first, second]);
    const bad = await t.call("PATCH", `/api/chat/sessions/${first}/status`, { token: admin, body: { status: "Closed" } });
    assert.equal(bad.status, 400);

    const live = sseReader(await openEvents(t, first));
    assert.equal((await live.next())?.event, "message");
    assert.equal((await live.next())?.event, "message");
    assert.equal((await live.next())?.event, "state");
    assert.equal((await t.call("DELETE", `/api/chat/sessions/${first}`, { token: admin })).status, 200);
    assert.deepEqual(await live.next(), { event: "deleted", data: {} });
    assert.equal(await live.next(), null);
    assert.equal((await t.call("GET", `/api/chat/sessions/${first}`, { token: admin })).status, 404);
    assert.equal((await t.call("DELETE", `/api/chat/sessions/${first}`, { token: admin })).status, 404);
    const remaining = [];
    for await (const entry of t.kv.list({ prefix: ["chat_messages", first] })) remaining.push(entry);
    assert.equal(remaining.length, 0);
  } finally {
    await t.close();
  }
});
