/**
 * The staff's proposals (issue #30): created from an inquiry, a bespoke request, a live chat or
 * blank; saved with the stale-edit check; sent (a numbered version, its link and its email in one
 * commit, the inquiry following); withdrawn, revoked, deleted; priced from the catalogue in the
 * proposal's currency at the staff's dated rate. Staff only.
 */
import assert from "node:assert/strict";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import { PROPOSAL_TEXTS } from "../../contract/proposals/model.ts";
import { createBespoke } from "../../server/kv/bespoke.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { proposalOfToken } from "../../server/kv/proposal-links.ts";
import { seedDemoProposal } from "../../server/seed/demo-proposal.ts";
import { type TestApp, withAdminApp, withSeededApp, withSmtpApp } from "../helpers/app.ts";
import { activityInquiryBody, storeFixtureActivity } from "../helpers/fixtures.ts";
import { storeUser, tokenFor } from "../helpers/roles.ts";
import { adminToken, apiCall } from "../helpers/e2e.ts";
import { startServer } from "../helpers/server.ts";

const FIXTURE_PRICE = 350;

/** The fixture activity with a price, and an activity inquiry about it (in `lang`); answers the inquiry's id. */
async function activityInquiry(t: TestApp, over: Record<string, unknown> = {}, lang = "en"): Promise<string> {
  await storeFixtureActivity(t.kv);
  const stored = (await t.kv.get<Record<string, unknown>>(KEYS.activity("dune-dinner"))).value!;
  await t.kv.set(KEYS.activity("dune-dinner"), { ...stored, price: FIXTURE_PRICE });
  const res = await t.call("POST", `/api/inquiries?lang=${lang}`, { body: activityInquiryBody(over) });
  assert.equal(res.status, 201, res.text);
  return res.json.data.id;
}

async function create(t: TestApp, admin: string, body: Record<string, unknown>) {
  const res = await t.call("POST", "/api/proposals", { token: admin, body });
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

/** The content of a proposal as the editor sends it back (`version` included). */
function contentOf(p: Record<string, unknown>) {
  const { title, traveller, partySize, startDate, currency, validUntil, introduction, included, days, options, addOns, version } = p;
  return { title, traveller, partySize, startDate, currency, validUntil, introduction, included, days, options, addOns, version };
}

Deno.test("a proposal from an inquiry is prefilled: traveller, party, dates, the item priced, the request's words", async () => {
  await withAdminApp(async (t, admin) => {
    const inquiryId = await activityInquiry(t, { numPeople: "3", preferredDates: "2027-03-10 to 2027-03-13", specialRequests: "A quiet table, please." }, "fr");
    const p = await create(t, admin, { inquiryId });
    assert.equal(p.status, "Draft");
    assert.equal(p.sentVersion, 0);
    assert.deepEqual(p.source, { kind: "inquiry", id: inquiryId });
    assert.deepEqual(p.traveller, { name: "Omar Aziz", email: "omar@example.com", phone: "+44 20 7946 0958", language: "fr" });
    assert.equal(p.partySize, 3);
    assert.equal(p.startDate, "2027-03-10");
    assert.deepEqual(p.days.map((d: { date: string }) => d.date), ["2027-03-10", "2027-03-11", "2027-03-12", "2027-03-13"]);
    assert.equal(p.days[0].title, "Jour 1");
    const [item] = p.days[0].items;
    assert.deepEqual([item.kind, item.refId, item.title, item.unitPrice, item.quantity], ["activity", "dune-dinner", "Dune Dinner", FIXTURE_PRICE, 3]);
    assert.equal(p.title, "Dune Dinner");
    assert.match(p.requestText, /A quiet table, please\./);
    assert.match(p.requestText, /2027-03-10 to 2027-03-13/);
    assert.equal(p.currency, "USD");
    assert.equal(p.rate, undefined);
    assert.equal(p.validUntil, addDays(agencyDay("Asia/Dubai"), 7));
    assert.equal(p.options.length, 1);
    assert.equal(p.options[0].name, "Option 1");
    assert.deepEqual(p.totals, [{ optionId: p.options[0].id, price: 1050, cost: 0, margin: 1050 }]);
    assert.equal(typeof p.version, "string");

    // A start date given wins over the request's.
    const dated = await create(t, admin, { inquiryId, startDate: "2027-05-01" });
    assert.deepEqual(dated.days.map((d: { date: string }) => d.date), ["2027-05-01", "2027-05-02", "2027-05-03", "2027-05-04"]);

    const listed = (await t.call("GET", "/api/proposals", { token: admin })).json.data;
    assert.deepEqual(listed.map((s: { id: string }) => s.id), [dated.id, p.id], "newest first");
    assert.equal(listed[1].travellerName, "Omar Aziz");
    assert.equal(listed[1].lowestTotal, 1050);
    const got = await t.call("GET", `/api/proposals/${p.id}`, { token: admin });
    assert.equal(got.status, 200);
    assert.equal(got.json.data.version, p.version);

    assert.equal((await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: "0000000000nothinghere00000" } })).status, 404);
  });
});

Deno.test("a proposal from a bespoke request, from a live chat, and a blank one", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member("nadia@example.com");
    const bespoke = await createBespoke(t.kv, {
      userId: member.user.id,
      userName: "Nadia Karim",
      userEmail: "nadia@example.com",
      requestDetails: { destinationType: "Islands", travelStyle: "Slow", interests: "Diving", duration: "10 days", budget: "Ultimate VIP" },
      generatedIdea: { title: "Maldives Reef Retreat", description: "Ten days over the reef." },
    });
    const fromBespoke = await create(t, admin, { bespokeId: bespoke.id });
    assert.equal(fromBespoke.title, "Maldives Reef Retreat");
    assert.deepEqual(fromBespoke.traveller, { name: "Nadia Karim", email: "nadia@example.com", language: "en", userId: member.user.id });
    assert.equal(fromBespoke.days.length, 10);
    assert.match(fromBespoke.requestText, /Ten days over the reef\./);
    assert.deepEqual(fromBespoke.source, { kind: "bespoke", id: bespoke.id });

    const sessionId = `anon_${Date.now()}_${"a".repeat(32)}`;
    const now = new Date().toISOString();
    await t.kv.set(KEYS.chatSession(sessionId), {
      sessionId, status: "Needs Review", handler: "consultant", startTimestamp: now, lastActivityTimestamp: now,
      userName: "Karl Weber", userEmail: "karl@example.com", language: "de", messageCount: 1,
    });
    await t.kv.set(KEYS.chatMessage(sessionId, "01"), { id: "01", text: "Zwei Wochen Japan ab 2027-04-02, bitte.", role: "user", timestamp: now });
    const fromChat = await create(t, admin, { chatSessionId: sessionId });
    assert.deepEqual(fromChat.traveller, { name: "Karl Weber", email: "karl@example.com", language: "de" });
    assert.equal(fromChat.startDate, "2027-04-02");
    assert.equal(fromChat.requestText, "Zwei Wochen Japan ab 2027-04-02, bitte.");
    assert.equal(fromChat.title, "Ihre Reise");
    assert.equal(fromChat.options[0].name, "Option 1");

    const blank = await create(t, admin, {});
    assert.equal(blank.source, undefined);
    assert.deepEqual(blank.traveller, { name: "", email: "", language: "en" });
    assert.equal(blank.days.length, 1);
    assert.equal(blank.options.length, 1);
    assert.equal(blank.currency, "USD");

    const two = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: "a", bespokeId: "b" } });
    assert.equal(two.status, 400);
  });
});

Deno.test("a save from a stale copy is refused; catalogue items must exist; the days follow the start date", async () => {
  await withAdminApp(async (t, admin) => {
    const p = await create(t, admin, {});
    const body = { ...contentOf(p), title: "Desert and sea", traveller: { name: "Lina", email: "lina@example.com", language: "ar" }, startDate: "2027-01-30" };
    const saved = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.json.data.title, "Desert and sea");
    assert.equal(saved.json.data.days[0].date, "2027-01-30");
    assert.notEqual(saved.json.data.version, p.version);

    const stale = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...body, title: "Overwritten" } });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.message, PROPOSAL_TEXTS.staleEdit);
    assert.equal((await t.call("GET", `/api/proposals/${p.id}`, { token: admin })).json.data.title, "Desert and sea");

    const fresh = contentOf(saved.json.data);
    const unknown = { ...fresh, days: [{ id: "d1", items: [{ id: "i1", kind: "package", refId: "no-such-package", title: "Nothing" }] }] };
    const refused = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: unknown });
    assert.equal(refused.status, 400);
    assert.equal(refused.json.message, PROPOSAL_TEXTS.unknownCatalogueItem);
  });
});

Deno.test("only staff reach the proposals", async () => {
  await withAdminApp(async (t, admin) => {
    const p = await create(t, admin, {});
    const member = await tokenFor(t, await storeUser(t));
    for (const [method, path] of [["GET", "/api/proposals"], ["POST", "/api/proposals"], ["GET", `/api/proposals/${p.id}`], ["POST", `/api/proposals/${p.id}/send`], ["DELETE", `/api/proposals/${p.id}`]]) {
      const body = method === "GET" ? undefined : {};
      assert.equal((await t.call(method, path, { token: member, body })).status, 403, `${method} ${path}`);
      assert.equal((await t.call(method, path, { body })).status, 401, `${method} ${path}`);
    }
  });
});

/** The private token of a proposal link in an email's text. */
function proposalToken(text: string): string {
  const match = text.match(/\/proposals\/([A-Za-z0-9_-]{43})/);
  assert.ok(match, `no proposal link in: ${text}`);
  return match[1];
}

Deno.test("sending emails the traveller a working private link; a change sent again is version 2; the inquiry follows", async () => {
  await withSmtpApp(async (t, smtp) => {
    const admin = await t.adminToken();
    const inquiryId = await activityInquiry(t, { userEmail: "lina@example.com", userName: "Lina Haddad" }, "ar");
    const p = await create(t, admin, { inquiryId });
    assert.equal((await t.call("POST", `/api/proposals/${p.id}/withdraw`, { token: admin })).status, 409, "a draft cannot be withdrawn");

    const sent = await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.json.data.proposal.status, "Sent");
    assert.equal(sent.json.data.proposal.sentVersion, 1);
    const v1 = sent.json.data.version;
    assert.equal(v1.version, 1);
    assert.match(v1.hash, /^[0-9a-f]{64}$/);
    assert.match(v1.terms, /العربون/, "the terms in the traveller's language");
    assert.deepEqual(v1.totals, sent.json.data.proposal.totals);

    const mail = await smtp.waitFor((m) => m.to.includes("lina@example.com") && m.text.includes("/proposals/"));
    assert.match(mail.text, /https:\/\/travel\.example\/ar\/proposals\//, "the link under the traveller's language");
    assert.match(mail.subject, /عرضك/);
    assert.match(mail.html, /dir="rtl"/);
    const token = proposalToken(mail.text);
    assert.equal(await proposalOfToken(t.kv, token), p.id, "the link opens the proposal");

    const inquiry = (await t.call("GET", "/api/inquiries", { token: admin })).json.data.find((i: { id: string }) => i.id === inquiryId);
    assert.equal(inquiry.status, "Proposal sent");
    const thread = (await t.call("GET", `/api/inquiries/${inquiryId}/thread`, { token: admin })).json.data;
    assert.ok(thread.messages.some((m: { kind: string; text: string }) => m.kind === "note" && m.text.includes("Proposal sent") && m.text.includes("version 1")));

    // A change, sent again: version 2, a new link; the first version stays as it was sent.
    const current = (await t.call("GET", `/api/proposals/${p.id}`, { token: admin })).json.data;
    const changed = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...contentOf(current), title: "رحلة الصحراء" } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.json.data.status, "Sent", "an edit keeps the status until sent");
    const again = await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    assert.equal(again.json.data.version.version, 2);
    assert.notEqual(again.json.data.version.hash, v1.hash);
    const versions = (await t.call("GET", `/api/proposals/${p.id}/versions`, { token: admin })).json.data;
    assert.deepEqual(versions.map((v: { version: number; content: { title: string } }) => [v.version, v.content.title]), [[1, "Dune Dinner"], [2, "رحلة الصحراء"]]);
    const second = proposalToken((await smtp.waitFor((m) => m.to.includes("lina@example.com") && m.subject.includes("رحلة الصحراء"))).text);
    assert.notEqual(second, token);

    // Revoked: both links stop working.
    const revoked = await t.call("POST", `/api/proposals/${p.id}/revoke-links`, { token: admin });
    assert.deepEqual(revoked.json.data, { id: p.id, revoked: 2 });
    for (const old of [token, second]) await assert.rejects(proposalOfToken(t.kv, old), (e: Error) => e.message === PROPOSAL_TEXTS.linkNotFound);

    // Withdrawn: locked from then on.
    assert.equal((await t.call("POST", `/api/proposals/${p.id}/withdraw`, { token: admin })).json.data.status, "Withdrawn");
    const locked = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: contentOf(current) });
    assert.equal(locked.status, 409);
    assert.equal(locked.json.message, PROPOSAL_TEXTS.notEditable);

    const audit = (await t.call("GET", `/api/audit?entity=proposal&entityId=${p.id}`, { token: admin })).json.data.entries;
    assert.deepEqual(audit.map((e: { action: string }) => e.action).reverse(), ["create", "send", "update", "send", "revoke_links", "withdraw"]);
  }, { env: { PUBLIC_URL: "https://travel.example/" } });
});

Deno.test("a proposal without the traveller's address is not sent", async () => {
  await withAdminApp(async (t, admin) => {
    const p = await create(t, admin, {});
    const refused = await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    assert.equal(refused.status, 400);
    assert.equal((await t.call("GET", `/api/proposals/${p.id}`, { token: admin })).json.data.status, "Draft");
    assert.equal((await t.call("GET", `/api/proposals/${p.id}/versions`, { token: admin })).json.data.length, 0);
  });
});

Deno.test("deleting a proposal removes its versions, links and indexes", async () => {
  await withAdminApp(async (t, admin) => {
    const inquiryId = await activityInquiry(t);
    const p = await create(t, admin, { inquiryId });
    await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    const deleted = await t.call("DELETE", `/api/proposals/${p.id}`, { token: admin });
    assert.deepEqual(deleted.json.data, { id: p.id, deleted: true });
    assert.equal((await t.call("GET", `/api/proposals/${p.id}`, { token: admin })).status, 404);
    for (const prefix of [KEYS.proposalVersions(p.id), KEYS.proposalTokensOf(p.id), KEYS.proposalsOfSource("inquiry", inquiryId), KEYS.proposalsOfEmail("omar@example.com")]) {
      const left = await Array.fromAsync(t.kv.list({ prefix }));
      assert.deepEqual(left, [], prefix.join("/"));
    }
    assert.deepEqual(await Array.fromAsync(t.kv.list({ prefix: ["proposal_tokens"] })), []);
    assert.equal((await t.call("DELETE", `/api/proposals/${p.id}`, { token: admin })).status, 404);
  });
});

Deno.test("catalogue prices are converted at the staff's dated rate: JPY without decimals, EUR in cents", async () => {
  await withAdminApp(async (t, admin) => {
    const rates = await t.call("PUT", "/api/exchange-rates", { token: admin, body: { rates: { JPY: { rate: 151.237, date: "2026-11-20" }, EUR: { rate: 0.9137, date: "2026-11-21" } } } });
    assert.equal(rates.status, 200, rates.text);
    const inquiryId = await activityInquiry(t, { numPeople: "2" });

    const yen = await create(t, admin, { inquiryId, currency: "JPY" });
    assert.deepEqual(yen.rate, { rate: 151.237, date: "2026-11-20" });
    assert.equal(yen.days[0].items[0].unitPrice, 52933, "350 × 151.237 = 52,932.95, no minor unit");
    assert.equal(yen.totals[0].price, 105866);

    const euro = await create(t, admin, { inquiryId, currency: "EUR" });
    assert.deepEqual(euro.rate, { rate: 0.9137, date: "2026-11-21" });
    assert.equal(euro.days[0].items[0].unitPrice, 319.8, "350 × 0.9137 = 319.795, rounded to cents");
    assert.equal(euro.totals[0].price, 639.6);

    // A catalogue item added by staff without a price is priced at the proposal's rate; one with a price keeps it.
    const body = contentOf(euro);
    const day = (body.days as { items: unknown[] }[])[0];
    day.items.push({ id: "added", kind: "activity", refId: "dune-dinner", title: "Dune Dinner again", quantity: 1 });
    day.items.push({ id: "custom", kind: "hotel", title: "Suite", unitPrice: 1000.5, unitCost: 800, quantity: 2 });
    const saved = await t.call("PUT", `/api/proposals/${euro.id}`, { token: admin, body });
    assert.equal(saved.status, 200, saved.text);
    const items = saved.json.data.days[0].items;
    assert.deepEqual(items.map((i: { unitPrice: number }) => i.unitPrice), [319.8, 319.8, 1000.5]);
    assert.deepEqual(saved.json.data.totals[0], { optionId: euro.options[0].id, price: 2960.4, cost: 1600, margin: 1360.4 });

    // Switching the currency takes that currency's rate.
    const inYen = await t.call("PUT", `/api/proposals/${euro.id}`, { token: admin, body: { ...contentOf(saved.json.data), currency: "JPY" } });
    assert.deepEqual(inYen.json.data.rate, { rate: 151.237, date: "2026-11-20" });
  });
});

Deno.test("the library keeps items and days for reuse, staff only", async () => {
  await withAdminApp(async (t, admin) => {
    const item = { id: "spa", kind: "experience", title: "Hammam ritual", unitPrice: 220, unitCost: 150, quantity: 2 };
    const saved = await t.call("POST", "/api/proposal-library", { token: admin, body: { name: "Hammam", kind: "item", item } });
    assert.equal(saved.status, 201, saved.text);
    assert.deepEqual(saved.json.data.item, { ...item });
    const day = await t.call("POST", "/api/proposal-library", { token: admin, body: { name: "Desert day", kind: "day", day: { id: "d", title: "Desert", items: [item] } } });
    assert.equal(day.status, 201, day.text);
    const mixed = await t.call("POST", "/api/proposal-library", { token: admin, body: { name: "Both", kind: "item", day: { id: "d", items: [] } } });
    assert.equal(mixed.status, 400);

    const listed = (await t.call("GET", "/api/proposal-library", { token: admin })).json.data;
    assert.deepEqual(listed.map((e: { name: string }) => e.name), ["Desert day", "Hammam"]);
    const member = await tokenFor(t, await storeUser(t));
    assert.equal((await t.call("GET", "/api/proposal-library", { token: member })).status, 403);

    assert.equal((await t.call("DELETE", `/api/proposal-library/${saved.json.data.id}`, { token: admin })).status, 200);
    assert.equal((await t.call("DELETE", `/api/proposal-library/${saved.json.data.id}`, { token: admin })).status, 404);
    assert.deepEqual((await t.call("GET", "/api/proposal-library", { token: admin })).json.data.map((e: { name: string }) => e.name), ["Desert day"]);
  });
});

Deno.test("the demo proposal is a sent version of a demo inquiry, its link working", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const demo = await seedDemoProposal(t.kv, "Asia/Dubai");
    assert.ok(demo);
    const [listed] = (await t.call("GET", "/api/proposals", { token: admin })).json.data;
    assert.equal(listed.id, demo.proposalId);
    assert.equal(listed.status, "Sent");
    assert.equal(listed.sentVersion, 1);
    const p = (await t.call("GET", `/api/proposals/${demo.proposalId}`, { token: admin })).json.data;
    assert.equal(p.options.length, 2);
    assert.ok(p.totals.every((total: { price: number; margin: number }) => total.price > 0 && total.margin > 0));
    assert.equal(p.days[1].items[0].unitPrice, 450, "the falconry priced from the catalogue");
    const pkg = p.days[0].items.find((item: { kind: string }) => item.kind === "package");
    assert.deepEqual([pkg.unitPrice, pkg.quantity], [8900, 2], "the package at its price per person, for the party");
    assert.equal(await proposalOfToken(t.kv, demo.token), demo.proposalId);
    const inquiry = (await t.call("GET", "/api/inquiries", { token: admin })).json.data.find((i: { id: string }) => i.id === p.source.id);
    assert.equal(inquiry.status, "Proposal sent");
    assert.equal((await t.call("GET", `/api/proposals/${demo.proposalId}/versions`, { token: admin })).json.data.length, 1);
  });
});

Deno.test("a blank draft saves without the traveller's address; sending asks for it", async () => {
  await withAdminApp(async (t, admin) => {
    const p = await create(t, admin, {});
    const saved = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...contentOf(p), introduction: "A first idea." } });
    assert.equal(saved.status, 200, saved.text);
    const bad = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...contentOf(saved.json.data), traveller: { name: "X", email: "not-an-address" } } });
    assert.equal(bad.status, 400);
    const refused = await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin });
    assert.equal(refused.status, 400);
    const withAddress = { ...contentOf(saved.json.data), traveller: { name: "Sara", email: "Sara@Example.com", language: "it" } };
    const ready = await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: withAddress });
    assert.equal(ready.json.data.traveller.email, "sara@example.com");
    assert.equal((await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin })).status, 200);
  });
});

Deno.test("a member's request is priced in their currency setting", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member("pounds@example.com");
    const stored = (await t.kv.get<{ preferences?: Record<string, unknown> }>(KEYS.user(member.user.id))).value!;
    const general = { language: "en", currency: "GBP", timezone: "UTC", theme: "dark" };
    await t.kv.set(KEYS.user(member.user.id), { ...stored, preferences: { ...stored.preferences, general } });
    await storeFixtureActivity(t.kv);
    const sent = await t.call("POST", "/api/inquiries", { token: member.token, body: activityInquiryBody({ userEmail: "pounds@example.com" }) });
    assert.equal(sent.status, 201, sent.text);
    const p = await create(t, admin, { inquiryId: sent.json.data.id });
    assert.equal(p.currency, "GBP");
    assert.equal(p.traveller.userId, member.user.id);
    assert.equal(typeof p.rate.rate, "number");
    assert.equal((await create(t, admin, { inquiryId: sent.json.data.id, currency: "AED" })).currency, "AED", "the one asked for wins");
  });
});

Deno.test("the agency's terms come from PROPOSAL_TERMS_FILE per language, English for a language it lacks", async () => {
  const file = await Deno.makeTempFile({ suffix: ".json" });
  await Deno.writeTextFile(file, JSON.stringify({ en: "Our terms in English.", ar: "شروطنا بالعربية." }));
  try {
    await withAdminApp(async (t, admin) => {
      const terms: Record<string, string> = {};
      for (const language of ["ar", "fr"]) {
        const p = await create(t, admin, {});
        await t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...contentOf(p), traveller: { name: "T", email: "t@example.com", language } } });
        terms[language] = (await t.call("POST", `/api/proposals/${p.id}/send`, { token: admin })).json.data.version.terms;
      }
      assert.deepEqual(terms, { ar: "شروطنا بالعربية.", fr: "Our terms in English." });
    }, { env: { PROPOSAL_TERMS_FILE: file } });
  } finally {
    await Deno.remove(file);
  }
});

Deno.test("concurrent saves from one copy: one wins, the other is a stale edit; concurrent sends make versions 1 and 2", async () => {
  await withAdminApp(async (t, admin) => {
    const inquiryId = await activityInquiry(t);
    const p = await create(t, admin, { inquiryId });
    const saves = await Promise.all(["First", "Second", "Third"].map((title) =>
      t.call("PUT", `/api/proposals/${p.id}`, { token: admin, body: { ...contentOf(p), title } })
    ));
    assert.deepEqual(saves.map((r) => r.status).sort(), [200, 409, 409]);
    const sends = await Promise.all([1, 2].map(() => t.call("POST", `/api/proposals/${p.id}/send`, { token: admin })));
    assert.deepEqual(sends.map((r) => r.status), [200, 200]);
    assert.deepEqual(sends.map((r) => r.json.data.version.version).sort(), [1, 2]);
    const versions = (await t.call("GET", `/api/proposals/${p.id}/versions`, { token: admin })).json.data;
    assert.deepEqual(versions.map((v: { version: number }) => v.version), [1, 2]);
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.proposalTokensOf(p.id) }))).length, 2);
  });
});

Deno.test("the first start of the real server stores the demo proposal and trip and logs their working links; test servers leave them out", async () => {
  const withDemo = await startServer({ demoProposal: true });
  try {
    const link = withDemo.output().match(/its traveller's link: ([^\s"]+)/)?.[1];
    assert.ok(link, "the link is logged");
    // With PORT=0 the address is known only once listening: the token is what counts here (the
    // page itself needs the web build, made after the server tests).
    const token = new URL(link).pathname.split("/").at(-1);
    const opened = await apiCall(withDemo, "GET", `/proposal-links/${token}`);
    assert.equal(opened.status, 200);
    assert.equal(opened.json.data.language, "en");
    const proposals = await apiCall(withDemo, "GET", "/proposals", await adminToken(withDemo));
    assert.deepEqual(proposals.json.data.map((p: { status: string }) => p.status), ["Accepted", "Viewed"], "the demo trip's proposal, then the demo proposal");
    const tripLink = withDemo.output().match(/its traveller's trip link: ([^\s"]+)/)?.[1];
    assert.ok(tripLink, "the demo trip's link is logged");
    const trip = await apiCall(withDemo, "GET", `/trip-links/${new URL(tripLink).pathname.split("/").at(-1)}`);
    assert.equal(trip.status, 200);
    assert.equal(trip.json.data.phase, "travelling");
    // Its lead has moved with it, as a traveller's acceptance and payment move one.
    const listed = proposals.json.data[0] as { id: string; source: { id: string } };
    const accepted = (await apiCall(withDemo, "GET", `/proposals/${listed.id}`, await adminToken(withDemo))).json.data as { source: { id: string }; acceptance: { total: number } };
    const leads = (await apiCall(withDemo, "GET", "/leads?limit=100", await adminToken(withDemo))).json.data.items as { id: string; stage: string; value?: { amount: number; of: string } }[];
    const lead = leads.find((l) => l.id === accepted.source.id);
    assert.equal(lead?.stage, "Travelling");
    assert.deepEqual(lead?.value && { amount: lead.value.amount, of: lead.value.of }, { amount: accepted.acceptance.total, of: "trip" });
  } finally {
    await withDemo.stop();
  }
  const plain = await startServer();
  try {
    assert.deepEqual((await apiCall(plain, "GET", "/proposals", await adminToken(plain))).json.data, []);
  } finally {
    await plain.stop();
  }
});
