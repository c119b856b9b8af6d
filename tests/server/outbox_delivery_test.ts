/**
 * Side effects that cannot be lost (services/outbox.ts, kv/outbox.ts), against the real SMTP
 * listener (tests/helpers/smtp.ts):
 *
 * - The mail server down for "5 minutes" while 100 inquiries arrive: once it is back, all 200
 *   emails arrive within "2 minutes", none twice (by Message-ID), and no inquiry's email is marked
 *   failed meanwhile. Time is scaled 1/30: the worker's backoff is configured 30 times shorter
 *   than production's (2 s doubling to a 60 s cap becomes 67 ms to 2 s), the listener is really
 *   closed (connections refused) for 10 s and started again on the same port, and the deadline is
 *   4 s (sending itself is not scaled: the 200 messages take their real time within it).
 * - A server process killed (SIGKILL) after an inquiry's commit and before its emails went out
 *   (the mail server accepts the connection and never answers): started again on the same
 *   database, it delivers both.
 * - A consultant's reply: its email (the only copy of its new private link) is in the outbox once
 *   the reply is answered, and a worker that starts later delivers it.
 */
import assert from "node:assert/strict";
import { makeTestApp } from "../helpers/app.ts";
import { type ReceivedMail, startSmtp, stallingSmtp } from "../helpers/smtp.ts";
import { startServer } from "../helpers/server.ts";
import { firstPackage, submitInquiry } from "../helpers/inquiries.ts";
import type { OutboxEntry } from "../../server/kv/outbox.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { createOutbox } from "../../server/services/outbox.ts";

const SCALE = 30;

async function waitUntil(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const inquiryBody = (item: { id: string; name: string }, n: number) =>
  JSON.stringify({
    type: "package",
    itemId: item.id,
    itemName: item.name,
    userName: `Traveller ${n}`,
    userEmail: `traveller-${n}@example.com`,
    userPhone: "+971 50 123 4567",
    numPeople: "2",
  });

const duplicates = (mails: ReceivedMail[]) => mails.length - new Set(mails.map((m) => m.messageId)).size;

Deno.test("SMTP down for 5 (scaled) minutes during 100 inquiries: all 200 emails arrive within 2 (scaled) minutes of its return, none twice", async () => {
  const first = await startSmtp();
  const port = first.port;
  await first.close(); // down: connections to its port are refused
  const timing = { retryBaseMs: 2_000 / SCALE, retryCapMs: 60_000 / SCALE, pollMs: 5_000 / SCALE };
  const t = await makeTestApp({ seed: true, env: { SMTP_URL: first.url, TRUST_PROXY: "1" }, outbox: { timing } });
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  try {
    const item = ((await (await t.app.request("/api/packages")).json()).data.packages as { id: string; name: string }[])[0];
    const downSince = Date.now();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) =>
      t.app.request("/api/inquiries", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.7.0.${n + 1}`, "idempotency-key": `smtp-down-${n}` },
        body: inquiryBody(item, n),
      })));
    assert.deepEqual(answers.map((res) => res.status), answers.map(() => 201), "every inquiry is stored while the mail server is down");
    const ids = await Promise.all(answers.map(async (res) => (await res.json()).data.id as string));
    // The rest of the 5 (scaled) minutes down.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5 * 60_000 / SCALE - (Date.now() - downSince))));
    const inquiries = (await Promise.all(ids.map((id) => t.kv.get<{ mail: { confirmation: string; staff: string } }>(["inquiries", id])))).map((e) => e.value!);
    assert.ok(inquiries.every((i) => i.mail.confirmation === "pending" && i.mail.staff === "pending"), "nothing is marked failed while retries remain");

    smtp = await startSmtp({ port });
    const back = Date.now();
    await waitUntil(() => smtp!.received.length >= 200, 2 * 60_000 / SCALE, "200 emails within 2 scaled minutes").catch((error) => {
      throw new Error(`${error.message}: ${smtp!.received.length} arrived`);
    });
    const took = Date.now() - back;
    // Anything sent twice would arrive by now too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(smtp.received.length, 200, "200 emails, none twice");
    assert.equal(duplicates(smtp.received), 0, "no Message-ID twice");
    assert.equal(smtp.received.filter((m) => m.to.includes(t.config.STAFF_EMAIL)).length, 100);
    await waitUntil(async () => {
      const states = await Promise.all(ids.map(async (id) => (await t.kv.get<{ mail: { confirmation: string; staff: string } }>(["inquiries", id])).value!.mail));
      return states.every((mail) => mail.confirmation === "sent" && mail.staff === "sent");
    }, 5_000, "every inquiry's emails recorded sent");
    console.log(`200 emails delivered ${took} ms after the mail server came back (goal ${2 * 60_000 / SCALE} ms)`);
  } finally {
    await t.close();
    await smtp?.close();
  }
});

Deno.test("a server killed between an inquiry's commit and its emails' send delivers them after its restart", async () => {
  const stalled = stallingSmtp();
  const server = await startServer({ env: { SMTP_URL: stalled.url, TRUST_PROXY: "1", OUTBOX_LEASE_SECONDS: "2" } });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  const smtp = await startSmtp();
  try {
    const res = await submitInquiry(server, await firstPackage(server), 1, "killed-1");
    assert.equal(res.status, 201);
    const inquiry = (await res.json()).data;
    // Its send has begun (the mail server took the connection and says nothing): kill it now.
    await stalled.connected;
    await server.crash();
    await stalled.close();

    restarted = await startServer({ dataDir: server.dataDir, env: { SMTP_URL: smtp.url, TRUST_PROXY: "1", OUTBOX_LEASE_SECONDS: "2" } });
    await waitUntil(() => smtp.received.length >= 2, 20_000, "both emails after the restart");
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(smtp.received.length, 2, "the confirmation and the staff's email, once each");
    assert.equal(duplicates(smtp.received), 0);
    assert.ok(smtp.received.some((m) => m.to.includes("burst@example.com") && m.text.includes(inquiry.itemName)), "the traveller's confirmation");
    assert.ok(smtp.received.some((m) => !m.to.includes("burst@example.com")), "the staff's email");
  } finally {
    await restarted?.stop();
    await server.stop().catch(() => {});
    await smtp.close();
    await stalled.close().catch(() => {});
    await Deno.remove(server.dataDir, { recursive: true }).catch(() => {});
  }
});

Deno.test("a consultant's reply is stored with its email (its new private link) and push in one commit; a worker started later delivers them", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const admin = await t.adminToken();
    const item = ((await (await t.app.request("/api/packages")).json()).data.packages as { id: string; name: string }[])[0];
    const sent = await t.call("POST", "/api/inquiries", { body: JSON.parse(inquiryBody(item, 1)) });
    assert.equal(sent.status, 201);
    await t.deps.outbox.settled();
    // This instance stops delivering (as if it died right after the reply's commit).
    await t.deps.outbox.stop();
    const reply = await t.call("POST", `/api/inquiries/${sent.json.data.id}/replies`, { token: admin, body: { text: "Two suites are free." } });
    assert.equal(reply.status, 201);
    const waiting = await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: ["outbox"] }));
    assert.deepEqual(waiting.map((e) => e.value.message.kind).sort(), ["mail", "push"], "the reply's email and its thread push wait in the outbox");
    assert.deepEqual(waiting.find((e) => e.value.message.kind === "mail")!.value.record, { inquiry: sent.json.data.id, message: reply.json.data.id });

    const next = createOutbox(t.kv, { mailer: t.deps.mailer, push: t.deps.push });
    next.wake();
    await next.settled();
    await next.stop();
    const mail = (await readOutbox(t.kv)).filter((m) => m.to === "traveller-1@example.com").at(-1)!;
    assert.match(mail.text, /\/threads\/[A-Za-z0-9_-]{43}/, "the email carries the reply's private link");
    const thread = (await t.call("GET", `/api/inquiries/${sent.json.data.id}/thread`, { token: admin })).json.data;
    assert.equal(thread.messages.at(-1).mail, "sent");
  } finally {
    await t.close();
  }
});

Deno.test("an approval is stored with its email and push in one commit: nothing is sent twice when approved again", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const { user } = await t.member("applicant@example.com", { isApproved: false });
    await t.deps.outbox.stop();
    const approved = await t.call("PATCH", `/api/auth/users/${user.id}/approve`, { token: admin, body: { isApproved: true } });
    assert.equal(approved.status, 200);
    const waiting = await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: ["outbox"] }));
    assert.deepEqual(waiting.map((e) => e.value.message.kind).sort(), ["mail", "push"]);
    const again = await t.call("PATCH", `/api/auth/users/${user.id}/approve`, { token: admin, body: { isApproved: true } });
    assert.equal(again.status, 200);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["outbox"] }))).length, 2, "the second approval sends nothing");
  } finally {
    await t.close();
  }
});

Deno.test("a verification code is stored with its email in one commit, and reaches the real SMTP listener within a second or two", async () => {
  const smtp = await startSmtp();
  const t = await makeTestApp({ env: { SMTP_URL: smtp.url } });
  try {
    const asked = Date.now();
    const res = await t.call("POST", "/api/auth/send-email-otp", { body: { email: "newcomer@example.com" } });
    assert.equal(res.status, 200, res.text);
    const mail = await smtp.waitFor((m) => m.to.includes("newcomer@example.com"), 2_000);
    assert.match(mail.text, /\b\d{6}\b/, "the code");
    console.log(`verification code received ${Date.now() - asked} ms after it was asked for`);
  } finally {
    await t.close();
    await smtp.close();
  }
});

Deno.test("a verification code and its email are one commit: a code refused as too soon writes no email", async () => {
  const t = await makeTestApp();
  try {
    await t.deps.outbox.stop();
    const kv = t.kv;
    const { issueOtp } = await import("../../server/kv/email-otps.ts");
    await issueOtp(kv, t.deps.jwtSecret, "a@example.com", Date.now(), (otp) => ({ kind: "mail", mail: { to: "a@example.com", subject: "Code", text: otp } }));
    const entries = await Array.fromAsync(kv.list<OutboxEntry>({ prefix: ["outbox"] }));
    assert.equal(entries.length, 1, "the code's email is in the code's commit");
    // Asked again too soon: refused, and no second email.
    await assert.rejects(() => issueOtp(kv, t.deps.jwtSecret, "a@example.com", Date.now(), (otp) => ({ kind: "mail", mail: { to: "a@example.com", subject: "Code", text: otp } })));
    assert.equal((await Array.fromAsync(kv.list({ prefix: ["outbox"] }))).length, 1);
  } finally {
    await t.close();
  }
});

Deno.test("the worker reads the clock when it runs, as the writes do: an entry written after the clock moved is due at once", async () => {
  const t = await makeTestApp({ seed: false });
  const real = Date.now;
  try {
    await t.deps.outbox.stop();
    const worker = createOutbox(t.kv, { mailer: t.deps.mailer, push: t.deps.push });
    // The clock jumps an hour ahead after the worker was made (a test's frozen clock, or a
    // corrected system clock): the entry below is written at the new time.
    const later = real() + 3_600_000;
    Date.now = () => later;
    await worker.post([{ message: { kind: "mail", mail: { to: "clock@test.example", subject: "Clock", text: "moved", html: "<p>moved</p>" } } }]);
    await worker.settled();
    await worker.stop();
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: ["outbox"] })), [], "delivered, not left waiting an hour of real time");
    assert.ok((await readOutbox(t.kv)).some((m) => m.to === "clock@test.example"));
  } finally {
    Date.now = real;
    await t.close();
  }
});
