/**
 * The reports dashboard (issue #33): leads seeded through the real stores and routes over several
 * weeks and sources (inquiries, replies, a proposal sent and accepted with its trip and a payment,
 * a lost lead, a failed email), then every number of `GET /api/reports/dashboard` compared with a
 * count made here from the raw records (the inquiries, proposals, trips and the outbox's failures),
 * and each number's list (`GET /api/leads` with its query) listing exactly the leads counted.
 * Admin only; a bad period answers 400 with its text.
 */
import assert from "node:assert/strict";
import type { Inquiry } from "../../contract/inquiry.ts";
import type { DashboardReport, ListLink } from "../../contract/reports.ts";
import { dashboardReport, FUNNEL_STAGES } from "../../contract/reports.ts";
import { LEAD_STAGES } from "../../contract/leads.ts";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { addWorkingMinutes, workingMinutesBetween } from "../../contract/working-hours.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import { proposalTotals, roundMoney } from "../../contract/proposals/totals.ts";
import { tripLines } from "../../contract/money/schedule.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { appendThreadMessage } from "../../server/kv/inquiry-threads.ts";
import { plantProposal } from "../helpers/proposals.ts";
import { workingWeekOf } from "../../server/config.ts";
import { createInquiry } from "../../server/kv/inquiries.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { rebuildLeadStats } from "../../server/kv/lead-stats.ts";
import { firstSentAt, moveProposalRow, proposalRowOf, rebuildReportRows, tripRowOf } from "../../server/kv/report-rows.ts";
import { countRows, type ProposalStatsRow, type StatsRow, type TripStatsRow } from "../../server/kv/report-stats.ts";
import { erasePerson, needlesOf } from "../../server/kv/erasure.ts";
import { findPerson } from "../../server/kv/person-data.ts";
import type { LeadRow } from "../../contract/leads.ts";
import { refreshLeadRows } from "../../server/kv/leads.ts";
import { addToOutbox, finish, lease, type OutboxEntry } from "../../server/kv/outbox.ts";
import { windowOf } from "../../server/kv/rate-windows.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withTestApp } from "../helpers/app.ts";
import { makeCallers } from "../helpers/roles.ts";

/** A fresh app with the demo catalogue and an administrator's token. */
const withSeededAdmin = (fn: (t: TestApp, admin: string) => Promise<void>, env?: Record<string, string>) =>
  withTestApp(async (t) => await fn(t, await t.adminToken()), { seed: true, env });

const ZONE = "Europe/Paris";
const ENV = { AGENCY_TIMEZONE: ZONE, AGENCY_WORKING_DAYS: "Mon-Fri", AGENCY_WORKING_HOURS: "09:00-18:00", FIRST_RESPONSE_TARGET_MINUTES: "600" };
const SOURCES = [undefined, "newsletter", "google", undefined, "instagram"];

/** Every lead id a `GET /api/leads` query lists, following its cursors. */
async function listed(t: TestApp, admin: string, link: ListLink): Promise<string[]> {
  assert.equal(link.path, "/admin/inquiries");
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...link.query, limit: "100", ...(cursor ? { cursor } : {}) });
    const res = await t.call("GET", `/api/leads?${query}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    ids.push(...res.json.data.items.map((item: { id: string }) => item.id));
    cursor = res.json.data.next;
  } while (cursor);
  return ids.sort();
}

Deno.test("the dashboard's numbers equal counts made from the raw records, each list listing what it counts", async () => {
  await withSeededAdmin(async (t, admin) => {
    const week = workingWeekOf(t.deps.config);
    const packages = (await t.call("GET", "/api/packages")).json.data.packages as { id: string; name: string }[];
    const window = windowOf({ bucket: "reports_test", max: 1_000_000, windowMs: 3_600_000 }, "test");
    const now = Date.now();
    // 30 inquiries over six weeks, through the store's own commit, varied in source and item.
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const source = SOURCES[i % SOURCES.length];
      const pkg = packages[i % 3];
      const created = await createInquiry(t.kv, {
        window,
        now: new Date(now - (i * 33 + 5) * 3_600_000),
        data: {
          type: "package", itemId: pkg.id, itemName: pkg.name, userName: `Traveller ${i}`, userEmail: `t${i}@example.com`,
          userPhone: `+971 50 ${1000000 + i}`, numPeople: "2", preferredDates: "", specialRequests: "",
          ...(source ? { origin: { utmSource: source } } : {}),
        },
      });
      ids.push(created.inquiry.id);
    }
    // Replies to some (the first response), one lost, one followed by the traveller.
    for (const [i, id] of ids.entries()) {
      if (i % 3 === 0) assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Gladly." } })).status, 201);
    }
    // Two travellers write again after our reply: awaiting it.
    await appendThreadMessage(t.kv, ids[0], { kind: "traveller", text: "One more question" });
    await appendThreadMessage(t.kv, ids[12], { kind: "traveller", text: "And the dates?" });
    assert.equal((await t.call("PATCH", `/api/leads/${ids[3]}/stage`, { token: admin, body: { lost: { reason: "price" } } })).status, 200);
    // A proposal sent for one, accepted: its trip, invoices and a payment.
    const proposal = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: ids[6] } });
    assert.equal(proposal.status, 201, proposal.text);
    const send = await t.call("POST", `/api/proposals/${proposal.json.data.id}/send`, { token: admin });
    assert.equal(send.status, 200, send.text);
    const second = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: ids[9] } });
    assert.equal((await t.call("POST", `/api/proposals/${second.json.data.id}/send`, { token: admin })).status, 200);
    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).find((m) => m.to === "t6@example.com" && m.text.includes("/proposals/"))!;
    const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const optionId = send.json.data.version.content.options[0].id;
    const accepted = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId, addOnIds: [], fullName: "Traveller Six", acceptTerms: true } });
    assert.equal(accepted.status, 200, accepted.text);
    const trip = (await t.kv.list<{ id: string }>({ prefix: KEYS.trips() }).next()).value!.value;
    const ledger = (await t.call("GET", `/api/trips/${trip.id}/invoices`, { token: admin })).json.data;
    const invoice = ledger.invoices[0];
    const paid = await t.call("POST", `/api/trips/${trip.id}/payments`, {
      token: admin,
      body: { invoiceId: invoice.id, amount: invoice.total, currency: invoice.currency, receivedOn: agencyDay(ZONE), reference: "BANK-1", method: "bank" },
    });
    assert.equal(paid.status, 201, paid.text);
    // The second proposal declined; a third sent twice (its first send counts); a fourth sent, then deleted.
    const mailOf = async (to: string) => (await readOutbox(t.kv)).find((m) => m.to === to && m.text.includes("/proposals/"))!.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const declined = await t.call("POST", `/api/proposal-links/${await mailOf("t9@example.com")}/decline`, { body: {} });
    assert.equal(declined.status, 200, declined.text);
    const third = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: ids[15] } });
    for (let n = 0; n < 2; n++) assert.equal((await t.call("POST", `/api/proposals/${third.json.data.id}/send`, { token: admin })).status, 200);
    const fourth = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: ids[18] } });
    assert.equal((await t.call("POST", `/api/proposals/${fourth.json.data.id}/send`, { token: admin })).status, 200);
    assert.equal((await t.call("DELETE", `/api/proposals/${fourth.json.data.id}`, { token: admin })).status, 200);
    // A staff change of the trip's costs: its margin follows.
    const loaded = (await t.call("GET", `/api/trips/${trip.id}`, { token: admin })).json.data;
    const edit = { version: loaded.version, title: loaded.title, partySize: loaded.partySize, timeZone: loaded.timeZone, stay: loaded.stay, days: loaded.days };
    const costed = [...edit.stay, ...edit.days.flatMap((d: { items: unknown[] }) => d.items)].find((item: { unitCost?: number }) => typeof item.unitCost === "number") as { unitCost: number };
    assert.ok(costed, "a line with a cost");
    costed.unitCost += 100;
    const saved = await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body: edit });
    assert.equal(saved.status, 200, saved.text);
    // A proposal sent 60 days ago and never accepted: that month's revenue is its value until a trip.
    const earlier = await plantProposal(t.kv, { source: { kind: "inquiry", id: ids[20] } });
    const longAgo = new Date(now - 60 * 86_400_000).toISOString();
    const planted = (await t.kv.get<StoredProposal>(KEYS.proposal(earlier.id))).value!;
    const backdated = { ...planted, sentAt: longAgo, createdAt: longAgo };
    const version = (await t.kv.get<Record<string, unknown>>(KEYS.proposalVersion(earlier.id, 1))).value!;
    // Backdated by hand: its report row moves too (as a store's commit would move it).
    const backdate = t.kv.atomic().set(KEYS.proposal(earlier.id), backdated).set(KEYS.proposalVersion(earlier.id, 1), { ...version, sentAt: longAgo });
    await moveProposalRow(t.kv, backdate, planted, null);
    await moveProposalRow(t.kv, backdate, null, backdated);
    assert.ok((await backdate.commit()).ok);
    // A failed email: queued now, given up by the worker's own end of it.
    const op = t.kv.atomic();
    const failedId = addToOutbox(op, { kind: "mail", mail: { to: "nobody@example.com", subject: "x", text: "x" } }, { now: Date.now() + 3_600_000 * 24 * 400 });
    await op.commit();
    const entry = await t.kv.get<OutboxEntry>(KEYS.outbox(failedId));
    const held = await lease(t.kv, entry as Deno.KvEntry<OutboxEntry>, Date.now() + 60_000);
    assert.equal(await finish(t.kv, [{ held: held!, outcome: "failed" }]), 1);
    const queuedToday = t.kv.atomic();
    // Due in a minute: the running worker leaves it to this lease.
    const failedToday = addToOutbox(queuedToday, { kind: "mail", mail: { to: "nobody@example.com", subject: "y", text: "y" } }, { now: Date.now() + 60_000 });
    await queuedToday.commit();
    const todayEntry = await t.kv.get<OutboxEntry>(KEYS.outbox(failedToday));
    assert.equal(await finish(t.kv, [{ held: (await lease(t.kv, todayEntry as Deno.KvEntry<OutboxEntry>, Date.now() + 60_000))!, outcome: "failed" }]), 1);

    const today = agencyDay(ZONE);
    const today0 = today;
    for (const [from, to] of [[addDays(today, -27), today], [addDays(today, -90), addDays(today, -9)], [addDays(today, -400), addDays(today, 30)]]) {
      const res = await t.call("GET", `/api/reports/dashboard?from=${from}&to=${to}`, { token: admin });
      assert.equal(res.status, 200, res.text);
      const report = res.json.data as DashboardReport;
      assert.deepEqual(dashboardReport.parse(report), report, "the contract's shape");
      assert.equal(report.timeZone, ZONE);

      // The raw records, counted here.
      const inquiries: Inquiry[] = [];
      for await (const e of t.kv.list<Inquiry>({ prefix: KEYS.inquiries() })) inquiries.push(e.value);
      const dayOf = (iso: string) => agencyDay(ZONE, iso);
      const inPeriod = inquiries.filter((q) => dayOf(q.submissionDate) >= from && dayOf(q.submissionDate) <= to);
      const sourceOf = (q: Inquiry) => q.origin?.utmSource ?? "direct";
      const sorted = (list: Inquiry[]) => list.map((q) => q.id).sort();

      const total = inPeriod.length;
      assert.equal(report.leadsByKind.inquiry?.value ?? 0, total);
      assert.deepEqual(await listed(t, admin, report.funnel[0].reached.list), sorted(inPeriod));
      for (const source of new Set(inPeriod.map(sourceOf))) {
        const mine = inPeriod.filter((q) => sourceOf(q) === source);
        assert.equal(report.leadsBySource[source].value, mine.length, source);
        assert.deepEqual(await listed(t, admin, report.leadsBySource[source].list), sorted(mine));
      }
      assert.equal(Object.values(report.leadsBySource).reduce((a, n) => a + n.value, 0), total);
      // The weeks: Mondays, each week's leads.
      const weekTotal = report.leadsByWeek.reduce((a, w) => a + w.total.value, 0);
      assert.equal(weekTotal, total);
      for (const w of report.leadsByWeek) {
        assert.equal(new Date(`${w.week}T00:00:00Z`).getUTCDay(), 1, "a Monday");
        const mine = inPeriod.filter((q) => dayOf(q.submissionDate) >= w.week && dayOf(q.submissionDate) <= addDays(w.week, 6));
        assert.equal(w.total.value, mine.length, w.week);
        if (mine.length) assert.deepEqual(await listed(t, admin, w.total.list), sorted(mine));
        for (const [source, n] of Object.entries(w.bySource)) assert.equal(n.value, mine.filter((q) => sourceOf(q) === source).length);
      }

      // The funnel: how far each went, from the records' own statuses and facts.
      const rank = (q: Inquiry) => {
        const r = (s: string) => LEAD_STAGES.indexOf(s as typeof LEAD_STAGES[number]);
        let at = 0;
        if (q.firstResponseAt || !["New", "Viewed"].includes(q.status)) at = r("Responded");
        if (q.status === "Proposal sent" || q.status === "Accepted") at = r("Proposal sent");
        if (q.status === "Accepted") at = r("Accepted");
        if (q.lead?.depositPaidAt) at = r("Deposit paid");
        if (q.lead?.paidInFullAt) at = r("Paid in full");
        return at;
      };
      for (const [i, step] of report.funnel.entries()) {
        const mine = inPeriod.filter((q) => rank(q) >= LEAD_STAGES.indexOf(FUNNEL_STAGES[i]));
        assert.equal(step.stage, FUNNEL_STAGES[i]);
        assert.equal(step.reached.value, mine.length, step.stage);
        assert.deepEqual(await listed(t, admin, step.reached.list), sorted(mine), step.stage);
        if (i > 0) assert.equal(step.conversion, report.funnel[i - 1].reached.value ? mine.length / report.funnel[i - 1].reached.value : null);
      }
      const lost = inPeriod.filter((q) => q.lead?.lost);
      assert.equal(report.lost.value, lost.length);
      assert.deepEqual(await listed(t, admin, report.lost.list), sorted(lost));

      // First response, in working minutes.
      const answered = inPeriod.filter((q) => q.firstResponseAt);
      const minutes = answered.map((q) => workingMinutesBetween(q.submissionDate, q.firstResponseAt!, week)).sort((a, b) => a - b);
      const n = minutes.length;
      assert.equal(report.firstResponse.answered.value, n);
      assert.deepEqual(await listed(t, admin, report.firstResponse.answered.list), sorted(answered));
      assert.equal(report.firstResponse.medianMinutes, n === 0 ? null : n % 2 ? minutes[(n - 1) / 2] : (minutes[n / 2 - 1] + minutes[n / 2]) / 2);
      assert.equal(report.firstResponse.p90Minutes, n === 0 ? null : minutes[Math.ceil(0.9 * n) - 1]);
      const within = answered.filter((q) => workingMinutesBetween(q.submissionDate, q.firstResponseAt!, week) <= 600);
      assert.equal(report.firstResponse.withinTarget.value, within.length);
      assert.deepEqual(await listed(t, admin, report.firstResponse.withinTarget.list), sorted(within));

      // Proposals first sent in the period; revenue from the trips accepted in it.
      const proposals: StoredProposal[] = [];
      for await (const e of t.kv.list<StoredProposal>({ prefix: KEYS.proposals() })) proposals.push(e.value);
      // A proposal counts under its first send (version 1's time).
      const firstSent = new Map<string, string>();
      for (const p of proposals) {
        if (p.sentVersion >= 1) firstSent.set(p.id, (await t.kv.get<{ sentAt: string }>(KEYS.proposalVersion(p.id, 1))).value!.sentAt);
      }
      const sent = proposals.filter((p) => firstSent.has(p.id) && dayOf(firstSent.get(p.id)!) >= from && dayOf(firstSent.get(p.id)!) <= to);
      if (from <= today && today <= to) assert.ok(sent.some((p) => p.status === "Declined") && sent.some((p) => p.sentVersion === 2), "a declined and a resent proposal");
      assert.equal(report.proposals.sent.value, sent.length);
      assert.equal(report.proposals.accepted.value, sent.filter((p) => p.status === "Accepted").length);
      assert.equal(report.proposals.sent.list.path, "/admin/proposals");
      // Each proposal number's list (`GET /api/proposals` with its query) lists exactly the proposals counted.
      const listedProposals = async (link: ListLink) => {
        const res = await t.call("GET", `/api/proposals?${new URLSearchParams(link.query)}`, { token: admin });
        assert.equal(res.status, 200, res.text);
        return (res.json.data as { id: string }[]).map((p) => p.id).sort();
      };
      const idsOf = (list: StoredProposal[]) => list.map((p) => p.id).sort();
      assert.deepEqual(await listedProposals(report.proposals.sent.list), idsOf(sent));
      assert.deepEqual(await listedProposals(report.proposals.accepted.list), idsOf(sent.filter((p) => p.status === "Accepted")));
      assert.deepEqual(await listedProposals(report.proposals.declined.list), idsOf(sent.filter((p) => p.status === "Declined")));
      const trips: StoredTrip[] = [];
      for await (const e of t.kv.list<StoredTrip>({ prefix: KEYS.trips() })) trips.push(e.value);
      const inTrips = trips.filter((x) => dayOf(x.createdAt) >= from && dayOf(x.createdAt) <= to);
      const paymentsRevenue = report.revenueByMonth.filter((r) => r.basis === "payments").reduce((a, r) => a + r.revenue, 0);
      assert.equal(paymentsRevenue, inTrips.reduce((a, x) => a + x.total, 0));
      // The margin: each trip's total less its lines' costs as stored now (after the staff's change).
      const tripMargins = new Map<string, number>();
      for (const x of inTrips) {
        const key = `${dayOf(x.createdAt).slice(0, 7)} ${x.currency}`;
        tripMargins.set(key, (tripMargins.get(key) ?? 0) + x.total - tripLines(x).reduce((a, l) => a + l.cost, 0));
      }
      assert.deepEqual(
        new Map(report.revenueByMonth.filter((r) => r.basis === "payments").map((r) => [`${r.month} ${r.currency}`, r.margin])),
        new Map([...tripMargins].map(([key, m]) => [key, roundMoney(m, key.split(" ")[1] as StoredTrip["currency"])])),
      );
      for (const r of report.revenueByMonth) assert.equal(r.list.path, "/admin/payments");
      const tripMonths = new Set(inTrips.map((x) => dayOf(x.createdAt).slice(0, 7)));
      const sentValues = new Map<string, number>();
      for (const p of sent as StoredProposal[]) {
        const month = dayOf(firstSent.get(p.id)!).slice(0, 7);
        if (tripMonths.has(month)) continue;
        const lowest = Math.min(...proposalTotals(p).map((o) => o.price));
        sentValues.set(`${month} ${p.currency}`, (sentValues.get(`${month} ${p.currency}`) ?? 0) + lowest);
      }
      const byProposals = report.revenueByMonth.filter((r) => r.basis === "proposals");
      if (from <= dayOf(longAgo) && dayOf(longAgo).slice(0, 7) !== today.slice(0, 7)) assert.ok(byProposals.length > 0, "a month of proposals only");
      assert.deepEqual(new Map(byProposals.map((r) => [`${r.month} ${r.currency}`, r.revenue])), sentValues);
      assert.equal(report.proposals.declined.value, sent.filter((p) => p.status === "Declined").length);
      const decided = report.proposals.accepted.value + report.proposals.declined.value;
      assert.equal(report.proposals.winRate, decided ? report.proposals.accepted.value / decided : null);
      // Top packages by revenue: the accepted trips' totals, by their source inquiry's package.
      const revenueOf = new Map<string, number>();
      for (const x of inTrips as StoredTrip[]) {
        const source = inquiries.find((q) => q.id === x.source?.id);
        if (source?.itemId) revenueOf.set(source.itemId, (revenueOf.get(source.itemId) ?? 0) + x.total);
      }
      assert.deepEqual(new Map(report.topPackagesByRevenue.map((p) => [p.id, Object.values(p.revenue).reduce((a, b) => a + b, 0)])), revenueOf);
      // Top packages by leads: each package's leads of the period, listed by its item.
      for (const top of report.topPackagesByLeads) {
        const mine = inPeriod.filter((q) => q.itemId === top.id);
        assert.equal(top.leads.value, mine.length);
        assert.deepEqual(await listed(t, admin, top.leads.list), sorted(mine));
      }
      assert.equal(report.topPackagesByLeads.length, new Set(inPeriod.map((q) => q.itemId)).size);

      // Failed emails queued in the period.
      const failures: { createdAt: number }[] = [];
      for await (const e of t.kv.list<{ createdAt: number }>({ prefix: KEYS.outboxFailures() })) failures.push(e.value);
      assert.equal(report.failedEmails.value, failures.filter((f) => dayOf(new Date(f.createdAt).toISOString()) >= from && dayOf(new Date(f.createdAt).toISOString()) <= to).length);

      // Now: awaiting our reply and overdue, whatever the period.
      const dueBefore = addWorkingMinutes(new Date(), -600, week).toISOString();
      const overdue = inquiries.filter((q) => !q.lead?.lost && !q.firstResponseAt && ["New", "Viewed"].includes(q.status) && q.submissionDate < dueBefore);
      assert.ok(overdue.length > 0);
      assert.equal(report.overdue.value, overdue.length);
      assert.deepEqual(await listed(t, admin, report.overdue.list), sorted(overdue));
      const awaiting = inquiries.filter((q) => !q.lead?.lost && q.awaitingSince);
      assert.equal(awaiting.length, 2);
      assert.equal(report.awaitingReply.value, awaiting.length);
      assert.deepEqual(await listed(t, admin, report.awaitingReply.list), sorted(awaiting));
      const waiting = [...overdue, ...awaiting].sort((a, b) => a.submissionDate.localeCompare(b.submissionDate)).slice(0, 20);
      assert.deepEqual(report.oldestWaiting.map((w) => w.id), waiting.map((q) => q.id));
      const oldest = report.oldestWaiting.map((w) => w.arrivedAt);
      assert.deepEqual(oldest, [...oldest].sort(), "oldest first");
    }

    // A database from before the report rows: rebuilt once, the same report.
    const periods = [[addDays(today0, -27), today0], [addDays(today0, -400), addDays(today0, 30)]];
    const ask = async () => await Promise.all(periods.map(async ([from, to]) => (await t.call("GET", `/api/reports/dashboard?from=${from}&to=${to}`, { token: admin })).json.data));
    const kept = await ask();
    const drop = t.kv.atomic().delete(KEYS.setting("report_rows"));
    for (const prefix of [KEYS.reportProposals(), KEYS.reportTrips(), KEYS.reportStats()]) for await (const e of t.kv.list({ prefix })) drop.delete(e.key);
    assert.ok((await drop.commit()).ok);
    assert.equal((await ask())[1].proposals.sent.value, 0, "nothing read from the records");
    assert.ok(await rebuildReportRows(t.kv) > 0);
    assert.equal(await rebuildReportRows(t.kv), 0, "once");
    assert.deepEqual(await ask(), kept);
    // A database kept by the version before the counters: its rows (no package), no counters.
    const older = t.kv.atomic().set(KEYS.setting("report_rows"), { v: 1 });
    for await (const e of t.kv.list({ prefix: KEYS.reportStats() })) older.delete(e.key);
    for await (const e of t.kv.list<Record<string, unknown>>({ prefix: KEYS.reportTrips() })) {
      const { item: _item, ...row } = e.value;
      older.set(e.key, row);
    }
    assert.ok((await older.commit()).ok);
    assert.equal((await ask())[1].proposals.sent.value, 0, "nothing counted");
    assert.ok(await rebuildReportRows(t.kv) > 0);
    assert.equal(await rebuildReportRows(t.kv), 0, "once");
    assert.deepEqual(await ask(), kept);
    assert.ok(kept[1].topPackagesByRevenue.length > 0, "a package's revenue, rebuilt");

    // Admin only.
    const callers = await makeCallers(t);
    for (const role of ["member", "pending", "other"] as const) {
      assert.equal((await t.call("GET", "/api/reports/dashboard", { token: callers[role].token })).status, 403, role);
    }
    assert.equal((await t.call("GET", "/api/reports/dashboard")).status, 401);
  }, ENV);
});

Deno.test("a period that is no period answers 400 with its text, in the asker's language", async () => {
  await withSeededAdmin(async (t, admin) => {
    const ask = (query: string, lang = "en") => t.call("GET", `/api/reports/dashboard?${query}`, { token: admin, headers: { "accept-language": lang } });
    const cases: [string, string][] = [
      ["from=2025-13-01", "Date must be written YYYY-MM-DD."],
      ["from=2025-02-30", "Date must be a real day."],
      ["from=yesterday", "Date must be written YYYY-MM-DD."],
      ["from=2025-03-10&to=2025-03-09", "The period must end on or after the day it starts."],
      ["from=2020-01-01&to=2025-01-01", "A report covers at most 1827 days. Choose a shorter period."],
    ];
    for (const [query, text] of cases) {
      const res = await ask(query);
      assert.equal(res.status, 400, query);
      assert.equal(res.json.message, text === "Date must be written YYYY-MM-DD." && query.includes("13") ? "Date must be a real day." : text, query);
    }
    const fr = await ask("from=2025-03-10&to=2025-03-09", "fr");
    assert.equal(fr.json.message, "La période doit se terminer le jour où elle commence ou après.");
    assert.equal((await ask("from=2020-01-01&to=2024-12-31")).status, 200, "1827 days is the longest");
    const fallback = await ask("");
    assert.equal(fallback.status, 200);
    assert.equal(fallback.json.data.to, agencyDay(ZONE === fallback.json.data.timeZone ? ZONE : fallback.json.data.timeZone));
  });
});

Deno.test("a database from before the reports gets its counters and rows once at start, the same numbers as kept by the writes", async () => {
  await withSeededAdmin(async (t, admin) => {
    const packages = (await t.call("GET", "/api/packages")).json.data.packages as { id: string; name: string }[];
    const window = windowOf({ bucket: "reports_rebuild", max: 1_000_000, windowMs: 3_600_000 }, "test");
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const created = await createInquiry(t.kv, {
        window,
        now: new Date(Date.now() - (i * 50 + 3) * 3_600_000),
        data: {
          type: "package", itemId: packages[i % 2].id, itemName: packages[i % 2].name, userName: `Old ${i}`, userEmail: `old${i}@example.com`,
          userPhone: `+971 50 ${2000000 + i}`, numPeople: "2", preferredDates: "", specialRequests: "",
          ...(i % 2 ? { origin: { utmSource: "google" } } : {}),
        },
      });
      ids.push(created.inquiry.id);
      if (i % 3 === 0) assert.equal((await t.call("POST", `/api/inquiries/${created.inquiry.id}/replies`, { token: admin, body: { text: "Hello" } })).status, 201);
    }
    const path = `/api/reports/dashboard?from=${addDays(agencyDay(ZONE), -60)}&to=${agencyDay(ZONE)}`;
    const kept = (await t.call("GET", path, { token: admin })).json.data;
    // As before the reports: no counters, no arrival index, rows without their item.
    const drop = t.kv.atomic();
    for await (const e of t.kv.list({ prefix: KEYS.leadStatsAll() })) drop.delete(e.key);
    for await (const e of t.kv.list({ prefix: KEYS.leadsByArrival() })) drop.delete(e.key);
    for await (const e of t.kv.list<Record<string, unknown>>({ prefix: KEYS.leads() })) {
      const { itemId: _item, ...old } = e.value;
      drop.set(e.key, old);
    }
    drop.delete(KEYS.setting("lead_stats"));
    assert.ok((await drop.commit()).ok);
    assert.equal((await t.call("GET", path, { token: admin })).json.data.leadsByKind.inquiry, undefined, "nothing counted");

    assert.equal(await rebuildLeadStats(t.kv, refreshLeadRows), ids.length);
    assert.equal(await rebuildLeadStats(t.kv, refreshLeadRows), 0, "once");
    const rebuilt = (await t.call("GET", path, { token: admin })).json.data;
    assert.deepEqual(rebuilt, kept);
    const top = rebuilt.topPackagesByLeads[0];
    assert.deepEqual(await listed(t, admin, top.leads.list), ids.filter((_, i) => packages[i % 2].id === top.id).sort());
  }, ENV);
});

/** The report rows as the records say now (report-rows.ts's rule), keyed as stored. */
async function rowsFromRecords(kv: Deno.Kv): Promise<Map<string, unknown>> {
  const rows = new Map<string, unknown>();
  for await (const { value: p } of kv.list<StoredProposal>({ prefix: KEYS.proposals() })) {
    const at = await firstSentAt(kv, p);
    if (at) rows.set(JSON.stringify(KEYS.reportProposal(at, p.id)), proposalRowOf(p));
  }
  for await (const { value: trip } of kv.list<StoredTrip>({ prefix: KEYS.trips() })) {
    const item = trip.source ? (await kv.get<LeadRow>(KEYS.lead(trip.source.id))).value?.itemId : undefined;
    rows.set(JSON.stringify(KEYS.reportTrip(trip.createdAt, trip.id)), tripRowOf(trip, item));
  }
  return rows;
}

/** The stored report rows, and whether the stored counters are exactly their sums (report-stats.ts `countRows`). */
async function storedRows(kv: Deno.Kv): Promise<{ rows: Map<string, unknown>; countersAreSums: boolean; counters: number }> {
  const rows = new Map<string, unknown>();
  const counted: StatsRow[] = [];
  for (const [prefix, kind] of [[KEYS.reportProposals(), "proposal"], [KEYS.reportTrips(), "trip"]] as const) {
    for await (const e of kv.list<ProposalStatsRow & TripStatsRow>({ prefix })) {
      rows.set(JSON.stringify(e.key), e.value);
      counted.push({ kind, at: e.key[1] as string, row: e.value });
    }
  }
  const stored = new Map<string, string>();
  for await (const e of kv.list<Deno.KvU64>({ prefix: KEYS.reportStats() })) if (e.value.value !== 0n) stored.set(JSON.stringify(e.key), String(e.value.value));
  const sums = new Map(countRows(counted, ZONE).map(({ key, value }) => [JSON.stringify(key), String(value.value)]));
  return { rows, countersAreSums: JSON.stringify([...stored].sort()) === JSON.stringify([...sums].sort()), counters: sums.size };
}

Deno.test("the proposals' and money counters move in each write's own commit and stay the records' sums through payments, refunds, credit notes, a deletion and an erasure", async () => {
  await withSeededAdmin(async (t, admin) => {
    const packages = (await t.call("GET", "/api/packages")).json.data.packages as { id: string; name: string }[];
    const window = windowOf({ bucket: "reports_money", max: 1_000_000, windowMs: 3_600_000 }, "test");
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await createInquiry(t.kv, {
        window,
        now: new Date(Date.now() - (i + 1) * 3_600_000),
        data: {
          type: "package", itemId: packages[i % 2].id, itemName: packages[i % 2].name, userName: `Money ${i}`, userEmail: `money${i}@example.com`,
          userPhone: `+971 50 ${3000000 + i}`, numPeople: "2", preferredDates: "", specialRequests: "",
        },
      });
      ids.push(created.inquiry.id);
    }
    // Every commit from here on is followed by a look at the counters, one commit at a time (the
    // look reads rows and counters apart): each must leave them the exact sums of the rows (a
    // counter moved in a later commit, or not at all, shows).
    const broken: string[] = [];
    let commits = 0;
    let one = Promise.resolve();
    const atomic = t.kv.atomic.bind(t.kv);
    t.kv.atomic = () => {
      const op = atomic();
      const commit = op.commit.bind(op);
      op.commit = () => {
        const run = one.then(async () => {
          const result = await commit();
          if (result.ok) {
            commits++;
            if (!(await storedRows(t.kv)).countersAreSums) broken.push(new Error().stack ?? "");
          }
          return result;
        });
        one = run.then(() => {}, () => {});
        return run;
      };
      return op;
    };

    const today = agencyDay(ZONE);
    const from = addDays(today, -40);
    /** The dashboard's proposals and money against counts made here from the records, and the rows and counters kept. */
    const check = async (step: string) => {
      const { rows, countersAreSums, counters } = await storedRows(t.kv);
      assert.deepEqual(rows, await rowsFromRecords(t.kv), `${step}: the rows are the records'`);
      assert.ok(countersAreSums && counters > 0, `${step}: the counters are the rows' sums`);
      const report = (await t.call("GET", `/api/reports/dashboard?from=${from}&to=${today}`, { token: admin })).json.data as DashboardReport;
      const dayOf = (iso: string) => agencyDay(ZONE, iso);
      const proposals: StoredProposal[] = [];
      for await (const e of t.kv.list<StoredProposal>({ prefix: KEYS.proposals() })) if (e.value.sentVersion >= 1) proposals.push(e.value);
      assert.equal(report.proposals.sent.value, proposals.length, step);
      assert.equal(report.proposals.accepted.value, proposals.filter((p) => p.status === "Accepted").length, step);
      assert.equal(report.proposals.declined.value, proposals.filter((p) => p.status === "Declined").length, step);
      const trips: StoredTrip[] = [];
      for await (const e of t.kv.list<StoredTrip>({ prefix: KEYS.trips() })) trips.push(e.value);
      const months = new Map<string, { revenue: number; margin: number }>();
      const byPackage = new Map<string, number>();
      for (const trip of trips) {
        const key = `${dayOf(trip.createdAt).slice(0, 7)} ${trip.currency}`;
        const month = months.get(key) ?? { revenue: 0, margin: 0 };
        month.revenue += trip.total;
        month.margin += trip.total - tripLines(trip).reduce((a, l) => a + l.cost, 0);
        months.set(key, month);
        const source = (await t.kv.get<Inquiry>(KEYS.inquiry(trip.source?.id ?? "-"))).value;
        if (source?.itemId) byPackage.set(source.itemId, (byPackage.get(source.itemId) ?? 0) + trip.total);
      }
      const money = (m: { revenue: number; margin: number }, currency: string) => ({ revenue: roundMoney(m.revenue, currency as StoredTrip["currency"]), margin: roundMoney(m.margin, currency as StoredTrip["currency"]) });
      assert.deepEqual(
        new Map(report.revenueByMonth.filter((r) => r.basis === "payments").map((r) => [`${r.month} ${r.currency}`, { revenue: r.revenue, margin: r.margin }])),
        new Map([...months].map(([key, m]) => [key, money(m, key.split(" ")[1])])),
        step,
      );
      assert.deepEqual(new Map(report.topPackagesByRevenue.map((p) => [p.id, Object.values(p.revenue).reduce((a, b) => a + b, 0)])), byPackage, step);
      return { report, trips };
    };

    // Three proposals sent: two accepted (their trips), one declined.
    const sentTo: { id: string; option: string }[] = [];
    for (const id of ids.slice(0, 3)) {
      const made = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: id } });
      const send = await t.call("POST", `/api/proposals/${made.json.data.id}/send`, { token: admin });
      assert.equal(send.status, 200, send.text);
      sentTo.push({ id: made.json.data.id, option: send.json.data.version.content.options[0].id });
    }
    await t.deps.outbox.settled();
    const linkOf = async (to: string) => (await readOutbox(t.kv)).find((m) => m.to === to && m.text.includes("/proposals/"))!.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    for (const n of [0, 1]) {
      const accepted = await t.call("POST", `/api/proposal-links/${await linkOf(`money${n}@example.com`)}/accept`, { body: { optionId: sentTo[n].option, addOnIds: [], fullName: `Money ${n}`, acceptTerms: true } });
      assert.equal(accepted.status, 200, accepted.text);
    }
    assert.equal((await t.call("POST", `/api/proposal-links/${await linkOf("money2@example.com")}/decline`, { body: {} })).status, 200);
    let { report, trips } = await check("answered");
    assert.equal(report.proposals.accepted.value, 2);
    assert.equal(report.topPackagesByRevenue.length, 2);
    const trip = trips.find((x) => x.source?.id === ids[0])!;

    // A payment, its refund, a credit note: no trip record changes, no number moves.
    const invoices = (await t.call("GET", `/api/trips/${trip.id}/invoices`, { token: admin })).json.data.invoices as { id: string; total: number; currency: string }[];
    assert.ok(invoices.length >= 2, "a deposit and a balance");
    const paid = await t.call("POST", `/api/trips/${trip.id}/payments`, {
      token: admin,
      body: { invoiceId: invoices[0].id, amount: invoices[0].total, currency: invoices[0].currency, receivedOn: today, reference: "BANK-9", method: "bank" },
    });
    assert.equal(paid.status, 201, paid.text);
    const before = (await check("paid")).report;
    const refund = await t.call("POST", `/api/payments/${paid.json.data.id}/refunds`, { token: admin, body: { amount: 10, refundedOn: today, reason: "Goodwill" } });
    assert.equal(refund.status, 201, refund.text);
    assert.deepEqual((await check("refunded")).report.revenueByMonth, before.revenueByMonth);
    const note = await t.call("POST", `/api/invoices/${invoices[1].id}/credit-note`, { token: admin, body: { reason: "Dates changed" } });
    assert.equal(note.status, 201, note.text);
    assert.deepEqual((await check("credited")).report.revenueByMonth, before.revenueByMonth);

    // A staff change of the trip's costs moves its margin.
    const loaded = (await t.call("GET", `/api/trips/${trip.id}`, { token: admin })).json.data;
    const edit = { version: loaded.version, title: loaded.title, partySize: loaded.partySize, timeZone: loaded.timeZone, stay: loaded.stay, days: loaded.days };
    const costed = [...edit.stay, ...edit.days.flatMap((d: { items: unknown[] }) => d.items)].find((item: { unitCost?: number }) => typeof item.unitCost === "number") as { unitCost: number };
    costed.unitCost += 250;
    assert.equal((await t.call("PUT", `/api/trips/${trip.id}`, { token: admin, body: edit })).status, 200);
    assert.notDeepEqual((await check("costed")).report.revenueByMonth, before.revenueByMonth);

    // The second trip's inquiry deleted: its trip's revenue stays, its package's goes.
    assert.equal((await t.call("DELETE", `/api/inquiries/${ids[1]}`, { token: admin })).status, 200);
    ({ report } = await check("inquiry deleted"));
    assert.equal(report.topPackagesByRevenue.length, 1);
    // The first traveller erased: their inquiry, proposal and trip go, and the numbers with them.
    const person = await findPerson(t.kv, "money0@example.com");
    await erasePerson(t.kv, {
      ids: [...person.ids.inquiries, ...person.ids.proposals, ...person.ids.trips],
      needles: needlesOf(person.email, person.names, person.phones),
      contactNeedles: needlesOf(person.email, [], person.phones),
      pseudonym: "Erased traveller",
      files: [],
    });
    ({ report } = await check("erased"));
    assert.equal(report.topPackagesByRevenue.length, 0);
    assert.equal(report.proposals.accepted.value, 1);

    t.kv.atomic = atomic;
    assert.ok(commits > 20, `every write watched (${commits} commits)`);
    assert.deepEqual(broken, [], "a commit left the counters apart from the rows");
  }, ENV);
});
