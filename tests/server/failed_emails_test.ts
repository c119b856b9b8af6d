/**
 * The failed emails (issue #33): `GET /api/emails/failed` lists, a page at a time, exactly the
 * emails the reports dashboard counts as failed for the same period (agency days), with the
 * address, kind, inquiry and last error the worker recorded when it gave up; `POST
 * /api/emails/failed/{id}/resend` queues an inquiry's email again once, with its audit entry.
 * Administrators only.
 */
import assert from "node:assert/strict";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import type { FailedEmailItem } from "../../contract/emails.ts";
import { newId } from "../../server/kv/ids.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { FailedEmail } from "../../server/kv/outbox.ts";
import { dayStartOf } from "../../contract/working-hours.ts";
import { type TestApp, withAdminApp, withSeededApp } from "../helpers/app.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { makeCallers } from "../helpers/roles.ts";
import { refusingSmtpUrl } from "../helpers/smtp.ts";

const ZONE = "Pacific/Auckland";
const HOUR = 3_600_000;

/** Every failed email of a period, following the cursors (`limit` a page). */
async function listAll(t: TestApp, token: string, query: string, limit: number): Promise<FailedEmailItem[]> {
  const items: FailedEmailItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.call("GET", `/api/emails/failed?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    assert.equal(res.status, 200, res.text);
    assert.ok(res.json.data.items.length <= limit);
    items.push(...res.json.data.items);
    cursor = res.json.data.next;
    assert.ok(++pages < 100);
  } while (cursor);
  return items;
}

Deno.test("the failed emails of a period, paged, are exactly those the dashboard counts (agency days)", async () => {
  await withAdminApp(async (t, admin) => {
    const now = Date.now();
    const today = agencyDay(ZONE, now);
    // Failures queued over 120 days, every 23 hours, and two on each side of a day's start in Auckland.
    const edge = dayStartOf(ZONE, addDays(today, -10));
    const times = [...Array.from({ length: 125 }, (_, i) => now - i * 23 * HOUR), edge, edge - 1, edge + 1];
    const op = t.kv.atomic();
    for (const at of times) {
      const id = newId(at);
      const failure: FailedEmail = { id, createdAt: at, failedAt: at + HOUR, attempts: 9, to: `t${at}@example.com`, subject: "Hello", error: "refused" };
      op.set(KEYS.outboxFailure(id), failure);
    }
    assert.ok((await op.commit()).ok);
    for (const [from, to] of [[addDays(today, -10), today], [addDays(today, -60), addDays(today, -11)], [addDays(today, -119), today], [today, today]]) {
      const query = `from=${from}&to=${to}`;
      const listed = await listAll(t, admin, query, 7);
      const expected = times.filter((at) => agencyDay(ZONE, at) >= from && agencyDay(ZONE, at) <= to).sort((a, b) => b - a);
      assert.deepEqual(listed.map((item) => Date.parse(item.queuedAt)), expected, `${query}: newest first, each once`);
      assert.equal(new Set(listed.map((item) => item.id)).size, listed.length);
      const report = await t.call("GET", `/api/reports/dashboard?${query}`, { token: admin });
      assert.equal(report.status, 200, report.text);
      assert.equal(report.json.data.failedEmails.value, listed.length, `${query}: the dashboard's count is the list's length`);
      assert.deepEqual(report.json.data.failedEmails.list, { path: "/admin/emails", query: { from, to, status: "failed" } });
    }
    // The day that starts at `edge` holds `edge` and `edge + 1`, not `edge - 1`.
    const day = addDays(today, -10);
    const onEdge = (await listAll(t, admin, `from=${day}&to=${day}`, 100)).map((item) => Date.parse(item.queuedAt));
    assert.ok(onEdge.includes(edge) && onEdge.includes(edge + 1) && !onEdge.includes(edge - 1));
    // A cursor of another period is refused; a bad period answers its text.
    const first = await t.call("GET", `/api/emails/failed?from=${addDays(today, -119)}&to=${today}&limit=5`, { token: admin });
    const other = await t.call("GET", `/api/emails/failed?from=${addDays(today, -60)}&to=${today}&limit=5&cursor=${first.json.data.next}`, { token: admin });
    assert.equal(other.status, 400);
    const bad = await t.call("GET", `/api/emails/failed?from=${today}&to=${addDays(today, -1)}`, { token: admin });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /The period must end on or after the day it starts\./);
    assert.equal((await t.call("GET", `/api/emails/failed?limit=101`, { token: admin })).status, 400);

    // Administrators only.
    const callers = await makeCallers(t);
    const id = newId(now);
    for (const role of ["member", "pending", "other"] as const) {
      assert.equal((await t.call("GET", "/api/emails/failed", { token: callers[role].token })).status, 403, role);
      assert.equal((await t.call("POST", `/api/emails/failed/${id}/resend`, { token: callers[role].token })).status, 403, role);
    }
    assert.equal((await t.call("GET", "/api/emails/failed")).status, 401);
    assert.equal((await t.call("POST", `/api/emails/failed/${id}/resend`)).status, 401);
    assert.equal((await t.call("POST", `/api/emails/failed/${id}/resend`, { token: admin })).status, 404);
  }, { env: { AGENCY_TIMEZONE: ZONE } });
});

Deno.test("an inquiry's emails given up are listed with address, kind, inquiry and error, and sent again once", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const res = await t.call("POST", "/api/inquiries", { body: packageInquiryBody(pkg, "layla@example.com") });
    assert.equal(res.status, 201, res.text);
    const inquiry = res.json.data.id;
    // The retries (shortened here) run out: both emails are given up.
    let items: FailedEmailItem[] = [];
    for (let waited = 0; items.length < 2 && waited < 15_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      items = await listAll(t, admin, "", 50);
    }
    assert.equal(items.length, 2, "both emails listed");
    const byKind = new Map(items.map((item) => [item.kind, item]));
    const confirmation = byKind.get("confirmation")!;
    assert.equal(confirmation.to, "layla@example.com");
    assert.equal(confirmation.subject, `We have received your inquiry: ${pkg.name}`);
    assert.equal(byKind.get("staff")!.to, "desk@agency.example");
    for (const item of items) {
      assert.equal(item.inquiry, inquiry);
      assert.ok(item.error && item.error.length > 0, "the last error is kept");
      assert.ok(item.attempts >= 1);
      assert.ok(Date.parse(item.failedAt) >= Date.parse(item.queuedAt));
      assert.equal(item.canResend, true);
      assert.equal(item.resentAt, null);
    }

    // Send again, twice at the same moment: one wins, the other is refused; a third is refused too.
    const [a, b] = await Promise.all([1, 2].map(() => t.call("POST", `/api/emails/failed/${confirmation.id}/resend`, { token: admin })));
    assert.deepEqual([a.status, b.status].sort(), [201, 409], `${a.text} ${b.text}`);
    const won = a.status === 201 ? a : b;
    assert.equal(won.json.data.canResend, false);
    assert.ok(won.json.data.resentAt);
    assert.equal((await t.call("POST", `/api/emails/failed/${confirmation.id}/resend`, { token: admin })).status, 409);
    const stored = (await t.kv.get<FailedEmail>(KEYS.outboxFailure(confirmation.id))).value!;
    assert.ok(stored.resentAs);
    // The fresh entry is in the outbox (or, SMTP still refusing, already given up in its turn).
    const queued = (await t.kv.get(KEYS.outbox(stored.resentAs!))).value ?? (await t.kv.get(KEYS.outboxFailure(stored.resentAs!))).value;
    assert.ok(queued, "a fresh outbox entry");
    // Its audit entry: who sent which email again.
    const audit = await t.call("GET", `/api/audit?entity=inquiry&entityId=${inquiry}`, { token: admin });
    const sends = audit.json.data.entries.filter((e: { action: string }) => e.action === "send");
    assert.equal(sends.length, 1);
    assert.equal(sends[0].after.email, confirmation.id);
    // The listing shows it sent again.
    const after = await listAll(t, admin, "", 50);
    assert.equal(after.find((item) => item.id === confirmation.id)!.canResend, false);
  }, { SMTP_URL: refusingSmtpUrl(), STAFF_EMAIL: "desk@agency.example" }, { outbox: { timing: { retryBaseMs: 20, retryCapMs: 20, giveUpAfterMs: 1_000 } } });
});

Deno.test("an email of no inquiry (a sign-in code) is listed but cannot be sent again", async () => {
  await withAdminApp(async (t, admin) => {
    const at = Date.now() - HOUR;
    const id = newId(at);
    const failure: FailedEmail = { id, createdAt: at, failedAt: at + 1, attempts: 3, to: "x@example.com", subject: "Your code", error: "refused" };
    await t.kv.set(KEYS.outboxFailure(id), failure);
    const [item] = await listAll(t, admin, "", 10);
    assert.equal(item.kind, "other");
    assert.equal(item.inquiry, null);
    assert.equal(item.canResend, false);
    const res = await t.call("POST", `/api/emails/failed/${id}/resend`, { token: admin });
    assert.equal(res.status, 409);
  });
});
