/**
 * What travellers write, mapped onto the words a luxury catalogue uses for it, per language (the
 * tables are in server/ai/concierge-languages/). The concierge looks for the mapped words in names,
 * places, tags and descriptions, so a new catalogue item is found by the same tables without touching
 * them. A visitor is read with their language's words and with English's, which many write too.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { type Concept, CONCEPTS } from "./concierge-concepts.ts";
import { CONCIERGE_LANGUAGES } from "./concierge-languages/index.ts";
import { stem, words } from "./concierge-words.ts";

/** Several words that together mean one wish. */
const PHRASES: [RegExp, string[]][] = [
  [/\bpop(ping)? the question\b/, ["romance", "honeymoon", "couple", "candlelit", "two"]],
  [/\b(money (is )?no object|no expense spared|once in a lifetime|price doesn'?t matter)\b/, ["ultimate", "vip", "exclusive"]],
  [/\bhot[- ]air\b/, ["balloon"]],
  [/\b(stop ?over|lay ?over)\b/, ["short", "weekend", "city"]],
  [/\bgame drives?\b|\bbig five\b/, ["safari", "wildlife"]],
  [/\bcherry blossoms?\b/, ["japan", "garden"]],
  [/\bstep[- ]free\b|\breduced mobility\b/, ["rail", "cruise", "lounge"]],
];

export type Vocabulary = {
  /** Words that say nothing about the journey itself. */
  stopWords: ReadonlySet<string>;
  /** Stem of a traveller word -> stems of the catalogue words it stands for ([]: ignored). */
  intents: ReadonlyMap<string, string[]>;
  /** The stems the intent tables know, for forgiving typos. */
  intentStems: ReadonlySet<string>;
};

function vocabularyOf(langs: SiteLanguage[]): Vocabulary {
  const stopWords = new Set<string>();
  const intents = new Map<string, string[]>();
  // The visitor's own language last, so its reading of a word shared with English wins.
  for (const lang of langs) {
    const table = CONCIERGE_LANGUAGES[lang];
    for (const word of words(table.stopWords)) stopWords.add(word);
    for (const [concept, travellerWords] of Object.entries(table.intents) as [Concept, string][]) {
      const catalogueWords = CONCEPTS[concept].map(stem);
      for (const word of travellerWords.split(" ")) intents.set(stem(word), catalogueWords);
    }
  }
  return { stopWords, intents, intentStems: new Set(intents.keys()) };
}

const VOCABULARIES = new Map<SiteLanguage, Vocabulary>();

/** The words the concierge reads a visitor of `lang` with: English's and their language's. */
export function vocabulary(lang: SiteLanguage): Vocabulary {
  let found = VOCABULARIES.get(lang);
  if (!found) {
    found = vocabularyOf(lang === DEFAULT_LANGUAGE ? [lang] : [DEFAULT_LANGUAGE, lang]);
    VOCABULARIES.set(lang, found);
  }
  return found;
}

/** The wishes named by phrases in the text, as stems of catalogue words. */
export function phraseIntents(text: string): string[][] {
  const lower = text.toLowerCase();
  return PHRASES.filter(([pattern]) => pattern.test(lower)).map(([, catalogueWords]) => catalogueWords.map(stem));
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/gu;

/** Each language's marker words, and the language each marks (a word marks one language only). */
const MARKERS = new Map<string, SiteLanguage>(
  (Object.entries(CONCIERGE_LANGUAGES) as [SiteLanguage, { markers: string }][])
    .flatMap(([lang, table]) => words(table.markers).map((word) => [word, lang] as const)),
);

/**
 * The language a question is written in, when that is clear: Arabic when most of its letters are
 * Arabic; another language when at least two of its words are that language's markers and at most
 * half as many another's. Undefined when unsure (a place name, one word, a mix): the page's
 * language then stands.
 */
export function questionLanguage(question: string): SiteLanguage | undefined {
  const letters = question.match(LETTER) ?? [];
  if (letters.length === 0) return undefined;
  if (letters.filter((letter) => ARABIC_LETTER.test(letter)).length * 2 > letters.length) return "ar";
  const counts = new Map<SiteLanguage, number>();
  for (const word of words(question)) {
    const lang = MARKERS.get(word);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  return first && first[1] >= 2 && first[1] >= 2 * (second?.[1] ?? 0) ? first[0] : undefined;
}
