/**
 * The proposal's draft, as pure functions over the demo catalogue: the keyless composer (the same
 * request always gives the same draft; days from the dates, else the package's duration; an
 * activity; a VIP service; Arabic) and the Gemini path against the fake Gemini (structured output
 * asked for; a valid answer used; an invalid one asked again once; twice invalid or a failing model
 * gives the composer's draft; an invented catalogue id never reaches the proposal).
 */
import assert from "node:assert/strict";
import { localizeItem } from "../../contract/catalogue-translations.ts";
import type { ProposalDraftShape } from "../../contract/proposals/draft.ts";
import type { ProposalCurrency, ProposalItem } from "../../contract/proposals/model.ts";
import type { ExchangeRate } from "../../contract/money.ts";
import { proposalTotals, roundMoney } from "../../contract/proposals/totals.ts";
import { loadCatalogue } from "../../server/ai/catalogue-concierge.ts";
import type { Catalogue } from "../../server/ai/concierge-index.ts";
import { createAiModel } from "../../server/ai/gemini.ts";
import { type DraftBrief, type DraftedContent, fitDraft, type PricedEntry, requestedDays } from "../../server/ai/proposal-draft-content.ts";
import { priceFromCatalogue } from "../../server/services/proposal-prices.ts";
import { DRAFT_SYSTEM, draftItinerary, draftPrompt, MAX_CATALOGUE_LINES } from "../../server/ai/proposal-draft.ts";
import { DEMO_RATES } from "../../server/seed/exchange-rates.ts";
import { seedDemoExchangeRates } from "../../server/seed/exchange-rates.ts";
import { seedDemoCatalogue } from "../../server/seed/seed-demo.ts";
import { FAKE_MODEL, fakeErrors, gate, startFakeGemini } from "../helpers/fake-gemini.ts";
import { classifyAiError } from "../../server/ai/errors.ts";
import { withKv } from "../helpers/kv.ts";

let demo: Catalogue | undefined;
async function catalogue(): Promise<Catalogue> {
  if (!demo) {
    await withKv(async (kv) => {
      await seedDemoCatalogue(kv);
      await seedDemoExchangeRates(kv);
      demo = await loadCatalogue(kv);
    });
  }
  return demo!;
}

/** Catalogue prices in `currency` at `rate`, as the service prices a proposal's. */
const pricedIn = (currency: ProposalCurrency, rate?: ExchangeRate) => ({ kind, item }: PricedEntry) =>
  priceFromCatalogue(kind, item, currency, rate);

const byName = <T extends { name: string }>(list: T[], name: string) => list.find((item) => item.name === name)!;
const allItems = (content: DraftedContent): ProposalItem[] => [
  ...content.days.flatMap((day) => day.items),
  ...content.options.flatMap((option) => option.items),
];

async function withFakeModel(fn: (ai: NonNullable<ReturnType<typeof createAiModel>>, fake: Awaited<ReturnType<typeof startFakeGemini>>) => Promise<void>) {
  const fake = await startFakeGemini();
  try {
    await fn(createAiModel({ GEMINI_API_KEY: "test-key", GEMINI_BASE_URL: fake.url, GEMINI_MODEL: FAKE_MODEL })!, fake);
  } finally {
    await fake.close();
  }
}

Deno.test("the composer drafts a package inquiry with dates: the days from the dates, transfers, activities, a free day, dining", async () => {
  const cat = await catalogue();
  const desert = byName(cat.packages, "Desert Royalty Escape");
  const brief: DraftBrief = {
    lang: "en",
    travellerName: "Layla Haddad",
    partySize: 2,
    currency: "EUR",
    priceOf: pricedIn("EUR", DEMO_RATES.EUR),
    startDate: "2026-12-10",
    requestText: "We would love the desert package, from 2026-12-10 to 2026-12-16, with a quiet day somewhere.",
    asked: { kind: "package", id: desert.id },
  };
  const first = await draftItinerary(null, brief, cat);
  assert.deepEqual(await draftItinerary(null, brief, cat), first, "the same request gives the same draft");
  assert.equal(first.source, "composer");
  const { content } = first;

  const falconry = byName(cat.activities, "Falconry at Dawn");
  const balloon = byName(cat.activities, "Hot-Air Balloon over the Dunes");
  // Seven days from the dates (the package says five), dated from the start.
  assert.deepEqual(content.days.map((day) => [day.date, day.title, day.items.map((item) => `${item.kind}${item.time ? " " + item.time : ""}`)]), [
    ["2026-12-10", "Arrival in Dubai, United Arab Emirates", ["transfer", "dining 20:00"]],
    ["2026-12-11", "Falconry at Dawn", ["activity 10:00"]],
    ["2026-12-12", "At your own pace", ["note"]],
    ["2026-12-13", "Hot-Air Balloon over the Dunes", ["activity 10:00"]],
    ["2026-12-14", "At your own pace", ["note"]],
    ["2026-12-15", "At your own pace", ["note"]],
    ["2026-12-16", "Departure", ["transfer"]],
  ]);
  assert.equal(content.days[0].items[0].title, "Arrival: Private helicopter transfers");
  assert.equal(content.days[0].items[1].title, "Private chef in the desert");
  assert.equal(content.days[6].items[0].title, "Departure: Private helicopter transfers");
  // Catalogue activities by reference, priced from the catalogue in euros at staff's dated rate, per person.
  const activities = content.days.flatMap((day) => day.items).filter((item) => item.kind === "activity");
  assert.deepEqual(activities.map((item) => [item.refId, item.unitPrice, item.quantity]), [
    [falconry.id, 423.54, 2],
    [balloon.id, 1176.97, 2],
  ]);
  // One option: the package and a hotel for staff to choose and price.
  assert.deepEqual(content.options.map((option) => [option.name, option.items.map((item) => [item.kind, item.refId])]), [
    ["Desert Royalty Escape", [["package", desert.id], ["hotel", undefined]]],
  ]);
  assert.equal(content.included, "Private transfers on arrival and departure\nPersonal butler\nChauffeured Rolls-Royce");
  // Add-ons: other activities of Dubai, priced.
  assert.deepEqual(content.addOns.map((addOn) => [addOn.title, addOn.unitPrice]), [
    ["Sunset Dhow Dinner Cruise", 301.18],
    ["Private Yacht along the Palm", 0],
    ["Family Dune Bashing & Sandboarding", 169.42],
  ]);
  assert.match(content.introduction!, /^Dear Layla Haddad, .* Dubai, United Arab Emirates for 2 travellers\./);
  // The package's "from" price per person (0 while it has none), converted the same way.
  const packageLine = content.options[0].items[0];
  assert.deepEqual([packageLine.unitPrice, packageLine.quantity], [pricedIn("EUR", DEMO_RATES.EUR)({ kind: "package", item: desert }), 2]);
  const price = roundMoney(2 * (423.54 + 1176.97 + packageLine.unitPrice), "EUR");
  assert.deepEqual(proposalTotals({ ...content, currency: "EUR" }), [{ optionId: "o1", price, cost: 0, margin: price }]);
});

Deno.test("a package with a price per person is in the option at that price, converted", async () => {
  const cat = await catalogue();
  const desert = { ...byName(cat.packages, "Desert Royalty Escape"), pricePerPerson: 4_200 };
  const priced: Catalogue = { ...cat, packages: cat.packages.map((item) => item.id === desert.id ? desert : item) };
  const { content } = await draftItinerary(null, {
    lang: "en",
    travellerName: "Layla",
    partySize: 2,
    currency: "EUR",
    priceOf: pricedIn("EUR", DEMO_RATES.EUR),
    asked: { kind: "package", id: desert.id },
  }, priced);
  const line = content.options[0].items[0];
  assert.deepEqual([line.kind, line.refId, line.unitPrice, line.quantity], ["package", desert.id, 3953.04, 2]);
});

Deno.test("the composer drafts a package without dates over the package's duration, the days undated", async () => {
  const cat = await catalogue();
  const kyoto = byName(cat.packages, "Kyoto Temples & Tea Ceremony");
  const { content } = await draftItinerary(null, {
    lang: "en",
    travellerName: "Ana",
    partySize: 3,
    currency: "USD",
    priceOf: pricedIn("USD"),
    asked: { kind: "package", id: kyoto.id },
  }, cat);
  assert.equal(kyoto.duration, "6 days / 5 nights");
  assert.equal(content.days.length, 6);
  assert.ok(content.days.every((day) => day.date === undefined));
  assert.equal(content.days[0].items[0].kind, "transfer");
  assert.equal(content.days[5].items.at(-1)!.kind, "transfer");
  assert.equal(content.days[4].items[0].title, "Free day", "the day before departure is free");
  const ids = cat.activities.filter((a) => a.packageId === kyoto.id).map((a) => a.id);
  assert.deepEqual(content.days.flatMap((day) => day.items).filter((i) => i.kind === "activity").map((i) => i.refId), ids);
  // "Tea ceremony with a tea master" is a meal-like highlight: dinner on an evening.
  assert.ok(content.days.some((day) => day.items.some((item) => item.kind === "dining" && item.title === "Tea ceremony with a tea master")));
});

Deno.test("the composer drafts an activity inquiry: arrival, the activity, departure, priced per person", async () => {
  const cat = await catalogue();
  const tea = byName(cat.activities, "Private Tea Ceremony");
  const { content } = await draftItinerary(null, {
    lang: "en",
    travellerName: "Ana",
    partySize: 4,
    currency: "USD",
    priceOf: pricedIn("USD"),
    requestText: "Is the tea ceremony possible for four?",
    asked: { kind: "activity", id: tea.id },
  }, cat);
  assert.deepEqual(content.days.map((day) => day.items.map((item) => item.kind)), [["transfer"], ["activity"], ["transfer"]]);
  assert.deepEqual(content.days[1].items[0], {
    id: "d2-i1",
    kind: "activity",
    refId: tea.id,
    title: "Private Tea Ceremony",
    time: "10:00",
    place: tea.location,
    description: tea.description,
    image: tea.imageUrl,
    unitPrice: 160,
    unitCost: 0,
    quantity: 4,
  });
  assert.deepEqual(content.options[0].items.map((item) => item.kind), ["hotel"], "no package was asked for");
});

Deno.test("the composer drafts a VIP request: the service as a custom item, the place from the request's words", async () => {
  const cat = await catalogue();
  const { content } = await draftItinerary(null, {
    lang: "en",
    travellerName: "Omar",
    partySize: 2,
    currency: "AED",
    priceOf: pricedIn("AED", DEMO_RATES.AED),
    requestText: "An anniversary dinner in Kyoto, 4 nights.",
    asked: { kind: "vip", name: "Michelin-Star Dining Reservations" },
  }, cat);
  assert.equal(content.days.length, 5, "4 nights are 5 days");
  const dinner = content.days[0].items.find((item) => item.kind === "dining")!;
  assert.equal(dinner.title, "Michelin-Star Dining Reservations");
  assert.equal(dinner.refId, undefined);
  assert.equal(dinner.unitPrice, 0, "custom items are priced by staff");
  assert.match(content.days[0].title!, /Kyoto/);
});

Deno.test("the composer writes in the traveller's language: Arabic texts and catalogue names", async () => {
  const cat = await catalogue();
  const desert = byName(cat.packages, "Desert Royalty Escape");
  const { content } = await draftItinerary(null, {
    lang: "ar",
    travellerName: "ليلى",
    partySize: 2,
    currency: "AED",
    priceOf: pricedIn("AED", DEMO_RATES.AED),
    asked: { kind: "package", id: desert.id },
  }, cat);
  const shown = localizeItem("packages", desert, "ar");
  assert.notEqual(shown.name, desert.name, "the demo package is translated");
  assert.equal(content.days[0].title, `الوصول إلى ${shown.location}`);
  assert.equal(content.days.at(-1)!.title, "المغادرة");
  assert.equal(content.options[0].name, shown.name);
  const activities = content.days.flatMap((day) => day.items).filter((item) => item.kind === "activity");
  for (const item of activities) {
    assert.equal(item.title, localizeItem("activities", cat.activities.find((a) => a.id === item.refId)!, "ar").name);
    const usd = cat.activities.find((a) => a.id === item.refId)!.price!;
    assert.equal(item.unitPrice, roundMoney(usd * DEMO_RATES.AED.rate, "AED"), "in dirhams at the proposal's rate");
  }
  assert.ok(content.days.some((day) => day.items.some((item) => item.title === "يوم حر")));
  assert.match(content.introduction!, /^عزيزنا ليلى، .*مسافرَين/);
  // Every text the composer wrote itself is Arabic: no Latin word outside the catalogue's names.
  const own = content.days.flatMap((day) => [day.title!, ...day.items.filter((i) => !i.refId).flatMap((i) => [i.title, i.description ?? ""])]);
  for (const text of own) assert.doesNotMatch(text, /[A-Za-z]{3,}/, text);
});

Deno.test("the days a request asks for: dates, a stated length, nothing", () => {
  assert.equal(requestedDays("From 2026-12-10 to 2026-12-16."), 7);
  assert.equal(requestedDays("Until 2026-12-14 please", "2026-12-10"), 5);
  assert.equal(requestedDays("Duration: 10 days"), 10);
  assert.equal(requestedDays("Duration: 3-5 days"), 5);
  assert.equal(requestedDays("2 weeks in Italy"), 14);
  assert.equal(requestedDays("Somewhere warm"), undefined);
});

Deno.test("a draft too long for a proposal's record keeps its items and loses description text", async () => {
  const cat = await catalogue();
  const { content } = await draftItinerary(null, {
    lang: "en",
    travellerName: "Ana",
    partySize: 2,
    currency: "USD",
    priceOf: pricedIn("USD"),
    asked: { kind: "package", id: byName(cat.packages, "Serengeti Great Migration Safari").id },
  }, cat);
  const size = JSON.stringify(content).length;
  assert.equal(fitDraft(content, size), content, "a draft that fits is kept as it is");
  const fitted = fitDraft(content, size - 200);
  assert.ok(JSON.stringify(fitted).length <= size - 200);
  assert.deepEqual(fitted.days.map((day) => day.items.map((item) => item.refId ?? item.title)), content.days.map((day) => day.items.map((item) => item.refId ?? item.title)));
  assert.ok(fitted.days.flatMap((day) => day.items).every((item) => (item.description?.length ?? 0) <= 300));
  const bare = fitDraft(content, 1_000);
  assert.ok(bare.days.flatMap((day) => day.items).every((item) => item.description === undefined));
});

/** A valid draft as the model would answer it: the Desert package's activities, a hotel, an add-on. */
function modelDraft(cat: Catalogue): ProposalDraftShape {
  const desert = byName(cat.packages, "Desert Royalty Escape");
  const falconry = byName(cat.activities, "Falconry at Dawn");
  const dhow = byName(cat.activities, "Sunset Dhow Dinner Cruise");
  return {
    introduction: "Dear Layla, your desert escape.",
    days: [
      { title: "Arrival", items: [{ kind: "transfer", title: "Helicopter from the airport" }] },
      { title: "Falcons", items: [{ kind: "activity", refId: falconry.id, title: "Falconry", time: "06:30" }] },
      { title: "Home", items: [{ kind: "transfer", title: "To the airport" }] },
    ],
    options: [
      { name: "Palace", items: [{ kind: "package", refId: desert.id, title: "Desert" }, { kind: "hotel", title: "Palace suite" }] },
      { name: "Beach", items: [{ kind: "hotel", title: "Beach villa" }] },
    ],
    addOns: [{ title: "Dhow dinner", refId: dhow.id }],
  };
}

const desertBrief = (cat: Catalogue): DraftBrief => ({
  lang: "en",
  travellerName: "Layla",
  partySize: 2,
  currency: "USD",
  priceOf: pricedIn("USD"),
  startDate: "2026-12-10",
  requestText: "The desert package for two.",
  asked: { kind: "package", id: byName(cat.packages, "Desert Royalty Escape").id },
});

Deno.test("Gemini: structured output is asked for and a valid answer is used, checked and priced from the catalogue", async () => {
  const cat = await catalogue();
  await withFakeModel(async (ai, fake) => {
    fake.reply({ json: modelDraft(cat) });
    const { content, source } = await draftItinerary(ai, desertBrief(cat), cat);
    assert.equal(source, "ai");
    assert.equal(fake.requests.length, 1);
    const body = fake.requests[0].body;
    assert.equal(body.generationConfig.responseMimeType, "application/json");
    assert.equal(body.generationConfig.responseJsonSchema.properties.days.type, "array");
    assert.equal(body.systemInstruction.parts[0].text, DRAFT_SYSTEM);
    assert.deepEqual(content.days.map((day) => [day.date, day.title, day.items.map((item) => item.kind)]), [
      ["2026-12-10", "Arrival", ["transfer"]],
      ["2026-12-11", "Falcons", ["activity"]],
      ["2026-12-12", "Home", ["transfer"]],
    ]);
    const falconry = content.days[1].items[0];
    assert.equal(falconry.title, "Falconry at Dawn", "the catalogue's name, not the model's");
    assert.equal(falconry.time, "06:30");
    assert.equal(falconry.unitPrice, 450);
    assert.deepEqual(content.options.map((option) => option.name), ["Palace", "Beach"]);
    assert.deepEqual(content.addOns.map((a) => [a.title, a.unitPrice, a.quantity]), [["Sunset Dhow Dinner Cruise", 320, 2]]);
  });
});

Deno.test("Gemini: an invalid answer is asked for once more, with what was wrong, and the valid one used", async () => {
  const cat = await catalogue();
  await withFakeModel(async (ai, fake) => {
    fake.reply({ json: { days: [], options: [] } }, { json: modelDraft(cat) });
    const { source, content } = await draftItinerary(ai, desertBrief(cat), cat);
    assert.equal(source, "ai");
    assert.equal(fake.requests.length, 2);
    const retry: string = fake.requests[1].body.contents[0].parts[0].text;
    assert.match(retry, /Your previous answer could not be used\. The answer did not match the schema: days: /);
    assert.equal(content.options.length, 2);
  });
});

Deno.test("Gemini: invalid twice, or a failing model, gives the composer's draft", async () => {
  const cat = await catalogue();
  const brief = desertBrief(cat);
  const composed = await draftItinerary(null, brief, cat);
  await withFakeModel(async (ai, fake) => {
    fake.reply({ chunks: ["Here is your itinerary: day 1..."] }, { json: { ...modelDraft(cat), days: [{ items: [{ kind: "spa", title: "x" }] }] } });
    assert.deepEqual(await draftItinerary(ai, brief, cat), composed);
    assert.equal(fake.requests.length, 2, "one retry, no more");

    fake.reply(fakeErrors.quota());
    assert.deepEqual(await draftItinerary(ai, brief, cat), composed);
    assert.equal(fake.requests.length, 3, "a failing model is not asked again");
  });
});

Deno.test("Gemini: a call's own timeout replaces the one-shot timeout, on the same server", async () => {
  await withFakeModel(async (ai, fake) => {
    const late = gate();
    fake.reply({ chunks: [{ wait: late.wait }, "{}"] });
    const started = Date.now();
    const failure = await ai.generate({ prompt: "Draft", jsonSchema: { type: "object" }, timeoutMs: 300 }).then(() => undefined, (err) => err);
    late.open();
    assert.equal(classifyAiError(failure).kind, "network");
    assert.ok(Date.now() - started < 5_000, "not the one-shot 30 s");
    assert.equal(fake.requests.length, 1, "asked the configured server");
  });
});

Deno.test("Gemini: an invented catalogue id never reaches the proposal", async () => {
  const cat = await catalogue();
  const known = new Set([...cat.activities, ...cat.packages, ...cat.destinations].map((item) => item.id));
  const falconry = byName(cat.activities, "Falconry at Dawn");
  await withFakeModel(async (ai, fake) => {
    const draft = modelDraft(cat);
    draft.days[1].items.push(
      { kind: "activity", refId: "01zzzzzzzzzzzzzzzzzzzzzzzz", title: "Camel polo", time: "16:00" },
      { kind: "destination", refId: "atlantis", title: "Atlantis" },
      { kind: "hotel", refId: falconry.id, title: "A hotel that names an activity" },
    );
    draft.options[0].items.push({ kind: "package", title: "A package without id" });
    draft.addOns!.push({ title: "Invented", refId: "nope" });
    fake.reply({ json: draft });
    const { content, source } = await draftItinerary(ai, desertBrief(cat), cat);
    assert.equal(source, "ai");
    for (const item of allItems(content)) assert.ok(item.refId === undefined || known.has(item.refId), String(item.refId));
    const day = content.days[1].items;
    assert.deepEqual(day.slice(1).map((item) => [item.kind, item.title, item.refId, item.unitPrice]), [
      ["experience", "Camel polo", undefined, 0],
      ["note", "Atlantis", undefined, 0],
      ["hotel", "A hotel that names an activity", undefined, 0],
    ]);
    assert.deepEqual(content.options[0].items.at(-1)!.kind, "experience");
    assert.deepEqual(content.addOns.at(-1), { id: "a2", title: "Invented", description: undefined, unitPrice: 0, unitCost: 0, quantity: 1 });
  });
});

Deno.test("the prompt: the request fenced, the asked package and its activities first, every line a real item", async () => {
  const cat = await catalogue();
  const brief = { ...desertBrief(cat), lang: "ar" as const };
  const prompt = draftPrompt(brief, cat);
  const lines = prompt.split("\n");
  const first = lines.findIndex((line) => line.startsWith("Catalogue ("));
  const catalogueLines = lines.slice(first + 1);
  assert.equal(catalogueLines.length, Math.min(MAX_CATALOGUE_LINES, cat.packages.length + cat.activities.length + cat.destinations.length));
  const desert = byName(cat.packages, "Desert Royalty Escape");
  assert.match(catalogueLines[0], new RegExp(`^package \\| ${desert.id} \\| ${localizeItem("packages", desert, "ar").name}`));
  assert.ok(catalogueLines.slice(1, 3).every((line) => line.startsWith("activity |") && line.includes(desert.id)));
  assert.match(prompt, /in Arabic \(language code "ar"\)/);
  assert.match(prompt, /"""\nThe desert package for two\.\n"""/);
  console.log(`prompt for the demo catalogue: ${new TextEncoder().encode(prompt).length} bytes (Arabic), ` +
    `${new TextEncoder().encode(draftPrompt(desertBrief(cat), cat)).length} bytes (English), ${catalogueLines.length} catalogue lines`);
});
