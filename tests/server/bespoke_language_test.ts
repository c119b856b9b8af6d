/**
 * Bespoke ideas in the member's language: the curated ideas exist in every language (five, held to the
 * idea's limits, each translated), a member on the Italian site gets an Italian one without a key, and
 * with a model the prompt asks for the language.
 */
import assert from "node:assert/strict";
import { BESPOKE_LIMITS } from "../../contract/bespoke.ts";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { CURATED_IDEAS_BY_LANGUAGE } from "../../server/ai/curated-ideas/index.ts";
import { makeTestApp } from "../helpers/app.ts";
import { withFakeGeminiApp } from "../helpers/fake-gemini.ts";

const details = {
  destinationType: "Desert",
  travelStyle: "Adventurous",
  interests: "Snorkelling, spa",
  duration: "10 days",
  budget: "Ultimate VIP",
};

Deno.test("every language has the five curated ideas, translated, within the idea's limits", () => {
  const english = CURATED_IDEAS_BY_LANGUAGE.en;
  for (const lang of SITE_LANGUAGES) {
    const ideas = CURATED_IDEAS_BY_LANGUAGE[lang];
    assert.equal(ideas.length, english.length, lang);
    ideas.forEach((idea, i) => {
      assert.ok(idea.title.split(/\s+/).length <= BESPOKE_LIMITS.titleMaxWords, `${lang} ${idea.title}`);
      const sentences = idea.description.split(/(?<=[.!?])\s+/).length;
      assert.ok(sentences >= BESPOKE_LIMITS.descriptionMinSentences && sentences <= BESPOKE_LIMITS.descriptionMaxSentences, `${lang} ${i}`);
      if (lang !== "en") assert.notEqual(idea.title, english[i].title, `${lang} ${i} is translated`);
    });
  }
});

Deno.test("without a key, a member on the Italian site gets a curated idea in Italian", async () => {
  const t = await makeTestApp();
  try {
    const member = await t.member();
    const res = await t.call("POST", "/api/bespoke?lang=it", { token: member.token, body: { requestDetails: details } });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.source, "curated");
    const titles = CURATED_IDEAS_BY_LANGUAGE.it.map((idea) => idea.title);
    assert.ok(titles.includes(res.json.data.submission.generatedIdea.title), res.json.data.submission.generatedIdea.title);
  } finally {
    await t.close();
  }
});

Deno.test("with a model, the bespoke prompt asks for the member's language", async () => {
  await withFakeGeminiApp(async (t, fake) => {
    fake.reply({ chunks: ["Title: ملاذ المالديف\nDescription: إقامة هادئة. وغوص بين الشعاب."] });
    const member = await t.member();
    const res = await t.call("POST", "/api/bespoke", {
      token: member.token,
      body: { requestDetails: details },
      headers: { "accept-language": "ar" },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.submission.generatedIdea.title, "ملاذ المالديف");
    const prompt = fake.requests[0].body.contents[0].parts[0].text as string;
    assert.match(prompt, /Write the title and the description in Arabic \(language code "ar"\)/);
  });
});
