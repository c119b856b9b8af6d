/**
 * The concierge in the visitor's language: the catalogue concierge (no AI key) reads German, French
 * and Arabic questions and answers in that language with the catalogue's translated names; with a
 * model (the fake Gemini), the instruction names the language and lists the translated collection.
 * The session remembers its language for messages that name none.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { CONCIERGE_LANGUAGES } from "../../server/ai/concierge-languages/index.ts";
import { DEMO_TRANSLATIONS } from "../../server/seed/translations/index.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { withFakeGeminiApp } from "../helpers/fake-gemini.ts";

type Suggestion = { kind: string; name: string };

async function ask(t: TestApp, id: string, text: string, query = "", headers: Record<string, string> = {}) {
  const res = await t.call("POST", `/api/chat/sessions/${id}/messages${query}`, { body: { text }, headers });
  assert.equal(res.status, 201, res.text);
  return res.json.data.reply as { text: string; author: string; suggestions?: Suggestion[] };
}

async function withCatalogueConcierge(fn: (t: TestApp) => Promise<void>) {
  const t = await makeTestApp({ seed: true });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

Deno.test("asked in German about a package, the catalogue concierge answers in German with the German name", async () => {
  await withCatalogueConcierge(async (t) => {
    const id = newChatSessionId();
    const german = DEMO_TRANSLATIONS.de.packages["family-safari"].name;
    const reply = await ask(t, id, "Wir suchen eine Wüstensafari mit unseren Kindern", "?lang=de");
    assert.equal(reply.author, "catalogue");
    assert.ok(reply.text.startsWith("Das habe ich in unserer Kollektion für Sie gefunden:\n"), reply.text);
    assert.ok(reply.text.includes(`${german}: Reisepaket über 4 Tage / 3 Nächte`), reply.text);
    assert.ok(reply.text.endsWith("Ein Reiseberater kümmert sich gern um alle weiteren Wünsche."), reply.text);
    assert.equal(reply.suggestions?.[0]?.name, german, JSON.stringify(reply.suggestions));

    // The session remembers German for a message that names no language; a price question gets the German note.
    const next = await ask(t, id, "Was kostet eine Yacht in Dubai?");
    assert.ok(next.text.includes("Für Preise und Buchungen senden Sie bitte eine Anfrage"), next.text);
    assert.equal((await t.call("GET", `/api/chat/sessions/${id}`)).json.data.language, "de");
  });
});

Deno.test("the catalogue concierge greets in French and reads Arabic, each from Accept-Language or ?lang=", async () => {
  await withCatalogueConcierge(async (t) => {
    const hello = await ask(t, newChatSessionId(), "Bonjour !", "", { "accept-language": "fr-FR,fr;q=0.9" });
    assert.ok(hello.text.startsWith("Bonjour et bienvenue !"), hello.text);

    const arabic = DEMO_TRANSLATIONS.ar.packages["maldives-island"].name;
    const reply = await ask(t, newChatSessionId(), "أبحث عن فيلا فوق الماء في جزر المالديف", "?lang=ar");
    assert.ok(reply.text.startsWith("إليكم ما وجدته لكم في مجموعتنا:"), reply.text);
    assert.ok(reply.suggestions?.some((s) => s.name === arabic), JSON.stringify(reply.suggestions));

    // A place named in Arabic keeps the suggestions there, and a price question gets the Arabic note.
    const dubai = await ask(t, newChatSessionId(), "كم سعر اليخت في دبي؟", "?lang=ar");
    assert.ok(dubai.text.includes("للأسعار والحجوزات، يرجى إرسال استفسار"), dubai.text);
    assert.ok(dubai.suggestions?.length, dubai.text);
    assert.ok(!dubai.suggestions.some((s) => s.name.includes("أمالفي")), JSON.stringify(dubai.suggestions));

    const english = await ask(t, newChatSessionId(), "A desert safari with our kids");
    assert.ok(english.text.startsWith("Here is what I found in our collection for you:"), english.text);
    assert.ok(english.suggestions?.some((s) => s.name === "Family Desert Safari Adventure"), JSON.stringify(english.suggestions));
  });
});

/** The pages' names of the price tiers in `lang` (the web catalogue's `tier.*`). */
async function pageTierNames(lang: string): Promise<Record<string, string>> {
  const catalogue = JSON.parse(await Deno.readTextFile(new URL(`../../locales/${lang}/site.json`, import.meta.url)));
  return { "Affordable Luxury": catalogue["tier.affordable"], "Premium Comfort": catalogue["tier.premium"], "Ultimate VIP": catalogue["tier.ultimate"] };
}

Deno.test("the concierge and the bespoke budget name the price tiers as the package page does, in every language", async () => {
  for (const lang of SITE_LANGUAGES) {
    const names = await pageTierNames(lang);
    assert.deepEqual(CONCIERGE_LANGUAGES[lang].texts.tiers, names, lang);
    const member = JSON.parse(await Deno.readTextFile(new URL(`../../locales/${lang}/member.json`, import.meta.url)));
    for (const [tier, name] of Object.entries(names)) assert.equal(member[`option.${tier}`], name, `${lang}: the bespoke budget ${tier}`);
  }
  await withCatalogueConcierge(async (t) => {
    const french = await pageTierNames("fr");
    const reply = await ask(t, newChatSessionId(), "Un séjour de luxe dans le désert à Dubaï", "?lang=fr");
    assert.ok(Object.values(french).some((name) => reply.text.includes(`(${name})`)), reply.text);
  });
});

Deno.test("with a model, the instruction carries the visitor's language and the translated collection; the session keeps it", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    fake.reply({ chunks: ["Avec plaisir."] }, { chunks: ["Bien sûr."] });
    const id = newChatSessionId();
    await ask(t, id, "Une idée pour un week-end ?", "?lang=fr");
    await ask(t, id, "Et pour une famille ?");
    for (const request of fake.requests) {
      const system = request.body.systemInstruction.parts[0].text as string;
      assert.match(system, /reads this website in French \(language code "fr"\): always answer in French/);
      assert.ok(system.includes(DEMO_TRANSLATIONS.fr.packages["desert-royalty"].name), "the French names of the collection");
      assert.ok(system.includes("Dubaï (Émirats arabes unis)"), system);
    }
    assert.equal(fake.requests.length, 2);

    await ask(t, newChatSessionId(), "Any ideas?");
    const english = fake.requests[2].body.systemInstruction.parts[0].text as string;
    assert.match(english, /always answer in English/);
    assert.ok(english.includes("Dubai (United Arab Emirates)"));
  }, { seed: true });
});

Deno.test("the catalogue concierge answers in the question's language when it is clearly written in one, else the page's", async () => {
  await withCatalogueConcierge(async (t) => {
    // An Arabic question on an English page: understood, and answered in Arabic with the Arabic names.
    const arabic = await ask(t, newChatSessionId(), "ما هي الأنشطة المناسبة للأطفال في دبي؟");
    assert.ok(arabic.text.startsWith(CONCIERGE_LANGUAGES.ar.texts.found), arabic.text);
    assert.ok(arabic.suggestions?.some((s) => s.name === DEMO_TRANSLATIONS.ar.packages["family-safari"].name), JSON.stringify(arabic.suggestions));

    // French, Spanish, Italian and Portuguese by their small words, on a German page or none.
    const asked: [string, "fr" | "es" | "it" | "pt", string][] = [
      ["Nous cherchons une plage pour notre lune de miel", "fr", "?lang=de"],
      ["Queremos un safari con los niños", "es", ""],
      ["Vorremmo un safari con i bambini", "it", ""],
      ["Procuramos um safari com os filhos", "pt", "?lang=de"],
    ];
    for (const [question, lang, query] of asked) {
      const reply = await ask(t, newChatSessionId(), question, query);
      assert.ok(reply.text.startsWith(CONCIERGE_LANGUAGES[lang].texts.found), `${question}: ${reply.text}`);
    }

    // Unsure (a place and a wish, one small word): the page's language stands.
    const unsure = await ask(t, newChatSessionId(), "Dubai safari", "?lang=de");
    assert.ok(unsure.text.startsWith(CONCIERGE_LANGUAGES.de.texts.found), unsure.text);
    const english = await ask(t, newChatSessionId(), "a safari with the kids", "?lang=fr");
    assert.ok(english.text.startsWith(CONCIERGE_LANGUAGES.en.texts.found), english.text);
  });
});

Deno.test("no word marks two languages, so a question's language is never a toss-up between them", () => {
  const seen = new Map<string, string>();
  for (const [lang, table] of Object.entries(CONCIERGE_LANGUAGES)) {
    for (const word of table.markers.split(" ").filter(Boolean)) {
      assert.ok(!seen.has(word), `"${word}" marks both ${seen.get(word)} and ${lang}`);
      seen.set(word, lang);
    }
  }
});
