/**
 * The concierge without an AI key: it reads the visitor's words, matches them to the real catalogue
 * (names, locations, tags, descriptions of destinations, packages and activities, in English and in
 * the visitor's language) and answers in that language with short suggestions and links. Plain text,
 * like the AI persona, and it says a consultant will follow up.
 */
import type { ChatSuggestion } from "../../contract/chat/session.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { listActivities } from "../kv/activities.ts";
import { listDestinations } from "../kv/destinations.ts";
import { listPackages } from "../kv/packages.ts";
import { formatMessage } from "../util/message-format.ts";
import { getExchangeRates } from "../kv/exchange-rates.ts";
import { type Budget, budgetOf, fitOf, withoutAmounts } from "./concierge-budget.ts";
import { CONCEPTS } from "./concierge-concepts.ts";
import { phraseIntents, questionLanguage, vocabulary } from "./concierge-intents.ts";
import { type Candidate, type Catalogue, type Field, type Indexed, indexCatalogue, placeStems, WEIGHT } from "./concierge-index.ts";
import { CONCIERGE_LANGUAGES } from "./concierge-languages/index.ts";
import { correctSpelling, stem, words } from "./concierge-words.ts";


export async function loadCatalogue(kv: Deno.Kv): Promise<Catalogue> {
  const [destinations, packages, activities, rates] = await Promise.all([
    listDestinations(kv),
    listPackages(kv),
    listActivities(kv),
    getExchangeRates(kv),
  ]);
  return { destinations, packages, activities, rates: rates?.rates };
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

type Scored = { suggestion: ChatSuggestion; score: number; summary: string; fit: number };

const stemsOf = (concept: readonly string[]) => concept.map(stem);
const FAMILY = stemsOf(CONCEPTS.family);
const ROMANCE = stemsOf(CONCEPTS.romance);
const CHEAP = stemsOf(CONCEPTS.affordable);
/** Whether a wish is the concept `stems` stands for (the traveller's word mapped to it, or its own word). */
const wishFor = (wishes: Wish[], stems: string[]) => wishes.some((wish) => wish.slice(1).join(" ") === stems.join(" "));

/**
 * Travelling with children: 2 for what is made for families, 0 for a package or experience named or
 * tagged for couples (left out), 1 for the rest.
 */
function familyFit(item: Candidate): number {
  const own = [item.index.name, item.index.tags, item.index.related];
  if (own.some((field) => FAMILY.some((word) => field.has(word)))) return 2;
  const couples = item.suggestion.kind !== "destination" && [item.index.name, item.index.tags].some((field) => ROMANCE.some((word) => field.has(word)));
  return couples ? 0 : 1;
}

/** What the concierge found: the best matches within the budget, and whether matches were left out for it alone. */
export type Matches = { matches: Scored[]; budget?: Budget; nothingFits: boolean };

/**
 * The catalogue items that answer `question` in `lang`: named places first, then scored wishes. A
 * stated budget leaves out what is clearly above it and ranks what surely fits first; travelling
 * with children leaves out couples' items and, on a tie, ranks family items first.
 */
export function matchCatalogue(catalogue: Catalogue, question: string, lang: SiteLanguage = DEFAULT_LANGUAGE, limit = 5): Matches {
  const items = indexCatalogue(catalogue, lang);
  const known = new Set(items.flatMap((item) => Object.values(item.index).flatMap((set) => [...set])));
  const wishes = wishesOf(withoutAmounts(question), known, lang);
  const budget = budgetOf(question, lang, catalogue.rates, wishFor(wishes, CHEAP));
  if (wishes.length === 0) return { matches: [], budget, nothingFits: false };
  const children = wishFor(wishes, FAMILY);
  // A place the visitor names is where they want to go: items elsewhere are not suggested.
  const places = placeStems(catalogue, lang);
  const named = wishes.map(([word]) => word).filter((word) => places.has(word));
  const there = (item: Candidate) => named.some((word) => item.index.place.has(word) || item.index.name.has(word));
  const inPlace = named.length > 0 && items.some(there) ? items.filter(there) : items;
  const scored: (Scored & { party: number })[] = [];
  for (const item of inPlace) {
    const s = score(wishes, item.index);
    const party = children ? familyFit(item) : 1;
    // A word found only in a description is too thin to suggest an item on.
    if (s >= 4 && party > 0) scored.push({ suggestion: item.suggestion, score: s, summary: item.summary, fit: fitOf(item.price, budget), party });
  }
  const best = Math.max(0, ...scored.map((item) => item.score));
  // With a budget, nothing fits when no package or experience at least half as good as the best match is within it.
  const fitting = scored.filter((item) => item.fit > 0);
  const priced = (item: Scored) => item.suggestion.kind !== "destination" && item.score * 2 >= best;
  const nothingFits = budget !== undefined && scored.some(priced) && !fitting.some(priced);
  if (nothingFits) return { matches: [], budget, nothingFits };
  fitting.sort((a, b) => b.fit - a.fit || b.score - a.score || b.party - a.party);
  // Weak matches next to a strong one (within the budget or not) are noise: keep those at least a third as good as the best.
  const floor = best / 3;
  // A mix: at most 2 of each kind, best first.
  const perKind: Record<string, number> = {};
  const picked: Scored[] = [];
  for (const { party: _party, ...item } of fitting) {
    if (item.score < floor) continue;
    const kind = item.suggestion.kind;
    if ((perKind[kind] ?? 0) >= 2) continue;
    perKind[kind] = (perKind[kind] ?? 0) + 1;
    picked.push(item);
    if (picked.length >= limit) break;
  }
  return { matches: picked, budget, nothingFits: false };
}

export type CatalogueAnswer = { text: string; suggestions: ChatSuggestion[] };

/**
 * The answer to `question`: a greeting, the matches found (with a budget stated, those within it,
 * or that nothing fits), or where to look instead. In the question's language when it is clearly
 * written in one (an Arabic question on an English page), else in `lang`, the page's or session's.
 */
export function catalogueAnswer(catalogue: Catalogue, question: string, pageLang: SiteLanguage = DEFAULT_LANGUAGE): CatalogueAnswer {
  const lang = questionLanguage(question) ?? pageLang;
  const { texts, greetingOnly, priceWords } = CONCIERGE_LANGUAGES[lang];
  const english = CONCIERGE_LANGUAGES[DEFAULT_LANGUAGE];
  const pricing = priceWords.test(question) || english.priceWords.test(question) ? ` ${texts.pricing}` : "";
  if (greetingOnly.test(question) || english.greetingOnly.test(question)) {
    return { text: `${texts.greeting} ${texts.followUp}`, suggestions: [] };
  }
  const { matches, budget, nothingFits } = matchCatalogue(catalogue, question, lang);
  if (nothingFits && budget?.said) {
    return { text: `${formatMessage(texts.noneInBudget, { budget: budget.said }, lang)}${pricing} ${texts.followUp}`, suggestions: [] };
  }
  if (matches.length === 0) {
    return { text: `${texts.noMatch}${pricing} ${texts.followUp}`, suggestions: [] };
  }
  const lines = matches.map((m) => m.summary).join("\n");
  const opening = budget?.said ? formatMessage(texts.foundInBudget, { budget: budget.said }, lang) : texts.found;
  return {
    text: `${opening}\n${lines}\n${texts.openSuggestion}${pricing} ${texts.followUp}`,
    suggestions: matches.map((m) => m.suggestion),
  };
}
