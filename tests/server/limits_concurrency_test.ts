/**
 * Every rate limit the decision records promise holds exactly under concurrency: a burst of N parallel
 * requests through the app, as clients send them, against a limit with L places left gets exactly
 * L accepted and N - L answered 429 with Retry-After and the limit's message.
 *
 * Limits that a tighter one shields from a burst (a conversation's 40 a day behind its 8 a minute,
 * an address's 300 failed sign-ins behind its 30 checks a minute) start from a window filled
 * almost to the limit. A code's 10 an hour per address asked for is not here: the one-a-minute
 * rule on each address lets a burst get only one code.
 *
 * The numbers and messages are written out as the decision records state them. The clock is frozen during
 * a burst, so it cannot straddle two windows.
 */
import assert from "node:assert/strict";
import { BESPOKE_TEXTS } from "../../contract/bespoke.ts";
import { CHAT_TEXTS, newChatSessionId } from "../../contract/chat/session.ts";
import { ADMIN, makeTestApp, type TestApp } from "../helpers/app.ts";
import { EMAIL_CODE_SENT } from "../../server/services/account.ts";
import { fillWindow, freezeClock } from "../helpers/rate-limits.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a moment and try again.";
const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait before trying again.";

type Answer = { status: number; headers: Headers; json: { message?: string } | undefined };

type Send = (i: number) => Promise<Answer>;

type Row = {
  /** The limit, as the decision records word it. */
  limit: string;
  /** How many parallel requests, how many of them may pass, and the status a passing one gets. */
  burst: number;
  places: number;
  passes: number;
  message: string;
  /** How a refused one is answered: 429 with Retry-After unless said (a guarded account's 403). */
  refused?: { status: number; code: string };
  /** Prepares the app; answers the request number `i` of the burst. */
  setup(t: TestApp): Send | Promise<Send>;
};

/** Sent from a client address of its own (the test app trusts X-Forwarded-For). */
const from = (address: string) => ({ "x-forwarded-for": address });

const inquiry = (i: number) => activityInquiryBody({ userName: `Traveller ${i}`, userEmail: `traveller${i}@example.com` });

const bespokeBody = {
  requestDetails: { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" },
  generatedIdea: { title: "Falcons at Dawn", description: "A desert camp. Falcons at sunrise." },
};

const chat = (t: TestApp, id: string, address: string, i: number) =>
  t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: `Message ${i}` }, headers: from(address) });

const login = (t: TestApp, email: string, password: string, address: string) =>
  t.call("POST", "/api/auth/login", { body: { email, password }, headers: from(address) });

const ROWS: Row[] = [
  {
    limit: "new inquiries: 20 per client address per hour",
    burst: 30,
    places: 20,
    passes: 201,
    message: "You have sent many inquiries in a short time. Please wait a while, or call or email us directly.",
    setup: async (t) => {
      await storeFixtureActivity(t.kv);
      return (i) => t.call("POST", "/api/inquiries", { body: inquiry(i), headers: from("198.51.100.20") });
    },
  },
  {
    limit: "verification codes: 30 per client per hour",
    burst: 40,
    places: 30,
    passes: 200,
    message: "Too many verification codes were requested. Please wait before trying again.",
    setup: (t) => (i) =>
      t.call("POST", "/api/auth/send-email-otp", { body: { email: `applicant${i}@test.example` }, headers: from("198.51.100.21") }),
  },
  {
    limit: "chat: 8 visitor messages per conversation per minute",
    burst: 12,
    places: 8,
    passes: 201,
    message: CHAT_TEXTS.rateLimited,
    setup: (t) => {
      const id = newChatSessionId();
      return (i) => chat(t, id, "198.51.100.22", i);
    },
  },
  {
    limit: "chat: 40 visitor messages per conversation per UTC day",
    burst: 8,
    places: 4,
    passes: 201,
    message: CHAT_TEXTS.dailyLimit,
    setup: async (t) => {
      const id = newChatSessionId();
      await fillWindow(t.kv, { bucket: "chat-session", max: 40, windowMs: DAY }, id, 36);
      return (i) => chat(t, id, "198.51.100.23", i);
    },
  },
  {
    limit: "chat: 150 visitor messages per client address per UTC day",
    burst: 160,
    places: 150,
    passes: 201,
    message: CHAT_TEXTS.addressLimit,
    setup: (t) => {
      // 20 conversations with 8 messages each: no conversation reaches its own limits.
      const ids = Array.from({ length: 20 }, () => newChatSessionId());
      return (i) => chat(t, ids[i % ids.length], "198.51.100.24", i);
    },
  },
  {
    limit: "bespoke ideas: 10 saved per member per UTC day",
    burst: 15,
    places: 10,
    passes: 201,
    message: BESPOKE_TEXTS.dailyLimit,
    setup: async (t) => {
      const { token } = await t.member();
      return () => t.call("POST", "/api/bespoke", { token, body: bespokeBody, headers: from("198.51.100.25") });
    },
  },
  {
    limit: "sign-in: 30 password checks per client address per minute, whatever their outcome",
    burst: 40,
    places: 30,
    passes: 200,
    message: TOO_MANY_ATTEMPTS,
    // Correct passwords for five accounts: each attempt also holds a failure place of its
    // (account, address) pair until its password is checked, and a pair has 10.
    setup: async (t) => {
      const members = await Promise.all(Array.from({ length: 5 }, () => t.member()));
      return (i) => login(t, members[i % 5].user.email, members[i % 5].password, "198.51.100.26");
    },
  },
  {
    limit: "sign-in: 10 failures per account from one client address per hour",
    burst: 15,
    places: 10,
    passes: 401,
    message: TOO_MANY_LOGINS,
    setup: (t) => () => login(t, ADMIN.email, "not-the-password", "198.51.100.27"),
  },
  {
    limit: "sign-in: failures from 10 distinct client addresses guard the account for the hour (a new device is asked for an emailed code)",
    burst: 15,
    places: 10,
    passes: 401,
    message: EMAIL_CODE_SENT,
    refused: { status: 403, code: "email_code_required" },
    setup: (t) => (i) => login(t, ADMIN.email, "not-the-password", `203.0.113.${i + 1}`),
  },
  {
    limit: "sign-in: 300 failures per client address per hour, across accounts",
    burst: 10,
    places: 5,
    passes: 401,
    message: TOO_MANY_LOGINS,
    setup: async (t) => {
      await fillWindow(t.kv, { bucket: "login_fail_address", max: 300, windowMs: HOUR }, "198.51.100.28", 295);
      return (i) => login(t, `stranger${i}@test.example`, "not-the-password", "198.51.100.28");
    },
  },
  {
    limit: "change-password: a wrong current password counts like a failed sign-in (10 per account per address)",
    burst: 15,
    places: 10,
    passes: 400,
    message: TOO_MANY_LOGINS,
    setup: async (t) => {
      const { token } = await t.member();
      return () =>
        t.call("POST", "/api/auth/change-password", {
          token,
          body: { currentPassword: "not-the-password", newPassword: "a-new-password-1" },
          headers: from("198.51.100.29"),
        });
    },
  },
];

for (const row of ROWS) {
  Deno.test(`exact under concurrency: ${row.limit}`, async () => {
    const t = await makeTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      using _clock = freezeClock();
      const send = await row.setup(t);
      const answers = await Promise.all(Array.from({ length: row.burst }, (_, i) => send(i)));
      const statuses = answers.map((a) => a.status);
      assert.equal(statuses.filter((s) => s === row.passes).length, row.places, `accepted: ${statuses.join(" ")}`);
      const refused = answers.filter((a) => a.status === (row.refused?.status ?? 429));
      assert.equal(refused.length, row.burst - row.places, `refused: ${statuses.join(" ")}`);
      for (const answer of refused) {
        assert.equal(answer.json?.message, row.message);
        if (row.refused) assert.equal((answer.json as { code?: string } | undefined)?.code, row.refused.code);
        else assert.ok(Number(answer.headers.get("retry-after")) >= 1, "Retry-After");
      }
    } finally {
      await t.deps.outbox.settled();
      await t.close();
    }
  });
}
