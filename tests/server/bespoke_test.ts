import assert from "node:assert/strict";
import { BESPOKE_LIMITS, BESPOKE_TEXTS } from "../../contract/bespoke.ts";
import { CURATED_IDEAS, parseIdea } from "../../server/ai/bespoke-idea.ts";
import { BESPOKE_DAILY_LIMIT } from "../../server/routes/bespoke.ts";
import { makeTestApp } from "../helpers/app.ts";
import { fillWindow } from "../helpers/rate-limits.ts";
import { closedPortUrl, FAKE_MODEL, fakeErrors, type Script, withFakeGeminiApp } from "../helpers/fake-gemini.ts";

const details = {
  destinationType: "Desert",
  travelStyle: "Adventurous",
  interests: "Falconry, stargazing",
  duration: "10 days",
  budget: "Ultimate VIP",
};

Deno.test("a member's idea is generated, parsed, held to 10 words and 4 sentences, and saved under the token's user", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    fake.reply({
      chunks: [
        "Title: **Golden Dunes and Starlit Falconry Beneath the Endless Arabian Night Sky**\n",
        "Description: Fly falcons at dawn. Sleep under the stars. Dine with a private chef. Ride at sunset. Rest in a spa.",
      ],
    });
    const member = await t.member();
    const res = await t.call("POST", "/api/bespoke", {
      token: member.token,
      body: { userId: "someone-else", userName: "Mallory", userEmail: "mallory@evil.example", isAdmin: true, requestDetails: details },
    });
    assert.equal(res.status, 201, res.text);
    const { submission, source, notice } = res.json.data;
    assert.equal(source, "ai");
    assert.equal(notice, undefined);
    assert.equal(submission.generatedIdea.title, "Golden Dunes and Starlit Falconry Beneath the Endless Arabian Night");
    assert.equal(submission.generatedIdea.title.split(" ").length, BESPOKE_LIMITS.titleMaxWords);
    assert.equal(
      submission.generatedIdea.description,
      "Fly falcons at dawn. Sleep under the stars. Dine with a private chef. Ride at sunset.",
    );
    assert.equal(submission.userId, member.user.id);
    assert.equal(submission.userEmail, member.user.email);
    assert.equal(submission.userName, "Test Member");
    assert.equal(submission.status, "New");
    assert.deepEqual(submission.requestDetails, details);

    const request = fake.requests[0];
    assert.equal(request.path, `/v1beta/models/${FAKE_MODEL}:generateContent`);
    const prompt = request.body.contents[0].parts[0].text as string;
    for (const part of ["Title:", "Description:", "Desert", "Adventurous", "Falconry, stargazing", "10 days", "Ultimate VIP"]) {
      assert.ok(prompt.includes(part), part);
    }

    const admin = await t.adminToken();
    const list = await t.call("GET", "/api/bespoke", { token: admin });
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.data.map((s: { id: string }) => s.id), [submission.id]);
    const own = await t.call("GET", "/api/bespoke", { token: member.token });
    assert.deepEqual(own.json.data.map((s: { id: string }) => s.id), [submission.id], "a member sees their own ideas");
    const other = await t.member();
    assert.deepEqual((await t.call("GET", "/api/bespoke", { token: other.token })).json.data, [], "and nobody else's");
    assert.equal((await t.call("GET", `/api/bespoke/${submission.id}`, { token: other.token })).status, 404);
  });
});

Deno.test("unparseable text becomes the description under 'Suggestion Received'", () => {
  assert.deepEqual(parseIdea("A week of quiet luxury in the Alps."), {
    title: "Suggestion Received",
    description: "A week of quiet luxury in the Alps.",
  });
  assert.deepEqual(parseIdea("title: Kyoto Calm\ndescription: Temples at dawn. Tea at noon."), {
    title: "Kyoto Calm",
    description: "Temples at dawn. Tea at noon.",
  });
});

Deno.test("quota, key and network failures, and no key at all, save a curated idea with the notice", async () => {
  const scripts: [string, Script][] = [["quota", fakeErrors.quota()], ["invalid key", fakeErrors.invalidKey()], [
    "permission",
    fakeErrors.permissionDenied(),
  ], ["empty", { empty: true }]];
  await withFakeGeminiApp(async (t, fake) => {
    const member = await t.member();
    for (const [name, script] of scripts) {
      fake.reply(script);
      const res = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
      assert.equal(res.status, 201, `${name}: ${res.text}`);
      assert.equal(res.json.data.source, "curated", name);
      assert.equal(res.json.data.notice, BESPOKE_TEXTS.curatedNotice, name);
      assert.ok(CURATED_IDEAS.some((idea) => idea.title === res.json.data.submission.generatedIdea.title), name);
    }
    const saved = await t.call("GET", "/api/bespoke", { token: await t.adminToken() });
    assert.equal(saved.json.data.length, scripts.length, "each curated idea was saved for staff");
  });

  const envs: Record<string, string>[] = [{}, { GEMINI_API_KEY: "k", GEMINI_BASE_URL: await closedPortUrl() }];
  for (const env of envs) {
    const t = await makeTestApp({ env });
    try {
      const member = await t.member();
      const res = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.json.data.source, "curated");
      assert.equal(res.json.data.notice, BESPOKE_TEXTS.curatedNotice);
    } finally {
      await t.close();
    }
  }
});

Deno.test("a rate limit asks to wait and another failure says unavailable; nothing is saved", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    const member = await t.member();
    fake.reply(fakeErrors.tooManyRequests(), fakeErrors.internal());
    const limited = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
    assert.equal(limited.status, 429);
    assert.equal(limited.json.message, BESPOKE_TEXTS.rateLimited);
    const failed = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
    assert.equal(failed.status, 503);
    assert.equal(failed.json.message, BESPOKE_TEXTS.unavailable);
    assert.deepEqual((await t.call("GET", "/api/bespoke", { token: member.token })).json.data, []);
  });
});

Deno.test("bespoke needs an approved member; inputs are validated; a daily limit applies", async () => {
  const t = await makeTestApp();
  try {
    const anonymous = await t.call("POST", "/api/bespoke", { body: { requestDetails: details } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json.message, BESPOKE_TEXTS.notLoggedIn);
    const pending = await t.member(undefined, { isApproved: false });
    assert.equal((await t.call("POST", "/api/bespoke", { token: pending.token, body: { requestDetails: details } })).status, 403);

    const member = await t.member();
    const missing = await t.call("POST", "/api/bespoke", {
      token: member.token,
      body: { requestDetails: { ...details, destinationType: " " } },
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.message, "Destination type is required.");
    const defaults = await t.call("POST", "/api/bespoke", {
      token: member.token,
      body: { requestDetails: { destinationType: "Island", travelStyle: "Relaxed", interests: "Diving" } },
    });
    assert.equal(defaults.status, 201);
    assert.equal(defaults.json.data.submission.requestDetails.duration, "1 week");
    assert.equal(defaults.json.data.submission.requestDetails.budget, "Premium Comfort");

    // An idea the client made is saved as given (still under the token's user).
    const given = await t.call("POST", "/api/bespoke", {
      token: member.token,
      body: { requestDetails: details, generatedIdea: { title: "My Own Plan", description: "Two sentences. Here." } },
    });
    assert.equal(given.json.data.source, "client");
    assert.equal(given.json.data.submission.generatedIdea.title, "My Own Plan");

    await fillWindow(t.kv, BESPOKE_DAILY_LIMIT, member.user.id);
    const limited = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
    assert.equal(limited.status, 429);
    assert.equal(limited.json.message, BESPOKE_TEXTS.dailyLimit);
  } finally {
    await t.close();
  }
});

Deno.test("staff move a request from New to Viewed to Contacted; members cannot", async () => {
  const t = await makeTestApp();
  try {
    const member = await t.member();
    const created = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails: details } });
    const id = created.json.data.submission.id;
    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/status`, { token: member.token, body: { status: "Contacted" } })).status, 403);
    const admin = await t.adminToken();
    for (const status of ["Viewed", "Contacted"]) {
      const res = await t.call("PATCH", `/api/bespoke/${id}/status`, { token: admin, body: { status } });
      assert.equal(res.status, 200);
      assert.equal(res.json.data.status, status);
    }
    assert.equal((await t.call("GET", `/api/bespoke/${id}`, { token: member.token })).json.data.status, "Contacted");
    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/status`, { token: admin, body: { status: "Done" } })).status, 400);
    assert.equal((await t.call("PATCH", "/api/bespoke/nope/status", { token: admin, body: { status: "Viewed" } })).status, 404);
  } finally {
    await t.close();
  }
});
