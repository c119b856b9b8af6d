/**
 * The traveller's side of a proposal by private link: reading it (views counted, never a cost),
 * accepting exactly once under concurrency, the refusals (a superseded version, after the validity
 * date, an unknown option, a revoked link), asking for changes (a thread message and the staff's
 * email through the outbox to a real SMTP listener) and declining.
 */
import assert from "node:assert/strict";
import { PROPOSAL_TEXTS, type StoredProposal } from "../../contract/proposals/model.ts";
import { addDays } from "../../contract/agency-time.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { getProposal } from "../../server/kv/proposals.ts";
import { dropProposalLinks, proposalLinkHashes } from "../../server/kv/proposal-links.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { PROPOSAL_LIMIT } from "../../server/services/proposal-links.ts";
import { type TestApp, withSeededApp, withSmtpApp } from "../helpers/app.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";

const TRAVELLER = "layla@example.com";
const stored = async (t: TestApp, id: string) => (await t.kv.get<StoredProposal>(KEYS.proposal(id))).value!;
const accept = (over: Record<string, unknown> = {}) => ({ optionId: "o2", addOnIds: ["spa"], fullName: "Layla Haddad", acceptTerms: true, ...over });
const today = () => new Date().toISOString().slice(0, 10);

Deno.test("the link shows the latest sent version without costs or suppliers, and counts each opening", async () => {
  await withSeededApp(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    const first = await t.call("GET", `/api/proposal-links/${token}`);
    assert.equal(first.status, 200, first.text);
    const data = first.json.data;
    assert.equal(data.status, "Viewed");
    assert.deepEqual(data.options.map((o: { total: number }) => o.total), [3050, 4050]);
    assert.deepEqual(data.addOns.map((a: { total: number }) => a.total), [500, 900]);
    assert.equal(data.endDate, "2027-03-03");
    assert.equal(data.terms, "Payment in full 30 days before travel.");
    for (const secret of ["unitCost", "SecretCars", "supplier", "margin", "cost"]) assert.ok(!first.text.includes(secret), `no ${secret} in the answer`);
    const viewed = (await t.kv.get<StoredProposal>(KEYS.proposal(id))).versionstamp;
    await t.call("GET", `/api/proposal-links/${token}`);
    const views = (await getProposal(t.kv, id))!.views!;
    assert.equal(views.count, 2);
    assert.ok(views.first <= views.last);
    // Only the first view (Sent → Viewed) writes the record: a later one never makes a staff edit stale.
    assert.equal((await t.kv.get<StoredProposal>(KEYS.proposal(id))).versionstamp, viewed);
    assert.equal(first.headers.get("cache-control"), "no-store");
  });
});

Deno.test("two accepts at once: one is accepted, the other 409 and the link then shows the acceptance", async () => {
  await withSeededApp(async (t) => {
    const inquiry = await sendPackageInquiry(t, TRAVELLER);
    const { id, token } = await plantProposal(t.kv, { source: { kind: "inquiry", id: inquiry.id } });
    const headers = { "user-agent": "PhoneBrowser/1.0", "x-forwarded-for": "203.0.113.9" };
    const [a, b] = await Promise.all([
      t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ version: 1 }), headers }),
      t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ optionId: "o1", addOnIds: [] }), headers }),
    ]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [200, 409], `${a.text} ${b.text}`);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    assert.equal(loser.json.message, PROPOSAL_TEXTS.alreadyAccepted);
    assert.equal(winner.json.data.status, "Accepted");

    const record = (await stored(t, id)).acceptance!;
    const wonWithO2 = record.optionId === "o2";
    assert.equal(record.total, wonWithO2 ? 4550 : 3050, "the total is the server's: option, plus the add-on");
    assert.equal(record.versionHash, "hash-1");
    assert.equal(record.version, 1);
    assert.equal(record.fullName, "Layla Haddad");
    assert.equal(record.userAgent, "PhoneBrowser/1.0");
    assert.ok(record.clientAddress.length > 0);
    assert.equal((await stored(t, id)).status, "Accepted");

    const shown = (await t.call("GET", `/api/proposal-links/${token}`)).json.data;
    assert.equal(shown.acceptance.optionId, record.optionId);
    assert.equal(shown.acceptance.total, record.total);

    const admin = await t.adminToken();
    const desk = (await t.call("GET", "/api/inquiries", { token: admin })).json.data;
    assert.equal(desk.find((i: { id: string }) => i.id === inquiry.id).status, "Accepted", "the source inquiry follows");
    const audit = (await t.call("GET", `/api/audit?entity=proposal&entityId=${id}`, { token: admin })).json.data;
    assert.deepEqual(audit.entries.map((e: { action: string }) => e.action), ["accept"]);
    const again = await t.call("POST", `/api/proposal-links/${token}/decline`, { body: {} });
    assert.equal(again.status, 409, "an accepted proposal is locked");
  });
});

Deno.test("accepting a version that is not the latest sent is refused", async () => {
  await withSeededApp(async (t) => {
    const { id, token } = await plantProposal(t.kv, { versions: 2 });
    const old = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ version: 1 }) });
    assert.equal(old.status, 409, old.text);
    assert.equal(old.json.message, PROPOSAL_TEXTS.superseded);
    assert.equal((await stored(t, id)).acceptance, undefined);
    const latest = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ version: 2 }) });
    assert.equal(latest.status, 200, latest.text);
    assert.equal((await stored(t, id)).acceptance?.versionHash, "hash-2");
  });
});

Deno.test("after its last valid day a proposal shows as expired and is not accepted, but may ask for a new one", async () => {
  await withSeededApp(async (t) => {
    const { token } = await plantProposal(t.kv, { content: proposalContent({ validUntil: addDays(today(), -2) }) });
    const shown = (await t.call("GET", `/api/proposal-links/${token}`)).json.data;
    assert.equal(shown.expired, true);
    const res = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() });
    assert.equal(res.status, 409, res.text);
    assert.equal(res.json.message, PROPOSAL_TEXTS.expired);
    const ask = await t.call("POST", `/api/proposal-links/${token}/changes`, { body: { text: "Could you send a new one for April?" } });
    assert.equal(ask.status, 200, ask.text);
    assert.equal(ask.json.data.status, "Changes requested");
  });
});

Deno.test("the last valid day itself is still valid", async () => {
  await withSeededApp(async (t) => {
    const { token } = await plantProposal(t.kv, { content: proposalContent({ validUntil: addDays(today(), 1) }) });
    const res = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() });
    assert.equal(res.status, 200, res.text);
  });
});

Deno.test("a revoked link is 404 for reading and answering; an unknown token too", async () => {
  await withSeededApp(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    assert.equal((await t.call("GET", `/api/proposal-links/${token}`)).status, 200);
    await dropProposalLinks(t.kv.atomic(), id, await proposalLinkHashes(t.kv, id)).commit();
    const read = await t.call("GET", `/api/proposal-links/${token}`);
    assert.equal(read.status, 404);
    assert.equal(read.json.message, PROPOSAL_TEXTS.linkNotFound);
    assert.equal((await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() })).status, 404);
    assert.equal((await t.call("GET", `/api/proposal-links/${"x".repeat(43)}`)).status, 404);
  });
});

Deno.test("an option or add-on not in the proposal is 400; the terms must be accepted", async () => {
  await withSeededApp(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    const option = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ optionId: "o9" }) });
    assert.equal(option.status, 400, option.text);
    assert.equal(option.json.message, PROPOSAL_TEXTS.unknownOption);
    const addOn = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ addOnIds: ["caviar"] }) });
    assert.equal(addOn.status, 400, addOn.text);
    assert.equal(addOn.json.message, PROPOSAL_TEXTS.unknownAddOn);
    const terms = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept({ acceptTerms: false }) });
    assert.equal(terms.status, 400, terms.text);
    const price = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: { ...accept(), total: 1 } });
    assert.equal(price.status, 200, price.text);
    assert.equal((await stored(t, id)).acceptance?.total, 4550, "a price in the request is ignored");
  });
});

Deno.test("asking for changes writes the traveller's message into the inquiry's thread and emails staff", async () => {
  await withSmtpApp(async (t, smtp) => {
    const inquiry = await sendPackageInquiry(t, TRAVELLER);
    const { id, token } = await plantProposal(t.kv, { source: { kind: "inquiry", id: inquiry.id } });
    const res = await t.call("POST", `/api/proposal-links/${token}/changes`, { body: { text: "Could we have a later flight on day 3?" } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.status, "Changes requested");
    assert.equal((await stored(t, id)).status, "Changes requested");

    const mail = await smtp.waitFor((m) => m.subject.includes("asked for changes"));
    assert.deepEqual(mail.to, [t.config.STAFF_EMAIL]);
    assert.match(mail.text, /Could we have a later flight on day 3\?/);
    assert.match(mail.text, new RegExp(`/admin/proposals/${id}`));

    const admin = await t.adminToken();
    await t.deps.outbox.settled();
    const thread = (await t.call("GET", `/api/inquiries/${inquiry.id}/thread`, { token: admin })).json.data;
    const message = thread.messages.at(-1);
    assert.equal(message.kind, "traveller");
    assert.equal(message.text, "Could we have a later flight on day 3?");
    assert.equal(message.mail, "sent", "the message's email is the staff's email of this answer");
  }, { seed: true });
});

Deno.test("declining records the reason and tells staff; a declined proposal is not accepted afterwards", async () => {
  await withSmtpApp(async (t, smtp) => {
    const { id, token } = await plantProposal(t.kv);
    const res = await t.call("POST", `/api/proposal-links/${token}/decline`, { body: { reason: "We chose another date." } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.status, "Declined");
    assert.equal((await stored(t, id)).decline?.reason, "We chose another date.");
    const mail = await smtp.waitFor((m) => m.subject.includes("declined"));
    assert.match(mail.text, /We chose another date\./);
    const late = await t.call("POST", `/api/proposal-links/${token}/accept`, { body: accept() });
    assert.equal(late.status, 409);
    assert.equal(late.json.message, PROPOSAL_TEXTS.closed);
  }, { seed: true });
});

Deno.test("a member sees the proposals sent to their address in My journeys and opens them; nobody else does", async () => {
  await withSeededApp(async (t) => {
    const layla = await t.member(TRAVELLER);
    const other = await t.member();
    const { id } = await plantProposal(t.kv, { content: proposalContent({ validUntil: addDays(today(), -1) }) });
    const journeys = (await t.call("GET", "/api/me/journeys", { token: layla.token })).json.data;
    const mine = journeys.find((j: { kind: string }) => j.kind === "proposal");
    assert.deepEqual([mine?.id, mine?.title, mine?.status, mine?.href], [id, "Dubai in style", "Expired", `/journeys/proposals/${id}`]);

    const link = await t.call("POST", `/api/me/proposals/${id}/link`, { token: layla.token });
    assert.equal(link.status, 201, link.text);
    const opened = await t.call("GET", `/api/proposal-links/${link.json.data.token}`);
    assert.equal(opened.status, 200);
    assert.equal(opened.json.data.id, id);

    assert.equal((await t.call("GET", "/api/me/journeys", { token: other.token })).json.data.some((j: { kind: string }) => j.kind === "proposal"), false);
    assert.equal((await t.call("POST", `/api/me/proposals/${id}/link`, { token: other.token })).status, 404);
    assert.equal((await t.call("POST", `/api/me/proposals/${id}/link`)).status, 401);
  });
});

Deno.test("through the staff's real send: the emailed link accepts the version sent, and a newer one supersedes it", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const created = await t.call("POST", "/api/proposals", { token: admin, body: {} });
    assert.equal(created.status, 201, created.text);
    const saved = await t.call("PUT", `/api/proposals/${created.json.data.id}`, { token: admin, body: { ...proposalContent(), version: created.json.data.version } });
    assert.equal(saved.status, 200, saved.text);
    const id = created.json.data.id;
    const send = async () => {
      const sent = await t.call("POST", `/api/proposals/${id}/send`, { token: admin });
      assert.equal(sent.status, 200, sent.text);
      await t.deps.outbox.settled();
      const mail = (await readOutbox(t.kv)).filter((m) => m.to === TRAVELLER).at(-1)!;
      return { hash: sent.json.data.version.hash as string, token: mail.text.match(/\/proposals\/([A-Za-z0-9_-]{43})/)![1] };
    };
    const first = await send();
    const shown = (await t.call("GET", `/api/proposal-links/${first.token}`)).json.data;
    assert.equal(shown.sentVersion, 1);
    const current = (await t.call("GET", `/api/proposals/${id}`, { token: admin })).json.data;
    const changed = await t.call("PUT", `/api/proposals/${id}`, { token: admin, body: { ...proposalContent({ title: "Dubai, a longer stay" }), version: current.version } });
    assert.equal(changed.status, 200, changed.text);
    const second = await send();
    const stale = await t.call("POST", `/api/proposal-links/${first.token}/accept`, { body: accept({ version: 1 }) });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.message, PROPOSAL_TEXTS.superseded);
    const ok = await t.call("POST", `/api/proposal-links/${first.token}/accept`, { body: accept({ version: 2 }) });
    assert.equal(ok.status, 200, ok.text);
    const staff = (await t.call("GET", `/api/proposals/${id}`, { token: admin })).json.data;
    assert.equal(staff.status, "Accepted");
    assert.equal(staff.acceptance.versionHash, second.hash, "the hash of the exact version accepted");
    assert.notEqual(first.hash, second.hash);
  });
});

Deno.test("the traveller's answers are limited per proposal, like thread messages", async () => {
  await withSeededApp(async (t) => {
    const { token } = await plantProposal(t.kv);
    for (let i = 0; i < PROPOSAL_LIMIT.max; i++) {
      const res = await t.call("POST", `/api/proposal-links/${token}/changes`, { body: { text: `Change ${i}` } });
      assert.equal(res.status, 200, res.text);
    }
    const over = await t.call("POST", `/api/proposal-links/${token}/changes`, { body: { text: "One more" } });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get("retry-after")) > 0);
  });
});
