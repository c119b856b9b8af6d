/**
 * The concierge without an AI key honours what a traveller says about money and party, asked over
 * HTTP as the widget asks, on the seeded demo catalogue (and its demo exchange rates): a budget
 * stated with a currency in any of the seven languages leaves out what is clearly above it
 * (activities by their price, packages by their tier's band) and is said back; a price tier named
 * caps it too; nothing fitting is said so; travelling with children leaves couples' items out; an
 * activity's price is given, as contract/money.ts writes it in the answer's language.
 */
import assert from "node:assert/strict";
import { type ChatSuggestion, newChatSessionId } from "../../contract/chat/session.ts";
import type { Activity, TravelPackage } from "../../contract/catalogue.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { formatConverted, type RateCurrency } from "../../contract/money.ts";
import { TIER_BANDS_USD } from "../../server/ai/concierge-budget.ts";
import { CONCIERGE_LANGUAGES } from "../../server/ai/concierge-languages/index.ts";
import { DEMO_RATES } from "../../server/seed/exchange-rates.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

type Reply = { text: string; author: string; suggestions?: ChatSuggestion[] };

async function ask(t: TestApp, text: string, query = ""): Promise<Reply> {
  const res = await t.call("POST", `/api/chat/sessions/${newChatSessionId()}/messages${query}`, { body: { text } });
  assert.equal(res.status, 201, res.text);
  return res.json.data.reply;
}

const locale = (lang: SiteLanguage) => `${lang === "pt" ? "pt-PT" : lang}-u-nu-latn`;

async function withConcierge(fn: (t: TestApp, catalogue: { activities: Activity[]; packages: TravelPackage[] }) => Promise<void>) {
  const t = await makeTestApp({ seed: true });
  try {
    const activities = (await t.call("GET", "/api/activities")).json.data.activities;
    const packages = (await t.call("GET", "/api/packages")).json.data.packages;
    await fn(t, { activities, packages });
  } finally {
    await t.close();
  }
}

/** The walk's questions, each on an English page: the language it is written in, and the budget it states. */
const BUDGETS: [string, SiteLanguage, number, RateCurrency | "USD"][] = [
  ["for kids in Dubai under 5,000 dollars", "en", 5000, "USD"],
  ["max $300 for a romantic evening in santorini", "en", 300, "USD"],
  ["رحلة للأطفال في دبي بأقل من 5000 دولار", "ar", 5000, "USD"],
  ["أقل من ٥٠٠ درهم للأطفال في دبي", "ar", 500, "AED"],
  ["Une activité pour les enfants à Dubaï pour moins de 500 euros", "fr", 500, "EUR"],
  ["Queremos un viaje con los niños a Dubái por menos de 3.000 dólares", "es", 3000, "USD"],
  ["Wir suchen eine Reise mit den Kindern nach Dubai unter 2.000 Euro", "de", 2000, "EUR"],
  ["Vorremmo un viaggio con i bambini a Dubai, sotto i 3.000 euro", "it", 3000, "EUR"],
  ["Procuramos uma viagem com os filhos no Dubai até 4 mil euros", "pt", 4000, "EUR"],
];

Deno.test("a stated budget, in any of the seven languages, leaves out what is above it and is said back in the question's language", async () => {
  await withConcierge(async (t, { activities, packages }) => {
    for (const [question, lang, amount, currency] of BUDGETS) {
      const maxUsd = amount / (currency === "USD" ? 1 : DEMO_RATES[currency].rate);
      const reply = await ask(t, question);
      const { texts } = CONCIERGE_LANGUAGES[lang];
      const budget = formatConverted(amount, currency, 1, locale(lang));
      assert.ok(reply.text.startsWith(texts.foundInBudget.replace("{budget}", budget)), `${question}\n${reply.text}`);
      assert.ok(reply.suggestions?.some((s) => s.kind !== "destination"), `${question}: suggests what fits`);
      for (const suggestion of reply.suggestions ?? []) {
        const activity = activities.find((a) => a.id === suggestion.id);
        if (activity?.price !== undefined) assert.ok(activity.price <= maxUsd, `${question}: ${activity.name} costs ${activity.price}`);
        const pkg = packages.find((p) => p.id === suggestion.id);
        if (pkg) assert.ok(TIER_BANDS_USD[pkg.priceRange].from < maxUsd, `${question}: ${pkg.name} is ${pkg.priceRange}`);
      }
    }
  });
});

Deno.test("for kids in Dubai under 5,000 dollars: family items within the budget first, with their prices, no VIP package", async () => {
  await withConcierge(async (t) => {
    const reply = await ask(t, "for kids in Dubai under 5,000 dollars");
    const names = reply.suggestions!.map((s) => s.name);
    assert.equal(names[0], "Family Desert Safari Adventure", names.join(", "));
    for (const above of ["Desert Royalty Escape", "Dubai Skyline & Marina Weekend", "Helicopter Tour of the Coastline"]) {
      assert.ok(!names.includes(above), `${above} is above the budget: ${names.join(", ")}`);
    }
    const usd = (price: number) => formatConverted(price, "USD", 1, locale("en"));
    assert.ok(reply.text.includes(`Family Dune Bashing & Sandboarding: an experience in Lahbab Desert, Dubai (${usd(180)}).`), reply.text);
    assert.ok(reply.text.includes(`Desert Stargazing Night: an experience in Al Qudra, Dubai (${usd(95)}).`), reply.text);

    // The same on a German page: the price as German writes it.
    const german = await ask(t, "Wir suchen etwas mit den Kindern in Dubai", "?lang=de");
    assert.ok(german.text.includes(`(${formatConverted(180, "USD", 1, locale("de"))}).`), german.text);
  });
});

Deno.test("nothing within the budget is said so; a tier named or a wish for something cheap caps the packages", async () => {
  await withConcierge(async (t) => {
    const none = await ask(t, "a helicopter tour over dubai for less than 100 dollars");
    const usd100 = formatConverted(100, "USD", 1, locale("en"));
    assert.ok(none.text.startsWith(CONCIERGE_LANGUAGES.en.texts.noneInBudget.replace("{budget}", usd100)), none.text);
    assert.deepEqual(none.suggestions, []);

    // "more than" is not a budget: nothing is left out for it.
    const more = await ask(t, "a helicopter tour over dubai for more than 100 dollars");
    assert.ok(more.suggestions?.some((s) => s.name === "Helicopter Tour of the Coastline"), more.text);

    const premium = await ask(t, "Premium Comfort beach holiday");
    assert.ok(premium.suggestions?.length, premium.text);
    assert.ok(!premium.suggestions.some((s) => s.name === "Private Island Overwater Retreat"), premium.text);
    const cheap = await ask(t, "cheap beach holiday in the maldives");
    assert.ok(!cheap.suggestions?.some((s) => ["Private Island Overwater Retreat", "Maldives Lagoon Honeymoon"].includes(s.name)), cheap.text);
  });
});

Deno.test("travelling with children leaves the couples' packages and experiences out", async () => {
  await withConcierge(async (t) => {
    for (const question of ["a beach holiday with our kids", "something in the maldives for a family with two children"]) {
      const reply = await ask(t, question);
      assert.ok(reply.suggestions?.length, reply.text);
      const couples = ["Sandbank Dinner for Two", "Maldives Lagoon Honeymoon", "Santorini Caldera Sunsets", "Bora Bora Lagoon Escape"];
      assert.ok(!reply.suggestions.some((s) => couples.includes(s.name)), `${question}: ${reply.text}`);
    }
  });
});
