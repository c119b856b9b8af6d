/**
 * Every kind of lead is in the pipeline (issue #33): a bespoke request and a chat handed to a person
 * are leads like an inquiry, in `GET /api/leads` with their `kind` (and `kind=`), their stage moved
 * by their own events (staff contacting the member, a consultant's reply, a proposal made from them
 * sent and accepted) and by staff to Lost and back; each lead carries its value (the listed price,
 * the sent proposal's total, the accepted trip's) and where it came from (`origin`: from the API,
 * the chat's hand-over and the no-JS form); records stored before get their leads at start.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import { backfillLeadKinds } from "../../server/kv/lead-kinds-backfill.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { type TestApp, withAdminApp, withSeededApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";
import { proposalContent } from "../helpers/proposals.ts";
import { rendererSite } from "../helpers/test-site.ts";

const requestDetails = { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" };
const generatedIdea = { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." };

type Lead = { id: string; kind: string; recordId?: string; stage: string; source: string; value?: { amount: number; currency: string; of: string } };

async function leads(t: TestApp, admin: string, query: string): Promise<Lead[]> {
  const res = await t.call("GET", `/api/leads?${query}`, { token: admin });
  assert.equal(res.status, 200, res.text);
  return res.json.data.items;
}

/** Sends the proposal `id` (content priced by the helper) and accepts its second option through the emailed link. */
async function sendAndAccept(t: TestApp, admin: string, id: string, version: number, check: () => Promise<void>) {
  const content = proposalContent();
  assert.equal((await t.call("PUT", `/api/proposals/${id}`, { token: admin, body: { ...content, version } })).status, 200);
  const sent = await t.call("POST", `/api/proposals/${id}/send`, { token: admin });
  assert.equal(sent.status, 200, sent.text);
  await check();
  await t.deps.outbox.settled();
  const mail = (await readOutbox(t.kv)).filter((m) => m.to === content.traveller.email && m.text.includes("/proposals/")).at(-1)!;
  const token = mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1];
  const accepted = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { optionId: "o2", addOnIds: [], fullName: "Layla Haddad", acceptTerms: true } });
  assert.equal(accepted.status, 200, accepted.text);
  return accepted.json.data.acceptance.total as number;
}

Deno.test("a bespoke request is a lead: its kind and source, Responded once contacted, a proposal's value, Lost and back", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member();
    const origin = { utmSource: "Newsletter", utmMedium: "email", utmCampaign: "winter" };
    const made = await t.call("POST", "/api/bespoke", { token: member.token, body: { requestDetails, generatedIdea, origin } });
    assert.equal(made.status, 201, made.text);
    const id = made.json.data.submission.id;
    assert.equal(made.json.data.submission.origin, undefined, "the member reads no lead");

    const [lead] = await leads(t, admin, "kind=bespoke");
    assert.ok(lead, "the request is a lead");
    assert.equal(lead.id, id);
    assert.equal(lead.kind, "bespoke");
    assert.equal(lead.recordId, id, "its card opens the request");
    assert.equal(lead.stage, "New");
    assert.equal(lead.source, "newsletter");
    assert.equal(lead.value, undefined, "no listed price, no proposal yet");
    assert.deepEqual((await leads(t, admin, "source=newsletter")).map((l) => l.id), [id]);
    assert.deepEqual(await leads(t, admin, "kind=chat"), []);
    assert.deepEqual((await leads(t, admin, "kind=inquiry")).length, 0);
    assert.equal((await t.call("GET", "/api/leads/counts", { token: admin })).json.data.total, 1);

    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/status`, { token: admin, body: { status: "Viewed" } })).status, 200);
    assert.equal((await leads(t, admin, "kind=bespoke"))[0].stage, "New", "viewing is no response");
    const feed = (await t.kv.get(KEYS.deskChanged("inquiries"))).versionstamp;
    assert.equal((await t.call("PATCH", `/api/bespoke/${id}/status`, { token: admin, body: { status: "Contacted" } })).status, 200);
    assert.equal((await leads(t, admin, "kind=bespoke"))[0].stage, "Responded");
    assert.notEqual((await t.kv.get(KEYS.deskChanged("inquiries"))).versionstamp, feed, "the list and the board hear of it");

    const proposal = await t.call("POST", "/api/proposals", { token: admin, body: { bespokeId: id } });
    assert.equal(proposal.status, 201, proposal.text);
    const total = await sendAndAccept(t, admin, proposal.json.data.id, proposal.json.data.version, async () => {
      const [sent] = await leads(t, admin, "kind=bespoke");
      assert.equal(sent.stage, "Proposal sent");
      assert.deepEqual(sent.value, { amount: proposalTotals(proposalContent())[0].price, currency: "USD", of: "proposal" });
    });
    const [accepted] = await leads(t, admin, "kind=bespoke");
    assert.equal(accepted.stage, "Accepted");
    assert.deepEqual(accepted.value, { amount: total, currency: "USD", of: "trip" });

    const lost = await t.call("PATCH", `/api/leads/${id}/stage`, { token: admin, body: { lost: { reason: "price", note: "Too dear" } } });
    assert.equal(lost.status, 200, lost.text);
    assert.equal(lost.json.data.kind, "bespoke");
    assert.equal(lost.json.data.stage, "Lost");
    assert.deepEqual((await leads(t, admin, "stage=Lost")).map((l) => l.id), [id]);
    const back = await t.call("PATCH", `/api/leads/${id}/stage`, { token: admin, body: { lost: null } });
    assert.equal(back.json.data.stage, "Accepted");
    const audit = (await t.call("GET", `/api/audit?entity=bespoke&entityId=${id}`, { token: admin })).json.data.entries;
    assert.equal(audit.filter((e: { action: string }) => e.action === "stage").length, 2);
    const own = (await t.call("GET", "/api/bespoke", { token: member.token })).json.data[0];
    assert.equal(own.lead, undefined, "a member's own list holds no lead facts");
  });
});

Deno.test("a chat handed to a person is a lead: its source from the hand-over, Responded at a consultant's reply, Lost and back, gone with the chat", async () => {
  await withAdminApp(async (t, admin) => {
    const quiet = newChatSessionId();
    assert.equal((await t.call("POST", `/api/chat/sessions/${quiet}/messages`, { body: { text: "Beach ideas?" } })).status, 201);
    const id = newChatSessionId();
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Can I talk to a person?" } })).status, 201);
    assert.deepEqual(await leads(t, admin, "kind=chat"), [], "a conversation with the AI alone is no lead");

    const origin = { referrer: "https://www.google.com/search?q=dubai+desert" };
    const handed = await t.call("POST", `/api/chat/sessions/${id}/consultant`, { body: { origin } });
    assert.equal(handed.status, 200, handed.text);
    const [lead] = await leads(t, admin, "kind=chat");
    assert.ok(lead, "the hand-over makes it a lead");
    assert.equal(lead.kind, "chat");
    assert.equal(lead.recordId, id, "its card opens the conversation");
    assert.equal(lead.stage, "New");
    assert.equal(lead.source, "google.com");
    assert.deepEqual((await leads(t, admin, "source=google.com")).map((l) => l.id), [lead.id]);
    const transcript = await t.call("GET", `/api/chat/sessions/${id}`);
    assert.equal(transcript.json.data.lead, undefined, "the visitor reads no lead");

    const reply = await t.call("POST", `/api/chat/sessions/${id}/messages`, { token: admin, body: { text: "Hello, I am Sara.", role: "model" } });
    assert.equal(reply.status, 201, reply.text);
    assert.equal((await leads(t, admin, "kind=chat"))[0].stage, "Responded");

    const lost = await t.call("PATCH", `/api/leads/${lead.id}/stage`, { token: admin, body: { lost: { reason: "no_reply" } } });
    assert.equal(lost.status, 200, lost.text);
    assert.equal(lost.json.data.stage, "Lost");
    assert.equal((await leads(t, admin, "kind=chat"))[0].stage, "Lost");
    const back = await t.call("PATCH", `/api/leads/${lead.id}/stage`, { token: admin, body: { lost: null } });
    assert.equal(back.json.data.stage, "Responded");

    assert.equal((await t.call("DELETE", `/api/chat/sessions/${id}`, { token: admin })).status, 200);
    assert.deepEqual(await leads(t, admin, "kind=chat"), []);
    assert.equal((await t.call("GET", "/api/leads/counts", { token: admin })).json.data.total, 0);
  });
});

Deno.test("an inquiry keeps its origin from the API and is worth its listed price, then its proposal's", async () => {
  await withAdminApp(async (t, admin) => {
    await storeFixtureActivity(t.kv);
    const stored = (await t.kv.get<Record<string, unknown>>(KEYS.activity("dune-dinner"))).value!;
    await t.kv.set(KEYS.activity("dune-dinner"), { ...stored, price: 350 });
    const origin = { utmSource: "newsletter", utmCampaign: "winter", referrer: "https://mail.example.net/" };
    const sent = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ numPeople: "2", origin }) });
    assert.equal(sent.status, 201, sent.text);
    const id = sent.json.data.id;
    const record = (await t.kv.get<{ origin?: unknown }>(KEYS.inquiry(id))).value!;
    assert.deepEqual(record.origin, origin, "stored with the inquiry");
    const [lead] = await leads(t, admin, "source=newsletter");
    assert.equal(lead?.id, id);
    assert.equal(lead.kind, "inquiry");
    assert.deepEqual(lead.value, { amount: 700, currency: "USD", of: "listed" }, "the listed price for two");

    const proposal = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: id } });
    const total = await sendAndAccept(t, admin, proposal.json.data.id, proposal.json.data.version, async () => {
      assert.deepEqual((await leads(t, admin, "kind=inquiry"))[0].value, { amount: proposalTotals(proposalContent())[0].price, currency: "USD", of: "proposal" });
    });
    assert.deepEqual((await leads(t, admin, "kind=inquiry"))[0].value, { amount: total, currency: "USD", of: "trip" });
  });
});

Deno.test("bespoke requests and handed-over chats stored before the pipeline get their leads once at start", async () => {
  await withAdminApp(async (t, admin) => {
    const now = new Date().toISOString();
    const bespoke = { id: "01old0bespoke0000000000000", userId: "u1", userName: "Old Member", userEmail: "old@example.com", submissionDate: now, status: "New", requestDetails, generatedIdea };
    await t.kv.set(KEYS.bespoke(bespoke.id), bespoke);
    const chat = newChatSessionId();
    await t.kv.set(KEYS.chatSession(chat), { sessionId: chat, status: "Needs Review", handler: "consultant", startTimestamp: now, lastActivityTimestamp: now, messageCount: 0 });
    const ai = newChatSessionId();
    await t.kv.set(KEYS.chatSession(ai), { sessionId: ai, status: "AI-Active", handler: "ai", startTimestamp: now, lastActivityTimestamp: now, messageCount: 0 });

    assert.equal(await backfillLeadKinds(t.kv, 1), 2);
    assert.equal(await backfillLeadKinds(t.kv, 1), 0, "once");
    assert.deepEqual((await leads(t, admin, "kind=bespoke")).map((l) => l.id), [bespoke.id]);
    assert.deepEqual((await leads(t, admin, "kind=chat")).map((l) => l.recordId), [chat]);
    assert.equal((await t.call("GET", "/api/leads/counts", { token: admin })).json.data.total, 2);
  });
});

/** One build of the renderer for the no-JS form's test, removed when the tests end. */
const buildSite = rendererSite("lead-origin-site-");

Deno.test("the no-JS form carries the origin: the page renders it from its query and referrer, and the post stores it", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const path = `/packages/${pkg.id}`;
    const page = await t.call("GET", `${path}?utm_source=newsletter&utm_campaign=winter`, { headers: { referer: "https://news.example.org/issue/12" } });
    assert.equal(page.status, 200);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1];
    assert.equal(hidden("utmSource"), "newsletter");
    assert.equal(hidden("utmCampaign"), "winter");
    assert.equal(hidden("referrer"), "https://news.example.org/issue/12");
    const shared = await t.call("GET", path);
    assert.equal(new RegExp(`name="utmSource" value="([^"]*)"`).exec(shared.text)?.[1] ?? "", "", "the page every visitor shares tells no origin");
    const inside = await t.call("GET", path, { headers: { referer: `${t.deps.siteUrl}/packages` } });
    assert.notEqual(inside.headers.get("cache-control"), "no-store", "a link from this site's own page answers the shared page");
    const searched = await t.call("GET", path, { headers: { referer: "https://www.google.com/" } });
    assert.notEqual(searched.headers.get("cache-control"), "no-store", "a visit from a search engine answers the kept page too");
    assert.equal(page.headers.get("cache-control"), "no-store", "a page made for its visitor is kept nowhere");

    const form = {
      userName: "Layla Haddad", userEmail: "layla.form@example.com", userPhone: "+971 50 123 4567", numPeople: "2", preferredDates: "", specialRequests: "",
      itemName: pkg.name, idempotencyKey: "", utmSource: "newsletter", utmCampaign: "winter", utmMedium: "", referrer: "https://news.example.org/issue/12",
    };
    const res = await t.call("POST", path, { raw: new URLSearchParams(form).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    const [lead] = await leads(t, admin, "source=newsletter");
    assert.ok(lead, "the form's lead has its source");
    const record = (await t.kv.get<{ origin?: unknown }>(KEYS.inquiry(lead.id))).value!;
    assert.deepEqual(record.origin, { utmSource: "newsletter", utmCampaign: "winter", referrer: "https://news.example.org/issue/12" });
  }, { WEB_DIST: await buildSite() });
});
