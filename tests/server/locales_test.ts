/**
 * The locales tree (`locales/{lang}/{area}.json`, ICU MessageFormat): the one home of every
 * interface text of both sides. Every language has each area of English, every message of it
 * naming the same values, none empty, each one a message `intl-messageformat` reads (the web app's
 * build reads them with Lingui's compiler: web/src/i18n/site-messages.test.ts). And a language's texts
 * live in its folder of the tree and nowhere else in the code: what else holds Arabic is data, not
 * messages (listed below, each with its reason).
 */
import assert from "node:assert/strict";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { CHAT_TEXTS } from "../../contract/chat/texts.ts";
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import { CONCIERGE_TEXTS, PUSH_TITLES } from "../../server/locales.ts";
import { placeholdersOf } from "../../server/util/message-format.ts";

const LOCALES = new URL("../../locales/", import.meta.url);
type Tree = { [key: string]: string | Tree };

const read = (lang: string, file: string): Tree =>
  JSON.parse(Deno.readTextFileSync(new URL(`${lang}/${file}`, LOCALES)));
const areasOf = (lang: string) =>
  [...Deno.readDirSync(new URL(`${lang}/`, LOCALES))].map((entry) => entry.name).sort();

/** A message's every text by its path (`otp.subject`; a flat area's keys as they are). */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

Deno.test("the tree has a folder per site language and no other", () => {
  assert.deepEqual(
    [...Deno.readDirSync(LOCALES)].map((entry) => entry.name).sort(),
    [...SITE_LANGUAGES].sort(),
  );
});

Deno.test("every language has every area and message of English, with the same values, none empty", () => {
  const areas = areasOf("en");
  for (const lang of SITE_LANGUAGES) {
    assert.deepEqual(areasOf(lang), areas, lang);
    for (const area of areas) {
      const english = leaves(read("en", area));
      const texts = leaves(read(lang, area));
      assert.deepEqual([...texts.keys()].sort(), [...english.keys()].sort(), `${lang}/${area}`);
      for (const [key, message] of english) {
        const translated = texts.get(key)!;
        assert.ok(translated.trim(), `${lang}/${area} ${key} is empty`);
        assert.deepEqual(
          placeholdersOf(translated),
          placeholdersOf(message),
          `${lang}/${area} ${key}: ${translated}`,
        );
      }
    }
  }
});

Deno.test("no answer of the API and no email text is left English in another language", () => {
  for (const area of ["answers.json", "mail.json"]) {
    const english = leaves(read("en", area));
    for (const lang of SITE_LANGUAGES.filter((code) => code !== "en")) {
      const texts = leaves(read(lang, area));
      for (const [key, message] of english) {
        // A message of values only ("{type}: {item}") reads the same in every language.
        if (!/^\{\w+\}: \{\w+\}$/.test(message)) {
          assert.notEqual(texts.get(key), message, `${lang}/${area} ${key} is not translated`);
        }
      }
    }
  }
});

Deno.test("English texts that the contract also words are the contract's", () => {
  for (const [push, title] of Object.entries(PUSH_TITLES.en)) {
    assert.equal(title, PUSH_NOTIFICATIONS[push as keyof typeof PUSH_NOTIFICATIONS].title, push);
  }
  assert.equal(CONCIERGE_TEXTS.en.followUp, CHAT_TEXTS.consultantFollowUp);
});

/**
 * Code that holds Arabic script and why it may: none of it is an interface message. Tests are left
 * out (they check texts in the languages).
 */
const NOT_MESSAGES: Record<string, string> = {
  "contract/languages.ts": "each language's own name",
  "contract/enum-labels.ts": "language names and a currency's symbol",
  "server/ai/concierge-languages/ar.ts": "the catalogue concierge's word lists (what travellers write)",
  "server/ai/concierge-words.ts": "Arabic spelling rules of the concierge's word matching",
  "server/ai/concierge-budget.ts": "currency words travellers write",
  "server/ai/concierge-index.ts": "an example in a comment",
  "server/ai/curated-ideas/ar.ts": "content: the curated journey ideas",
  "server/seed/translations/ar.ts": "content: the demo catalogue",
};

Deno.test("Arabic texts live in locales/ar/ and nowhere else in the code", async () => {
  const ROOT = new URL("../../", import.meta.url);
  const found: string[] = [];
  const walk = async (dir: URL) => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
      if (entry.isDirectory) await walk(url);
      else if (/\.(ts|tsx|json)$/.test(entry.name) && !/(\.test\.tsx?|_test\.ts)$/.test(entry.name)) {
        if (/[\u0600-\u06FF]/.test(await Deno.readTextFile(url))) {
          found.push(url.pathname.slice(ROOT.pathname.length));
        }
      }
    }
  };
  for (const folder of ["contract/", "server/", "web/src/", "scripts/"]) await walk(new URL(folder, ROOT));
  assert.deepEqual(found.filter((file) => !(file in NOT_MESSAGES)).sort(), []);
});
