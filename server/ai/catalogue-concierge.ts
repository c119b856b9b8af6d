/**
 * The concierge without an AI key: it reads the visitor's words, matches them to the real catalogue
 * (names, locations, tags, descriptions of destinations, packages and activities, in English and in
 * the visitor's language) and answers in that language with short suggestions and links. Plain text,
 * like the AI persona, and it says a consultant will follow up.
 */
import type { ChatSuggestion } from "../../contract/chat.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { listActivities } from "../kv/activities.ts";
import { listDestinations } from "../kv/destinations.ts";
import { listPackages } from "../kv/packages.ts";
import { phraseIntents, vocabulary } from "./concierge-intents.ts";
import { type Candidate, type Catalogue, type Field, type Indexed, indexCatalogue, placeStems, WEIGHT } from "./concierge-index.ts";
import { CONCIERGE_LANGUAGES } from "./concierge-languages/index.ts";
import { correctSpelling, stem, words } from "./concierge-words.ts";


export async function loadCatalogue(kv: Deno.Kv): Promise<Catalogue> {
  const [destinations, packages, activities] = await Promise.all([listDestinations(kv), listPackages(kv), listActivities(kv)]);
  return { destinations, packages, activities };
}

const MAX_SPELLING_CHECKS = 8;

/** One wish of the visitor: the stem of their word (or phrase) and the catalogue stems it stands for. */
type Wish = string[];

/** The wishes a question names: phrases first, then each word, widened by the intent tables of `lang` and English. */
export function wishesOf(question: string, known: ReadonlySet<string>, lang: SiteLanguage = DEFAULT_LANGUAGE): Wish[] {
  const { stopWords, intents, intentStems } = vocabulary(lang);
  const wishes: Wish[] = phraseIntents(question);
  let corrections = 0;
  for (const word of words(question)) {
    if (stopWords.has(word) || word.length < 3) continue;
    let wordStem = stem(word);
    // Spelling is checked for the first few unknown words only: a long message of gibberish stays cheap.
    if (!known.has(wordStem) && !intentStems.has(wordStem) && corrections++ < MAX_SPELLING_CHECKS) {
      wordStem = correctSpelling(wordStem, intentStems) ?? correctSpelling(wordStem, known) ?? wordStem;
    }
    const intent = intents.get(wordStem);
    if (intent?.length === 0) continue;
    wishes.push([wordStem, ...(intent ?? [])]);
  }
  const seen = new Set<string>();
  return wishes.filter((wish) => !seen.has(wish.join(" ")) && seen.add(wish.join(" ")));
}

/**
 * Each wish counts once, by its best word, with the weights of every field that word is found in;
 * items answering several wishes get a bonus per wish, so they beat items answering one many ways.
 */
function score(wishes: Wish[], item: Indexed): number {
  let total = 0;
  for (const wish of wishes) {
    let best = 0;
    for (const term of wish) {
      let s = 0;
      for (const field of Object.keys(WEIGHT) as Field[]) if (item[field].has(term)) s += WEIGHT[field];
      best = Math.max(best, s);
    }
    if (best > 0) total += best + 2;
  }
  return total;
}

type Scored = { suggestion: ChatSuggestion; score: number; summary: string };

export function matchCatalogue(catalogue: Catalogue, question: string, lang: SiteLanguage = DEFAULT_LANGUAGE, limit = 5): Scored[] {
  const items = indexCatalogue(catalogue, lang);
  const known = new Set(items.flatMap((item) => Object.values(item.index).flatMap((set) => [...set])));
  const wishes = wishesOf(question, known, lang);
  if (wishes.length === 0) return [];
  // A place the visitor names is where they want to go: items elsewhere are not suggested.
  const places = placeStems(catalogue, lang);
  const named = wishes.map(([word]) => word).filter((word) => places.has(word));
  const there = (item: Candidate) => named.some((word) => item.index.place.has(word) || item.index.name.has(word));
  const inPlace = named.length > 0 && items.some(there) ? items.filter(there) : items;
  const scored: Scored[] = [];
  for (const item of inPlace) {
    const s = score(wishes, item.index);
    // A word found only in a description is too thin to suggest an item on.
    if (s >= 4) scored.push({ suggestion: item.suggestion, score: s, summary: item.summary });
  }
  scored.sort((a, b) => b.score - a.score);
  // Weak matches next to a strong one are noise: keep those at least a third as good as the best.
  const floor = (scored[0]?.score ?? 0) / 3;
  // A mix: at most 2 of each kind, best first.
  const perKind: Record<string, number> = {};
  const picked: Scored[] = [];
  for (const item of scored) {
    if (item.score < floor) break;
    const kind = item.suggestion.kind;
    if ((perKind[kind] ?? 0) >= 2) continue;
    perKind[kind] = (perKind[kind] ?? 0) + 1;
    picked.push(item);
    if (picked.length >= limit) break;
  }
  return picked;
}

export type CatalogueAnswer = { text: string; suggestions: ChatSuggestion[] };

/** The answer to `question`, in `lang`: a greeting, the matches found, or where to look instead. */
export function catalogueAnswer(catalogue: Catalogue, question: string, lang: SiteLanguage = DEFAULT_LANGUAGE): CatalogueAnswer {
  const { texts, greetingOnly, priceWords } = CONCIERGE_LANGUAGES[lang];
  const english = CONCIERGE_LANGUAGES[DEFAULT_LANGUAGE];
  const pricing = priceWords.test(question) || english.priceWords.test(question) ? ` ${texts.pricing}` : "";
  if (greetingOnly.test(question) || english.greetingOnly.test(question)) {
    return { text: `${texts.greeting} ${texts.followUp}`, suggestions: [] };
  }
  const matches = matchCatalogue(catalogue, question, lang);
  if (matches.length === 0) {
    return { text: `${texts.noMatch}${pricing} ${texts.followUp}`, suggestions: [] };
  }
  const lines = matches.map((m) => m.summary).join("\n");
  return {
    text: `${texts.found}\n${lines}\n${texts.openSuggestion}${pricing} ${texts.followUp}`,
    suggestions: matches.map((m) => m.suggestion),
  };
}
