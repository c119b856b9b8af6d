/**
 * The catalogue as the concierge searches it: each destination, package and activity with the stems
 * of its name, tags, place, related tags and description, in English and in the visitor's language
 * (so both the visitor's words and the English words their intents map to are found). A package's
 * place includes its destination's name, country and continent, and an activity's its package's
 * place, so "Japan" finds the tea ceremony in Higashiyama and "Africa" the Serengeti safari. What the
 * visitor reads (names, places, the summary lines) is in their language, English where untranslated.
 */
import type { ChatSuggestion } from "../../contract/chat/session.ts";
import { localizeItem } from "../../contract/catalogue-translations.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { formatMessage } from "../util/message-format.ts";
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import type { ExchangeRate, RateCurrency } from "../../contract/money.ts";
import { formatUsdIn, type PriceOf } from "./concierge-budget.ts";
import { CONCIERGE_LANGUAGES } from "./concierge-languages/index.ts";
import { stem, words } from "./concierge-words.ts";

/** Weight of a match by where it is found: what an item is called and tagged with says most about it. */
export const WEIGHT = { name: 3, tags: 3, place: 2, related: 2, description: 1 } as const;
export type Field = keyof typeof WEIGHT;
export type Indexed = Record<Field, Set<string>>;
export type Candidate = { suggestion: ChatSuggestion; index: Indexed; summary: string; price: PriceOf };
/** The whole catalogue the concierge reads, and staff's exchange rates (for budgets in other currencies). */
export type Catalogue = {
  destinations: Destination[];
  packages: TravelPackage[];
  activities: Activity[];
  rates?: Partial<Record<RateCurrency, ExchangeRate>>;
};

function stems(...texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => words(text).map(stem)));
}

/** Packages of at most three days suit a weekend or a stopover. */
function lengthTags(duration: string): string[] {
  const days = Number(duration.match(/(\d+)\s*days?/i)?.[1]);
  return days > 0 && days <= 3 ? ["short"] : [];
}

/** The catalogue as a visitor of `lang` reads it: every item in its language, English field by field where untranslated. */
export function localizeCatalogue(catalogue: Catalogue, lang: SiteLanguage): Catalogue {
  if (lang === DEFAULT_LANGUAGE) return catalogue;
  return {
    destinations: catalogue.destinations.map((d) => localizeItem("destinations", d, lang)),
    packages: catalogue.packages.map((p) => localizeItem("packages", p, lang)),
    activities: catalogue.activities.map((a) => localizeItem("activities", a, lang)),
  };
}

/** Item `i` of a list in English and as shown: both sets of words are indexed. */
const both = <T>(english: T[], shown: T[], i: number): T[] => english[i] === shown[i] ? [english[i]] : [english[i], shown[i]];

/**
 * Every catalogue item with its words indexed by field, in English and in `lang`. Activities inherit
 * their package's tags and place.
 */
export function indexCatalogue(catalogue: Catalogue, lang: SiteLanguage = DEFAULT_LANGUAGE): Candidate[] {
  const texts = CONCIERGE_LANGUAGES[lang].texts;
  const shown = localizeCatalogue(catalogue, lang);
  const destinationWords = new Map(
    catalogue.destinations.map((d, i) => [d.id, both(catalogue.destinations, shown.destinations, i).flatMap((x) => [x.name, x.country, x.continent])]),
  );
  const packages = new Map(catalogue.packages.map((p, i) => {
    const forms = both(catalogue.packages, shown.packages, i);
    return [p.id, { tags: forms.flatMap((x) => x.tags), place: [...forms.map((x) => x.location), ...destinationWords.get(p.destinationId) ?? []] }];
  }));
  return [
    ...catalogue.packages.map((p, i) => {
      const forms = both(catalogue.packages, shown.packages, i);
      const view = shown.packages[i];
      return {
        suggestion: { kind: "package" as const, id: p.id, name: view.name, location: view.location, href: `/packages/${p.id}` },
        index: {
          name: stems(...forms.map((x) => x.name)),
          tags: stems(...forms.flatMap((x) => x.tags), p.priceRange, ...lengthTags(p.duration)),
          place: stems(...packages.get(p.id)!.place),
          related: new Set<string>(),
          description: stems(...forms.flatMap((x) => [x.description, ...x.vipServices])),
        },
        summary: formatMessage(
          texts.packageSummary,
          { name: view.name, duration: view.duration, location: view.location, tier: texts.tiers[p.priceRange] ?? p.priceRange },
          lang,
        ),
        price: { tier: p.priceRange },
      };
    }),
    ...catalogue.activities.map((a, i) => {
      const forms = both(catalogue.activities, shown.activities, i);
      const view = shown.activities[i];
      const linked = a.packageId ? packages.get(a.packageId) : undefined;
      // A standalone activity belongs to the destinations its location names ("..., Switzerland": the Swiss Alps).
      const near = linked ? [] : catalogue.destinations.filter((d) => mentions(a.location, d.name) || mentions(a.location, d.country));
      return {
        suggestion: { kind: "activity" as const, id: a.id, name: view.name, location: view.location, href: `/activities/${a.id}` },
        index: {
          name: stems(...forms.map((x) => x.name)),
          tags: new Set<string>(),
          place: stems(...forms.map((x) => x.location), ...linked?.place ?? [], ...near.flatMap((d) => destinationWords.get(d.id) ?? [])),
          related: stems(...linked?.tags ?? []),
          description: stems(...forms.map((x) => x.description)),
        },
        summary: typeof a.price !== "number"
          ? formatMessage(texts.activitySummary, { name: view.name, location: view.location }, lang)
          : formatMessage(texts.pricedActivitySummary, { name: view.name, location: view.location, price: formatUsdIn(a.price, lang) }, lang),
        price: typeof a.price === "number" ? { usd: a.price } : {},
      };
    }),
    ...catalogue.destinations.map((d, i) => {
      const forms = both(catalogue.destinations, shown.destinations, i);
      const view = shown.destinations[i];
      return {
        suggestion: {
          kind: "destination" as const, id: d.id, name: view.name, location: `${view.country}, ${view.continent}`, href: `/destinations/${d.id}`,
        },
        index: {
          name: stems(...forms.map((x) => x.name)),
          tags: stems(...forms.flatMap((x) => x.tags)),
          place: stems(...forms.flatMap((x) => [x.country, x.continent])),
          related: new Set<string>(),
          description: stems(...forms.map((x) => x.description)),
        },
        summary: formatMessage(texts.destinationSummary, { name: view.name, country: view.country }, lang),
        price: {},
      };
    }),
  ];
}

const mentions = (text: string, place: string) => words(text).join(" ").includes(words(place).join(" "));

/** Words of place names that name no place on their own ("South" America, "Amalfi Coast"). */
const GENERIC_PLACE_WORDS = new Set(["south", "north", "east", "west", "central", "coast", "island", "united", "state", "national"]);

/** Arabic writes no short vowels: its place names are shorter ("دبي", Dubai). */
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * The stems of the catalogue's geography: destination names, countries and continents, in English
 * and in `lang`; words of at least four letters (three in Arabic).
 */
export function placeStems(catalogue: Catalogue, lang: SiteLanguage = DEFAULT_LANGUAGE): Set<string> {
  const shown = localizeCatalogue(catalogue, lang).destinations;
  const all = stems(...[...catalogue.destinations, ...shown].flatMap((d) => [d.name, d.country, d.continent]));
  const long = (word: string) => word.length >= (ARABIC_LETTER.test(word) ? 3 : 4);
  return new Set([...all].filter((word) => long(word) && !GENERIC_PLACE_WORDS.has(word)));
}
