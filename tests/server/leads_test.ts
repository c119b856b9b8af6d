/**
 * The pipeline (issue #33): a lead's stage follows its events by itself (a reply, a proposal sent,
 * its acceptance), staff move it to Lost and back; `GET /api/leads` pages on the server with
 * cursors, filters, searches and sorts from indexes kept in the writes' commits (checked against
 * counts made here from the raw records); `GET /api/inquiries` pages too; the first-response time
 * is working time; a breach of any kind of lead is told once, to the assignee or the staff, with
 * a link to its screen.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import { leadRowOf } from "../../server/kv/leads.ts";
import { backfillLeads, writeLead } from "../../server/kv/leads.ts";
import { createInquiry, listInquiries } from "../../server/kv/inquiries.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { appendThreadMessage } from "../../server/kv/inquiry-threads.ts";
import { windowOf } from "../../server/kv/rate-windows.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { leadsPage, notifyOverdueLeads } from "../../server/services/leads.ts";
import { addWorkingMinutes } from "../../contract/working-hours.ts";
import { workingWeekOf } from "../../server/config.ts";
import type { OutboxEntry } from "../../server/kv/outbox.ts";
import { type TestApp, withAdminApp, withSeededApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";
import { storeUser } from "../helpers/roles.ts";

/** Every hour of every day is working time: the flags depend only on the minutes passed. */
const ALWAYS = { AGENCY_WORKING_DAYS: "Mon-Sun", AGENCY_WORKING_HOURS: "00:00-24:00", AGENCY_TIMEZONE: "UTC" };

const NAMES = ["Layla Haddad", "Omar Saleh", "Chloé Martin", "Hans Becker", "Lucía Gómez", "Marco Rossi"];
const ITEMS = ["Desert Safari", "Burj Suite", "Yacht Evening", "Abu Dhabi Day"];
const SOURCES = [undefined, "newsletter", "google"];
const requestDetails = { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" };
const generatedIdea = { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." };

/** Stores `n` inquiries through the store (the same commit as a traveller's), varied for the filters. */
async function storeMany(kv: Deno.Kv, n: number): Promise<Inquiry[]> {
  const window = windowOf({ bucket: "leads_test", max: 1_000_000, windowMs: 3_600_000 }, "test");
  const stored: Inquiry[] = [];
  for (let i = 0; i < n; i++) {
    const source = SOURCES[i % SOURCES.length];
    const created = await createInquiry(kv, {
      window,
      data: {
        type: i % 5 === 0 ? "activity" : "package",
        itemId: undefined,
        itemName: ITEMS[i % ITEMS.length],
        userName: `${NAMES[i % NAMES.length]} ${i}`,
        userEmail: `traveller${i}@example.com`,
        userPhone: `+971 50 ${String(1000000 + i)}`,
        numPeople: "2",
        preferredDates: "",
        specialRequests: "",
        ...(source ? { origin: { utmSource: source } } : {}),
      },
    });
    stored.push(created.inquiry);
  }
  return stored;
}

/** Every page of `query` (limit `limit`), each page's items, following `next` to the end. */
async function allPages(t: TestApp, admin: string, query: string, limit = 50) {
  const pages: { id: string; stage: string }[][] = [];
  let cursor: string | null = null;
  do {
    const res = await t.call("GET", `/api/leads?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    pages.push(res.json.data.items);
    cursor = res.json.data.next;
    assert.ok(pages.length < 100, "the pages end");
  } while (cursor);
  return pages;
}

Deno.test("a lead moves through its stages by itself as the events happen; staff move it to Lost and back", async () => {
  await withAdminApp(async (t, admin) => {
    await storeFixtureActivity(t.kv);
    const stored = (await t.kv.get<Record<string, unknown>>(KEYS.activity("dune-dinner"))).value!;
    await t.kv.set(KEYS.activity("dune-dinner"), { ...stored, price: 350 });
    const sent = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "walk@example.com" }) });
    assert.equal(sent.status, 201, sent.text);
    const id = sent.json.data.id;
    const lead = async () => {
      const res = await t.call("GET", `/api/leads?q=${encodeURIComponent("walk@example.com")}`, { token: admin });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.data.items.length, 1);
      return res.json.data.items[0];
    };

    let now = await lead();
    assert.equal(now.id, id);
    assert.equal(now.stage, "New");
    assert.equal(now.awaitingReply, false, "new, not a follow-up");
    assert.equal(now.overdue, false);
    assert.equal(now.firstResponseMinutes, undefined);
    assert.equal(now.source, "direct");

    assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Gladly." } })).status, 201);
    now = await lead();
    assert.equal(now.stage, "Responded");
    assert.equal(typeof now.firstResponseMinutes, "number");

    const proposal = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: id } });
    assert.equal(proposal.status, 201, proposal.text);
    const send = await t.call("POST", `/api/proposals/${proposal.json.data.id}/send`, { token: admin });
    assert.equal(send.status, 200, send.text);
    assert.equal((await lead()).stage, "Proposal sent");

    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).find((m) => m.to === "walk@example.com" && m.text.includes("/proposals/"))!;
    const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const optionId = send.json.data.version.content.options[0].id;
    const accepted = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId, addOnIds: [], fullName: "Layla Haddad", acceptTerms: true } });
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal((await lead()).stage, "Accepted");

    const lost = await t.call("PATCH", `/api/leads/${id}/stage`, { token: admin, body: { lost: { reason: "competitor", note: "Booked elsewhere" } } });
    assert.equal(lost.status, 200, lost.text);
    assert.equal(lost.json.data.stage, "Lost");
    assert.equal(lost.json.data.facts.lost.reason, "competitor");
    assert.deepEqual((await allPages(t, admin, "stage=Lost")).flat().map((l) => l.id), [id]);
    assert.deepEqual((await allPages(t, admin, "stage=Accepted")).flat(), []);

    const back = await t.call("PATCH", `/api/leads/${id}/stage`, { token: admin, body: { lost: null } });
    assert.equal(back.json.data.stage, "Accepted", "back to what its events say");
    assert.deepEqual((await allPages(t, admin, "stage=Accepted")).flat().map((l) => l.id), [id]);

    const bad = await t.call("PATCH", `/api/leads/${id}/stage`, { token: admin, body: { lost: { reason: "weather" } } });
    assert.equal(bad.status, 400);
    assert.equal((await t.call("PATCH", `/api/leads/0000000000nothinghere00000/stage`, { token: admin, body: { lost: null } })).status, 404);
    const audit = (await t.call("GET", `/api/audit?entity=inquiry&entityId=${id}`, { token: admin })).json.data.entries;
    assert.equal(audit.filter((e: { action: string }) => e.action === "stage").length, 2, "each move has its audit entry");
  });
});

Deno.test("GET /api/leads pages with cursors, filtered, searched and sorted on the server, as counted from the records", async () => {
  await withAdminApp(async (t, admin) => {
    const stored = await storeMany(t.kv, 130);
    const consultant = await storeUser(t, { name: "Sara Consultant", email: "sara@test.example", isAdmin: true });
    // A third answered, some of them written to again, some assigned.
    for (const [i, inquiry] of stored.entries()) {
      if (i % 3 === 0) await t.call("POST", `/api/inquiries/${inquiry.id}/replies`, { token: admin, body: { text: "Hello" } });
      if (i % 7 === 0) await appendThreadMessage(t.kv, inquiry.id, { kind: "traveller", text: "One more question" });
      if (i % 4 === 0) await t.call("PATCH", `/api/inquiries/${inquiry.id}/assignee`, { token: admin, body: { assigneeId: consultant.id } });
    }
    const records = await listInquiries(t.kv);
    assert.equal(records.length, 130);
    assert.ok(records.some((r) => r.awaitingSince) && records.some((r) => r.awaitingSince && r.firstResponseAt));

    // The whole list, newest first, each lead once.
    const pages = await allPages(t, admin, "", 50);
    assert.deepEqual(pages.map((p) => p.length), [50, 50, 30]);
    assert.deepEqual(pages.flat().map((l) => l.id), records.map((r) => r.id));
    const oldest = (await allPages(t, admin, "sort=oldest", 40)).flat().map((l) => l.id);
    assert.deepEqual(oldest, records.map((r) => r.id).reverse());

    const ids = async (query: string) => (await allPages(t, admin, query, 20)).flat().map((l) => l.id);
    const expect = (keep: (r: Inquiry) => boolean) => records.filter(keep).map((r) => r.id);
    assert.deepEqual(await ids(`assignee=${consultant.id}`), expect((r) => r.assignee?.id === consultant.id));
    assert.deepEqual(await ids("assignee=none"), expect((r) => !r.assignee));
    assert.deepEqual(await ids("stage=Responded"), expect((r) => r.firstResponseAt !== undefined));
    assert.deepEqual(await ids("stage=New"), expect((r) => r.firstResponseAt === undefined));
    assert.deepEqual(await ids("awaiting=true"), expect((r) => r.awaitingSince !== undefined));
    assert.deepEqual(await ids("source=newsletter"), expect((r) => r.origin?.utmSource === "newsletter"));
    assert.deepEqual(await ids("source=direct&type=activity"), expect((r) => !r.origin && r.type === "activity"));
    assert.deepEqual(await ids(`stage=New&assignee=${consultant.id}`), expect((r) => !r.firstResponseAt && r.assignee?.id === consultant.id));
    // Search: every word, a word's start, accents and case aside; phone digits.
    assert.deepEqual(await ids("q=chloe"), expect((r) => r.userName.startsWith("Chloé")));
    assert.deepEqual(await ids(`q=${encodeURIComponent("omar yach")}`), expect((r) => r.userName.startsWith("Omar") && r.itemName === "Yacht Evening"));
    // A word's start: "traveller12" starts traveller120 to 129 too.
    assert.deepEqual(await ids("q=traveller12%40example.com"), expect((r) => r.userEmail.startsWith("traveller12")));
    assert.deepEqual(await ids("q=mar"), expect((r) => /^Mar|Martin/.test(r.userName)), "not inside a word (Omar)");
    assert.deepEqual(await ids("q=971501000007"), expect((r) => r.userPhone === "+971 50 1000007"));
    assert.deepEqual(await ids(`q=hans&stage=Responded`), expect((r) => r.userName.startsWith("Hans") && !!r.firstResponseAt));

    // One lead by its id (an email's link to the desk).
    assert.deepEqual(await ids(`id=${records[77].id}`), [records[77].id]);
    assert.deepEqual(await ids(`id=${records[77].id}&stage=Lost`), []);

    // A cursor belongs to its filters.
    const first = await t.call("GET", "/api/leads?limit=10", { token: admin });
    const wrong = await t.call("GET", `/api/leads?limit=10&stage=New&cursor=${first.json.data.next}`, { token: admin });
    assert.equal(wrong.status, 400);
    assert.equal((await t.call("GET", "/api/leads?limit=10&cursor=garbage", { token: admin })).status, 400);
    assert.equal((await t.call("GET", "/api/leads?limit=1000", { token: admin })).status, 400, "at most 100 a page");

    // The counts are kept by the writes.
    const counts = (await t.call("GET", "/api/leads/counts", { token: admin })).json.data;
    assert.equal(counts.total, 130);
    assert.equal(counts.byStatus.Responded, records.filter((r) => r.status === "Responded").length);
    assert.equal(counts.byGroup.New, records.filter((r) => !r.firstResponseAt).length);
    assert.equal(counts.awaiting, expect((r) => r.awaitingSince !== undefined).length);

    // A delete takes the lead and its entries with it.
    assert.equal((await t.call("DELETE", `/api/inquiries/${records[0].id}`, { token: admin })).status, 200);
    assert.equal((await ids("")).length, 129);
    assert.equal((await t.call("GET", "/api/leads/counts", { token: admin })).json.data.total, 129);
    assert.equal((await ids(`q=${encodeURIComponent(records[0].userEmail)}`)).length, 0);

    // Staff only.
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/leads", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", "/api/leads")).status, 401);
  }, { env: ALWAYS });
});

Deno.test("GET /api/inquiries answers every inquiry, or with limit a page and the next page's cursor", async () => {
  await withAdminApp(async (t, admin) => {
    await storeMany(t.kv, 7);
    const all = await t.call("GET", "/api/inquiries", { token: admin });
    assert.equal(all.json.data.length, 7);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<TestApp["call"]>> = await t.call("GET", `/api/inquiries?limit=3${cursor ? `&cursor=${cursor}` : ""}`, { token: admin });
      assert.equal(res.status, 200, res.text);
      assert.ok(res.json.data.length <= 3);
      for (const item of res.json.data) assert.ok(item.lastActivityAt, "each with its activity");
      seen.push(...res.json.data.map((i: { id: string }) => i.id));
      cursor = res.headers.get("next-cursor");
    } while (cursor);
    assert.deepEqual(seen, all.json.data.map((i: { id: string }) => i.id));
    assert.equal((await t.call("GET", "/api/inquiries?limit=3&cursor=non%20sense", { token: admin })).status, 400);
  });
});

Deno.test("overdue and first-response time are working time; a breach of any kind is told once, to the assignee or the staff", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const [answered, unassigned, assigned] = await storeMany(t.kv, 3);
    const consultant = await storeUser(t, { name: "Sara Consultant", email: "sara@test.example", isAdmin: true });
    await t.call("POST", `/api/inquiries/${answered.id}/replies`, { token: admin, body: { text: "Hello" } });
    await t.call("PATCH", `/api/inquiries/${assigned.id}/assignee`, { token: admin, body: { assigneeId: consultant.id } });
    await t.deps.outbox.settled();

    // Friday 17:30 in Dubai, target 60 working minutes (Mon-Fri 09:00-18:00): not overdue on Saturday.
    const week = workingWeekOf(t.config);
    const arrived = new Date(unassigned.submissionDate);
    const due = addWorkingMinutes(arrived, 60, week);
    const page = async (now: Date, query = {}) => (await leadsPage(t.deps, { limit: 50, ...query }, now)).items;
    const before = await page(new Date(due.getTime() - 60_000));
    assert.ok(before.every((l) => !l.overdue));
    assert.equal(before.find((l) => l.id === unassigned.id)!.responseDueAt, due.toISOString());
    const after = await page(new Date(due.getTime() + 60_000));
    assert.deepEqual(after.filter((l) => l.overdue).map((l) => l.id).sort(), [unassigned.id, assigned.id].sort());
    assert.deepEqual((await page(new Date(due.getTime() + 60_000), { overdue: true })).map((l) => l.id).sort(), [unassigned.id, assigned.id].sort());
    assert.deepEqual(await page(new Date(due.getTime() - 60_000), { overdue: true }), []);

    // The other kinds: a bespoke request assigned to Sara and a chat handed to a person that breach,
    // and one of each answered in time (contacted; a consultant's reply).
    const member = await t.member();
    const bespoke = async () => {
      const made = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea } });
      assert.equal(made.status, 201, made.text);
      return made.json.data.submission.id as string;
    };
    const [lateBespoke, contacted] = [await bespoke(), await bespoke()];
    assert.equal((await t.call("PATCH", `/api/bespoke/${lateBespoke}/assignee`, { token: admin, body: { assigneeId: consultant.id } })).status, 200);
    assert.equal((await t.call("PATCH", `/api/bespoke/${contacted}/status`, { token: admin, body: { status: "Contacted" } })).status, 200);
    const handOver = async () => {
      const id = newChatSessionId();
      assert.equal((await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Can I talk to a person?" } })).status, 201);
      const handed = await t.call("POST", `/api/chat/sessions/${id}/consultant`, { body: {} });
      assert.equal(handed.status, 200, handed.text);
      return id;
    };
    const [lateChat, repliedChat] = [await handOver(), await handOver()];
    const reply = await t.call("POST", `/api/chat/sessions/${repliedChat}/messages`, { token: admin, body: { text: "Hello, I am Sara.", role: "model" } });
    assert.equal(reply.status, 201, reply.text);
    await t.deps.outbox.settled();
    // The last lead's breach: the notices are asked for a minute after it.
    const every = await page(new Date(due.getTime() - 60_000), { limit: 100 });
    const lastDue = new Date(Math.max(...every.map((l) => Date.parse(l.responseDueAt!))));

    const pushes = async () => (await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: KEYS.outboxAll() }))).map((e) => e.value.message);
    assert.equal(await notifyOverdueLeads(t.deps, new Date(due.getTime() - 60_000)), 0, "nothing before its breach");
    const queued = await (async () => {
      // The worker would deliver at once: count what the breach wrote, before it is sent.
      await t.deps.outbox.stop();
      assert.equal(await notifyOverdueLeads(t.deps, new Date(lastDue.getTime() + 60_000)), 4);
      return await pushes();
    })();
    const byJson = <T>(items: T[]) => items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const push = queued.flatMap((m) => m.kind === "push" ? [{ audience: m.audience, push: m.push }] : []);
    assert.deepEqual(byJson(push), byJson([
      { audience: { staff: true }, push: { title: "An inquiry has passed its first-response target", url: `/admin/inquiries?id=${unassigned.id}` } },
      { audience: { staffMember: consultant.id }, push: { title: "An inquiry has passed its first-response target", url: `/admin/inquiries?id=${assigned.id}` } },
      { audience: { staffMember: consultant.id }, push: { title: "A bespoke request has passed its first-response target", url: `/admin/bespoke-requests?id=${lateBespoke}` } },
      { audience: { staff: true }, push: { title: "A live chat has passed its first-response target", url: `/admin/live-chats?id=${lateChat}` } },
    ]));
    const mails = queued.flatMap((m) => m.kind === "mail" ? [m.mail] : []);
    const site = t.deps.siteUrl.replace(/\/+$/, "");
    const linkOf = (text: string) => text.match(/^Open it in [a-z ]+: (\S+)$/m)?.[1];
    assert.deepEqual(byJson(mails.map((m) => ({ to: m.to, subject: m.subject.replace(/ about .*/, ""), link: linkOf(m.text) }))), byJson([
      { to: "concierge@aurumvoyages.ae", subject: `Overdue inquiry: no reply yet to ${unassigned.userName}`, link: `${site}/admin/inquiries?id=${unassigned.id}` },
      { to: "sara@test.example", subject: `Overdue inquiry: no reply yet to ${assigned.userName}`, link: `${site}/admin/inquiries?id=${assigned.id}` },
      { to: "sara@test.example", subject: `Overdue bespoke request: no reply yet to ${member.user.name}`, link: `${site}/admin/bespoke-requests?id=${lateBespoke}` },
      { to: "concierge@aurumvoyages.ae", subject: "Overdue live chat: no reply yet to a visitor", link: `${site}/admin/live-chats?id=${lateChat}` },
    ]));
    assert.ok(mails.some((m) => m.subject.endsWith(`about ${generatedIdea.title}`)), "the request's idea named");
    assert.equal(await notifyOverdueLeads(t.deps, new Date(lastDue.getTime() + 120_000)), 0, "told once");
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.leadBreachWatch() }))).length, 0, "no watch left");
  });
});

Deno.test("inquiries stored before the pipeline get their leads once at start, their first reply read from the thread", async () => {
  await withAdminApp(async (t, admin) => {
    const [inquiry] = await storeMany(t.kv, 1);
    await t.call("POST", `/api/inquiries/${inquiry.id}/replies`, { token: admin, body: { text: "Hello" } });
    const reply = (await t.kv.get<Inquiry>(KEYS.inquiry(inquiry.id))).value!;
    // As an older server left it: no first response kept, no lead.
    const { firstResponseAt: _kept, ...old } = reply;
    await writeLead(t.kv.atomic(), reply, null).set(KEYS.inquiry(inquiry.id), old).delete(KEYS.setting("lead_backfill")).commit();
    assert.equal((await t.kv.get(KEYS.lead(inquiry.id))).value, null);

    assert.equal(await backfillLeads(t.kv), 1);
    assert.equal(await backfillLeads(t.kv), 0, "once");
    const row = (await t.kv.get(KEYS.lead(inquiry.id))).value;
    assert.deepEqual(row, leadRowOf(reply));
    assert.equal((await t.kv.get(KEYS.leadBreachWatch(inquiry.id))).value, null, "no breach told for an old lead");
  });
});
