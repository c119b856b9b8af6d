/**
 * `POST /api/proposals/{id}/draft` over HTTP: staff only; the drafted itinerary is saved like a staff
 * edit (stale-edit check on `version`), in the traveller's language, with its totals computed on the
 * server; with a key the model's draft is used, checked against the catalogue.
 */
import assert from "node:assert/strict";
import { proposalTotals } from "../../contract/proposals/totals.ts";
import { PROPOSAL_TEXTS, type ProposalContent, type StoredProposal } from "../../contract/proposals/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { withFakeGeminiApp } from "../helpers/fake-gemini.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";

type Named = { id: string; name: string };

/** An inquiry about the Desert Royalty package in `lang`, and the proposal staff made from it. */
async function desertProposal(t: TestApp, admin: string, lang = "ar") {
  const packages: Named[] = (await t.call("GET", "/api/packages")).json.data.packages;
  const desert = packages.find((p) => p.name === "Desert Royalty Escape")!;
  const inquiry = await t.call("POST", `/api/inquiries?lang=${lang}`, {
    body: packageInquiryBody(desert, "layla@example.com", {
      preferredDates: "2026-12-10 to 2026-12-14",
      specialRequests: "Our anniversary: something unforgettable in the desert.",
    }),
  });
  assert.equal(inquiry.status, 201, inquiry.text);
  const created = await t.call("POST", "/api/proposals", { token: admin, body: { inquiryId: inquiry.json.data.id } });
  assert.equal(created.status, 201, created.text);
  return { proposal: created.json.data, desert };
}

const catalogueIds = async (t: TestApp) => {
  const read = async (collection: string) => (await t.call("GET", `/api/${collection}`)).json.data[collection] as Named[];
  return new Set([...await read("packages"), ...await read("activities"), ...await read("destinations")].map((item) => item.id));
};

Deno.test("staff draft a proposal without a key: composed from the catalogue in Arabic, saved, totals from the server", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const { proposal, desert } = await desertProposal(t, admin);
    const path = `/api/proposals/${proposal.id}/draft`;

    assert.equal((await t.call("POST", path, { body: {} })).status, 401);
    const member = await t.member();
    assert.equal((await t.call("POST", path, { token: member.token, body: {} })).status, 403);

    // Prices in the body are not the proposal's: only `version` is read.
    const res = await t.call("POST", path, { token: admin, body: { version: proposal.version, totals: [{ optionId: "o1", price: 1 }] } });
    assert.equal(res.status, 200, res.text);
    const drafted = res.json.data;
    assert.equal(drafted.draftedBy, "composer");
    assert.notEqual(drafted.version, proposal.version, "saved");
    assert.deepEqual(drafted.days.map((day: { date: string }) => day.date), ["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13", "2026-12-14"]);
    assert.match(drafted.days[0].title, /^الوصول إلى /);
    assert.equal(drafted.days.at(-1).title, "المغادرة");
    const items = drafted.days.flatMap((day: ProposalContent["days"][number]) => day.items);
    const activities = items.filter((item: { kind: string }) => item.kind === "activity");
    assert.equal(activities.length, 2);
    assert.ok(activities.every((item: { unitPrice: number; quantity: number }) => item.unitPrice > 0 && item.quantity === 2));
    assert.deepEqual(drafted.options[0].items[0].refId, desert.id);
    assert.deepEqual(drafted.totals, proposalTotals(drafted));
    assert.ok(drafted.totals[0].price > 1);

    const read = (await t.call("GET", `/api/proposals/${proposal.id}`, { token: admin })).json.data;
    assert.deepEqual(read.days, drafted.days);
    assert.deepEqual(read.options, drafted.options);
    assert.deepEqual(read.totals, drafted.totals);
    assert.equal(read.version, drafted.version);

    // The editor's version is now stale: refused before anything is drafted.
    const stale = await t.call("POST", path, { token: admin, body: { version: proposal.version } });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.message, PROPOSAL_TEXTS.staleEdit);
    assert.equal((await t.call("POST", path, { token: admin, body: {} })).status, 200, "without a version: the latest");
    assert.equal((await t.call("POST", "/api/proposals/0000000000nothinghere00000/draft", { token: admin, body: {} })).status, 404);

    // An accepted proposal is locked: nothing is drafted over it.
    const key = KEYS.proposal(proposal.id);
    const stored = (await t.kv.get<StoredProposal>(key)).value!;
    await t.kv.set(key, { ...stored, status: "Accepted" });
    const locked = await t.call("POST", path, { token: admin, body: {} });
    assert.equal(locked.status, 409);
    assert.equal(locked.json.message, PROPOSAL_TEXTS.notEditable);
    assert.deepEqual((await t.kv.get<StoredProposal>(key)).value!.days, stored.days);
  });
});

Deno.test("with a key the model drafts: asked for structured output, its invented ids never saved", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    const admin = await t.adminToken();
    const { proposal, desert } = await desertProposal(t, admin, "en");
    const activities: (Named & { packageId?: string })[] = (await t.call("GET", "/api/activities")).json.data.activities;
    const falconry = activities.find((a) => a.name === "Falconry at Dawn")!;
    fake.reply({
      json: {
        days: [
          { title: "Arrival", items: [{ kind: "transfer", title: "Helicopter transfer" }] },
          {
            title: "Desert",
            items: [
              { kind: "activity", refId: falconry.id, title: "Falcons", time: "06:30" },
              { kind: "activity", refId: "01zzzzzzzzzzzzzzzzzzzzzzzz", title: "Camel polo" },
            ],
          },
        ],
        options: [{ name: "Palace", items: [{ kind: "package", refId: desert.id, title: "Desert" }, { kind: "hotel", title: "Palace suite" }] }],
      },
    });
    const res = await t.call("POST", `/api/proposals/${proposal.id}/draft`, { token: admin, body: {} });
    assert.equal(res.status, 200, res.text);
    const drafted = res.json.data;
    assert.equal(drafted.draftedBy, "ai");
    assert.equal(fake.requests.length, 1);
    const request = fake.requests[0].body;
    assert.equal(request.generationConfig.responseMimeType, "application/json");
    assert.match(request.contents[0].parts[0].text, /Our anniversary: something unforgettable in the desert\./);

    const known = await catalogueIds(t);
    const items = [...drafted.days.flatMap((d: { items: unknown[] }) => d.items), ...drafted.options[0].items] as { refId?: string }[];
    assert.ok(items.every((item) => item.refId === undefined || known.has(item.refId)));
    assert.deepEqual(drafted.days[1].items.map((i: { kind: string; title: string }) => [i.kind, i.title]), [
      ["activity", "Falconry at Dawn"],
      ["experience", "Camel polo"],
    ]);
    assert.equal(drafted.days[1].items[0].unitPrice, 450);
    assert.deepEqual(drafted.totals, proposalTotals(drafted));
  }, { seed: true });
});
