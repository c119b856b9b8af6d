/**
 * One inquiry walked through every stage of the pipeline with the real services (issue #33): a
 * reply, a proposal sent, the traveller's acceptance (the trip made: the lead takes its dates), the
 * deposit paid by bank transfer, the balance by card through the Stripe stand-in, then staff move
 * the trip's dates around today (Travelling, then Completed). Each stage shows in GET /api/leads
 * and the dashboard's funnel counts it; a refund undoes Paid in full.
 */
import assert from "node:assert/strict";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { FUNNEL_STAGES } from "../../contract/reports.ts";
import type { TripLedger } from "../../contract/money/model.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { backfillLeadFacts } from "../../server/kv/lead-facts-backfill.ts";
import { refreshLeadRows, writeLead } from "../../server/kv/leads.ts";
import { rebuildLeadStats } from "../../server/kv/lead-stats.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { tripIdOfProposal } from "../../server/kv/trips.ts";
import { type TestApp, withAdminApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";
import { proposalContent } from "../helpers/proposals.ts";
import { startStripeStandIn } from "../helpers/stripe-stand-in.ts";

const EMAIL = "stages@example.com";

async function lead(t: TestApp, admin: string) {
  const res = await t.call("GET", `/api/leads?q=${encodeURIComponent(EMAIL)}`, { token: admin });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.data.items.length, 1);
  return res.json.data.items[0];
}

/** The dashboard's funnel for today: how many of today's leads reached each stage. */
async function funnel(t: TestApp, admin: string): Promise<Record<string, number>> {
  const day = agencyDay(t.config.AGENCY_TIMEZONE);
  const res = await t.call("GET", `/api/reports/dashboard?from=${day}&to=${day}`, { token: admin });
  assert.equal(res.status, 200, res.text);
  return Object.fromEntries(res.json.data.funnel.map((s: { stage: string; reached: { value: number } }) => [s.stage, s.reached.value]));
}

/** The stage is shown by the list and the funnel counts the lead up to it, not beyond. */
async function isAt(t: TestApp, admin: string, stage: string) {
  assert.equal((await lead(t, admin)).stage, stage);
  const reached = await funnel(t, admin);
  const at = FUNNEL_STAGES.indexOf(stage as typeof FUNNEL_STAGES[number]);
  for (const [i, step] of FUNNEL_STAGES.entries()) assert.equal(reached[step], i <= at ? 1 : 0, `${stage}: ${step}`);
  const listed = await t.call("GET", `/api/leads?stage=${encodeURIComponent(stage)}`, { token: admin });
  assert.equal(listed.json.data.items.length, 1, `listed under ${stage}`);
}

Deno.test("a lead moves by itself from New to Completed as its trip and payments happen", async () => {
  const stripe = startStripeStandIn();
  try {
    await withAdminApp(async (t, admin) => {
      stripe.deliverTo((body, headers) => t.app.request("/api/payments/stripe/webhook", { method: "POST", headers, body }));
      const today = agencyDay(t.config.AGENCY_TIMEZONE);
      await storeFixtureActivity(t.kv);
      const activity = (await t.kv.get<Record<string, unknown>>(KEYS.activity("dune-dinner"))).value!;
      await t.kv.set(KEYS.activity("dune-dinner"), { ...activity, price: 350 });
      const sent = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: EMAIL }) });
      assert.equal(sent.status, 201, sent.text);
      const id = sent.json.data.id;
      await isAt(t, admin, "New");

      assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Gladly." } })).status, 201);
      await isAt(t, admin, "Responded");

      // A proposal from the inquiry, departing in 100 days (a deposit now, the balance later).
      const made = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: id } });
      assert.equal(made.status, 201, made.text);
      const start = addDays(today, 100);
      const { id: _id, version, status: _s, ...content } = made.json.data;
      const dated = { ...content, version, startDate: start, days: content.days.map((d: object) => ({ ...d, date: undefined })) };
      const saved = await t.call("PUT", `/api/proposals/${made.json.data.id}`, { token: admin, body: dated });
      assert.equal(saved.status, 200, saved.text);
      const send = await t.call("POST", `/api/proposals/${made.json.data.id}/send`, { token: admin });
      assert.equal(send.status, 200, send.text);
      await isAt(t, admin, "Proposal sent");

      await t.deps.outbox.settled();
      const mail = (await readOutbox(t.kv)).find((m) => m.to === EMAIL && m.text.includes("/proposals/"))!;
      const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
      const optionId = send.json.data.version.content.options[0].id;
      const accepted = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId, addOnIds: [], fullName: "Layla Haddad", acceptTerms: true } });
      assert.equal(accepted.status, 200, accepted.text);
      await isAt(t, admin, "Accepted");
      const tripId = (await tripIdOfProposal(t.kv, made.json.data.id))!;
      const trip = (await t.call("GET", `/api/trips/${tripId}`, { token: admin })).json.data;
      const facts = (await lead(t, admin)).facts;
      assert.equal(facts.departsOn, start, "the lead takes the trip's first day");
      assert.equal(facts.departsOn, trip.startDate);
      assert.equal(facts.returnsOn, trip.endDate);

      const book = async (): Promise<TripLedger> => (await t.call("GET", `/api/trips/${tripId}/invoices`, { token: admin })).json.data;
      const [deposit, balance] = (await book()).invoices;
      assert.equal(deposit.kind, "deposit");
      const bank = (invoice: { id: string; total: number; currency: string }, amount: number, reference: string) =>
        t.call("POST", `/api/trips/${tripId}/payments`, {
          token: admin,
          body: { invoiceId: invoice.id, amount, currency: invoice.currency, receivedOn: today, reference, method: "bank" },
        });
      // Part of the deposit is not the deposit paid.
      assert.equal((await bank(deposit, 10, "FT-1")).status, 201);
      await isAt(t, admin, "Accepted");
      assert.equal((await bank(deposit, deposit.total - 10, "FT-2")).status, 201);
      await isAt(t, admin, "Deposit paid");

      // The balance by card: the traveller's Checkout, the stand-in's signed webhook.
      await t.deps.outbox.settled();
      const tripMail = (await readOutbox(t.kv)).filter((m) => m.to === EMAIL).map((m) => m.text.match(/\/trips\/([A-Za-z0-9_-]{43})/)?.[1]).filter(Boolean).at(-1)!;
      const checkout = await t.call("POST", `/api/trip-links/${tripMail}/invoices/${balance.id}/checkout`);
      assert.equal(checkout.status, 201, checkout.text);
      const paid = await fetch(checkout.json.data.url, { method: "POST", redirect: "manual" });
      await paid.body?.cancel();
      assert.equal(stripe.deliveries.at(-1)!.status, 200, stripe.deliveries.at(-1)!.body);
      await isAt(t, admin, "Paid in full");

      // A refund that leaves the balance short undoes Paid in full; paying it again redoes it.
      const card = (await book()).payments.find((p) => p.method === "card")!;
      const refund = await t.call("POST", `/api/payments/${card.id}/refunds`, { token: admin, body: { amount: 5, refundedOn: today } });
      assert.equal(refund.status, 201, refund.text);
      await isAt(t, admin, "Deposit paid");
      assert.equal((await bank(balance, 5, "FT-3")).status, 201);
      await isAt(t, admin, "Paid in full");

      // Staff move the trip: yesterday to tomorrow is Travelling, ended yesterday is Completed.
      const move = async (first: string, last: string) => {
        const current = (await t.call("GET", `/api/trips/${tripId}`, { token: admin })).json.data;
        const days = [{ ...current.days[0], date: first }, { id: "last-day", date: last, items: [] }];
        const body = { version: current.version, title: current.title, partySize: current.partySize, timeZone: current.timeZone, stay: current.stay, days };
        const res = await t.call("PUT", `/api/trips/${tripId}`, { token: admin, body });
        assert.equal(res.status, 200, res.text);
        return res.json.data;
      };
      const moved = await move(addDays(today, -1), addDays(today, 1));
      assert.deepEqual([(await lead(t, admin)).facts.departsOn, (await lead(t, admin)).facts.returnsOn], [moved.startDate, moved.endDate]);
      await isAt(t, admin, "Travelling");
      await move(addDays(today, -3), addDays(today, -1));
      await isAt(t, admin, "Completed");
    }, { env: stripe.env });
  } finally {
    await stripe.close();
  }
});

Deno.test("leads whose trips and payments came before get their dates and payments once at start, counted by the reports", async () => {
  await withAdminApp(async (t, admin) => {
    const today = agencyDay(t.config.AGENCY_TIMEZONE);
    await storeFixtureActivity(t.kv);
    const activity = (await t.kv.get<Record<string, unknown>>(KEYS.activity("dune-dinner"))).value!;
    await t.kv.set(KEYS.activity("dune-dinner"), { ...activity, price: 350 });
    const sent = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: EMAIL }) });
    const id = sent.json.data.id;
    const made = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: id } });
    const { id: _id, version, status: _s, ...content } = made.json.data;
    const start = today;
    const body = { ...content, version, startDate: start, days: content.days.map((d: object) => ({ ...d, date: undefined })) };
    assert.equal((await t.call("PUT", `/api/proposals/${made.json.data.id}`, { token: admin, body })).status, 200);
    const send = await t.call("POST", `/api/proposals/${made.json.data.id}/send`, { token: admin });
    await t.deps.outbox.settled();
    const token = (await readOutbox(t.kv)).find((m) => m.to === EMAIL && m.text.includes("/proposals/"))!.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const optionId = send.json.data.version.content.options[0].id;
    assert.equal((await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId, addOnIds: [], fullName: "Layla Haddad", acceptTerms: true } })).status, 200);
    await isAt(t, admin, "Travelling");
    const tripId = (await tripIdOfProposal(t.kv, made.json.data.id))!;
    const [whole] = (await t.call("GET", `/api/trips/${tripId}/invoices`, { token: admin })).json.data.invoices;
    const payment = { invoiceId: whole.id, amount: whole.total, currency: whole.currency, receivedOn: today, reference: "FT-9", method: "bank" };
    assert.equal((await t.call("POST", `/api/trips/${tripId}/payments`, { token: admin, body: payment })).status, 201);
    assert.ok((await lead(t, admin)).facts.paidInFullAt);

    // As stored before the lead kept its trip's facts: the facts gone, the row and counters with them.
    const entry = await t.kv.get<Inquiry>(KEYS.inquiry(id));
    const { lead: _facts, ...old } = entry.value!;
    const op = t.kv.atomic().check(entry).set(KEYS.inquiry(id), old);
    assert.ok((await writeLead(op, entry.value, old).commit()).ok);
    await isAt(t, admin, "Accepted");

    assert.equal(await backfillLeadFacts(t.kv), 1);
    await isAt(t, admin, "Travelling");
    const facts = (await lead(t, admin)).facts;
    assert.deepEqual([facts.departsOn, typeof facts.depositPaidAt, typeof facts.paidInFullAt], [today, "string", "string"]);
    assert.equal(await backfillLeadFacts(t.kv), 0, "once");
    // The reports' counters counted again from the rows (a start with a changed working week) agree.
    await t.kv.delete(KEYS.setting("lead_stats"));
    await rebuildLeadStats(t.kv, refreshLeadRows);
    await isAt(t, admin, "Travelling");
  });
});

Deno.test("a bespoke request's lead follows its trip and payments too, found by the proposal's request", async () => {
  await withAdminApp(async (t, admin) => {
    const today = agencyDay(t.config.AGENCY_TIMEZONE);
    const member = await t.member();
    const idea = { requestDetails: { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" }, generatedIdea: { title: "Stars Over Liwa", description: "Two nights in the dunes." } };
    const made = await t.call("POST", "/api/bespoke", { token: member.token, body: idea });
    assert.equal(made.status, 201, made.text);
    const id = made.json.data.submission.id;
    const stage = async () => {
      const [row] = (await t.call("GET", `/api/leads?kind=bespoke`, { token: admin })).json.data.items;
      assert.equal(row.id, id);
      return row;
    };
    const proposal = await t.call("POST", "/api/proposals", { token: admin, body: { bespokeId: id } });
    const content = proposalContent({ startDate: addDays(today, 100) });
    assert.equal((await t.call("PUT", `/api/proposals/${proposal.json.data.id}`, { token: admin, body: { ...content, version: proposal.json.data.version } })).status, 200);
    assert.equal((await t.call("POST", `/api/proposals/${proposal.json.data.id}/send`, { token: admin })).status, 200);
    await t.deps.outbox.settled();
    const mail = (await readOutbox(t.kv)).filter((m) => m.to === content.traveller.email && m.text.includes("/proposals/")).at(-1)!;
    const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
    const accepted = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId: "o2", addOnIds: [], fullName: "Layla Haddad", acceptTerms: true } });
    assert.equal(accepted.status, 200, accepted.text);
    const tripId = (await tripIdOfProposal(t.kv, proposal.json.data.id))!;
    const trip = (await t.call("GET", `/api/trips/${tripId}`, { token: admin })).json.data;
    const at = await stage();
    assert.equal(at.stage, "Accepted");
    assert.deepEqual([at.facts.departsOn, at.facts.returnsOn], [trip.startDate, trip.endDate]);

    const [deposit, balance] = (await t.call("GET", `/api/trips/${tripId}/invoices`, { token: admin })).json.data.invoices;
    const pay = (invoice: { id: string; total: number; currency: string }, reference: string) =>
      t.call("POST", `/api/trips/${tripId}/payments`, { token: admin, body: { invoiceId: invoice.id, amount: invoice.total, currency: invoice.currency, receivedOn: today, reference, method: "bank" } });
    assert.equal((await pay(deposit, "FT-1")).status, 201);
    assert.equal((await stage()).stage, "Deposit paid");
    assert.equal((await pay(balance, "FT-2")).status, 201);
    assert.equal((await stage()).stage, "Paid in full");
  });
});
