/**
 * The traveller's proposal page (`/proposals/{token}`) is rendered by the server and works without
 * JavaScript: its forms post urlencoded to the page's own address and the answer is the page again,
 * showing the outcome. Private: noindex, `private, no-store`. In the proposal's language (Arabic right
 * to left under /ar/). Over HTTP with the real app, its renderer built into a private copy of the build.
 */
import assert from "node:assert/strict";
import { PROPOSAL_TEXTS, type StoredProposal } from "../../contract/proposals/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { rendererSite } from "../helpers/test-site.ts";

const buildSite = rendererSite("proposal-site-");
const withSite = async (fn: (t: TestApp) => Promise<void>) => withSeededApp(fn, { WEB_DIST: await buildSite() });
const texts = (lang: string, area = "proposal") => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/${area}.json`, import.meta.url)));
const answers = (lang: string) => texts(lang, "answers");

function post(t: TestApp, path: string, fields: [string, string][]) {
  return t.call("POST", path, { raw: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
}

Deno.test("the page is rendered by the server, private and never indexed, without a cost or a supplier", async () => {
  await withSite(async (t) => {
    const { token } = await plantProposal(t.kv);
    const res = await t.call("GET", `/proposals/${token}`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.equal(res.headers.get("x-robots-tag"), "noindex");
    assert.match(res.text, /<meta name="robots" content="noindex">/);
    assert.match(res.text, /<html[^>]*lang="en"/);
    assert.match(res.text, /<title>Dubai in style \| Aurum Voyages<\/title>/);
    const root = res.text.slice(res.text.indexOf('<div id="root">'));
    for (const shown of ["Dubai in style", "Desert safari", "Palace hotel", "Beach resort", "$3,050.00", "$4,050.00", "Spa afternoon", texts("en")["accept.submit"]]) {
      assert.ok(root.includes(shown), `the server's HTML shows ${shown}`);
    }
    assert.match(root, new RegExp(`<form [^>]*action="/proposals/${token}"`));
    assert.match(root, /<form [^>]*method="post"/);
    for (const secret of ["SecretCars", "unitCost", "margin"]) assert.ok(!res.text.includes(secret), `no ${secret} in the page`);
  });
});

Deno.test("an Arabic proposal opens in Arabic, right to left, under /ar/", async () => {
  await withSite(async (t) => {
    const content = proposalContent();
    const { token } = await plantProposal(t.kv, { content: { ...content, traveller: { ...content.traveller, language: "ar" } } });
    const bare = await t.call("GET", `/proposals/${token}`);
    assert.equal(bare.status, 302);
    assert.equal(bare.headers.get("location"), `/ar/proposals/${token}`);
    const res = await t.call("GET", `/ar/proposals/${token}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    assert.ok(res.text.includes(texts("ar")["accept.submit"]));
    assert.ok(res.text.includes(`action="/ar/proposals/${token}"`));
  });
});

Deno.test("without JavaScript: the accept form posts to the page, which answers accepted; a second accept shows it accepted", async () => {
  await withSite(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    const fields: [string, string][] = [
      ["intent", "accept"], ["version", "1"], ["optionId", "o2"], ["addOnIds", "spa"], ["addOnIds", "yacht"], ["fullName", "Layla Haddad"], ["acceptTerms", "yes"],
    ];
    const res = await post(t, `/proposals/${token}`, fields);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.ok(res.text.includes(texts("en")["accept.done"]));
    const record = (await t.kv.get<StoredProposal>(KEYS.proposal(id))).value!.acceptance!;
    assert.deepEqual([record.optionId, record.addOnIds, record.total], ["o2", ["spa", "yacht"], 5450]);

    const again = await post(t, `/proposals/${token}`, fields);
    assert.equal(again.status, 409);
    assert.ok(again.text.includes(answers("en")[PROPOSAL_TEXTS.alreadyAccepted]));
    assert.ok(again.text.includes("Accepted by Layla Haddad"), "the page shows the acceptance");
    assert.ok(!again.text.includes(`value="accept"`), "and no accept form");
  });
});

Deno.test("without JavaScript: a missing name or unticked terms is 400 with the form kept; changes and decline post too", async () => {
  await withSite(async (t) => {
    const { id, token } = await plantProposal(t.kv);
    const res = await post(t, `/fr/proposals/${token}`, [["intent", "accept"], ["optionId", "o2"], ["fullName", "Layla"]]);
    assert.equal(res.status, 400);
    assert.ok(res.text.includes(answers("fr")["Please accept the terms."]), "the refusal in the page's language");
    assert.match(res.text, /<input type="radio" name="optionId" checked="" value="o2"\/>/, "the chosen option is kept");
    assert.equal((await t.kv.get<StoredProposal>(KEYS.proposal(id))).value!.acceptance, undefined);

    const changes = await post(t, `/fr/proposals/${token}`, [["intent", "changes"], ["text", "Un jour de plus ?"]]);
    assert.equal(changes.status, 200);
    assert.ok(changes.text.includes(texts("fr")["changes.done"]));
    const decline = await post(t, `/proposals/${token}`, [["intent", "decline"], ["reason", ""]]);
    assert.equal(decline.status, 200);
    assert.equal((await t.kv.get<StoredProposal>(KEYS.proposal(id))).value!.status, "Declined");
  });
});

Deno.test("an unknown or revoked link's page is 404 and says so", async () => {
  await withSite(async (t) => {
    const res = await t.call("GET", `/proposals/${"x".repeat(43)}`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.ok(res.text.includes(PROPOSAL_TEXTS.linkNotFound));
  });
});
