/**
 * The catalogue as the concierge searches it: each destination, package and activity with the stems
 * of its name, tags, place, related tags and description. A package's place includes its
 * destination's name, country and continent, and an activity's its package's place, so "Japan" finds
 * the tea ceremony in Higashiyama and "Africa" the Serengeti safari.
 */
import type { ChatSuggestion } from "../../contract/chat.ts";
import type { Catalogue } from "./catalogue-concierge.ts";
import { stem, words } from "./concierge-words.ts";

/** Weight of a match by where it is found: what an item is called and tagged with says most about it. */
export const WEIGHT = { name: 3, tags: 3, place: 2, related: 2, description: 1 } as const;
export type Field = keyof typeof WEIGHT;
export type Indexed = Record<Field, Set<string>>;
export type Candidate = { suggestion: ChatSuggestion; index: Indexed; summary: string };

function stems(...texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => words(text).map(stem)));
}

/** Packages of at most three days suit a weekend or a stopover. */
function lengthTags(duration: string): string[] {
  const days = Number(duration.match(/(\d+)\s*days?/i)?.[1]);
  return days > 0 && days <= 3 ? ["short"] : [];
}

/** Every catalogue item with its words indexed by field. Activities inherit their package's tags and place. */
export function indexCatalogue(catalogue: Catalogue): Candidate[] {
  const destinations = new Map(catalogue.destinations.map((d) => [d.id, [d.name, d.country, d.continent]]));
  const packages = new Map(catalogue.packages.map((p) => [p.id, { tags: p.tags, place: [p.location, ...destinations.get(p.destinationId) ?? []] }]));
  return [
    ...catalogue.packages.map((p) => ({
      suggestion: { kind: "package" as const, id: p.id, name: p.name, location: p.location, href: `/packages/${p.id}` },
      index: {
        name: stems(p.name),
        tags: stems(...p.tags, p.priceRange, ...lengthTags(p.duration)),
        place: stems(...packages.get(p.id)!.place),
        related: new Set<string>(),
        description: stems(p.description, ...p.vipServices),
      },
      summary: `${p.name}: a package of ${p.duration} in ${p.location} (${p.priceRange}).`,
    })),
    ...catalogue.activities.map((a) => {
      const linked = a.packageId ? packages.get(a.packageId) : undefined;
      // A standalone activity belongs to the destinations its location names ("..., Switzerland": the Swiss Alps).
      const near = linked ? [] : catalogue.destinations.filter((d) => mentions(a.location, d.name) || mentions(a.location, d.country));
      return {
        suggestion: { kind: "activity" as const, id: a.id, name: a.name, location: a.location, href: `/activities/${a.id}` },
        index: {
          name: stems(a.name),
          tags: new Set<string>(),
          place: stems(a.location, ...linked?.place ?? [], ...near.flatMap((d) => [d.name, d.country, d.continent])),
          related: stems(...linked?.tags ?? []),
          description: stems(a.description),
        },
        summary: `${a.name}: an experience in ${a.location}.`,
      };
    }),
    ...catalogue.destinations.map((d) => ({
      suggestion: {
        kind: "destination" as const, id: d.id, name: d.name, location: `${d.country}, ${d.continent}`, href: `/destinations/${d.id}`,
      },
      index: {
        name: stems(d.name),
        tags: stems(...d.tags),
        place: stems(d.country, d.continent),
        related: new Set<string>(),
        description: stems(d.description),
      },
      summary: `${d.name}: a destination in ${d.country}.`,
    })),
  ];
}

const mentions = (text: string, place: string) => words(text).join(" ").includes(words(place).join(" "));

/** Words of place names that name no place on their own ("South" America, "Amalfi Coast"). */
const GENERIC_PLACE_WORDS = new Set(["south", "north", "east", "west", "central", "coast", "island", "united", "state", "national"]);

/** The stems of the catalogue's geography: destination names, countries and continents. */
export function placeStems(catalogue: Catalogue): Set<string> {
  const all = stems(...catalogue.destinations.flatMap((d) => [d.name, d.country, d.continent]));
  return new Set([...all].filter((word) => word.length >= 4 && !GENERIC_PLACE_WORDS.has(word)));
}
