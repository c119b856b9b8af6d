/**
 * The concierge without an AI key: it reads the visitor's words, matches them to the real catalogue
 * (names, locations, tags, descriptions of destinations, packages and activities) and answers with
 * short suggestions and links. Plain text, like the AI persona, and it says a consultant will follow up.
 */
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import { CHAT_TEXTS, type ChatSuggestion } from "../../contract/chat.ts";
import { listActivities } from "../kv/activities.ts";
import { listDestinations } from "../kv/destinations.ts";
import { listPackages } from "../kv/packages.ts";

export type Catalogue = { destinations: Destination[]; packages: TravelPackage[]; activities: Activity[] };

export async function loadCatalogue(kv: Deno.Kv): Promise<Catalogue> {
  const [destinations, packages, activities] = await Promise.all([listDestinations(kv), listPackages(kv), listActivities(kv)]);
  return { destinations, packages, activities };
}

const STOP_WORDS = new Set(
  ("a an and are as at be but by can could do does for from have how i i'd i'm in into is it its me my of on or our " +
    "please some something that the their them there these this to trip travel travelling traveling us want we what " +
    "when where which who will with would you your like looking go going visit somewhere place places idea ideas any " +
    "about get need recommend suggest tell show find know also just really very more most best good nice great " +
    "holiday holidays vacation journey").split(" "),
);

/** Words that mean the same thing to a traveller, mapped onto words the catalogue uses. */
const SYNONYMS: Record<string, string[]> = {
  kid: ["family"], child: ["family"], children: ["family"], families: ["family"],
  honeymoon: ["romance", "honeymoon"], romantic: ["romance"], couple: ["romance", "honeymoon"],
  anniversary: ["romance"], wedding: ["honeymoon", "romance"],
  beach: ["beach", "lagoon", "island"], sea: ["beach", "coast", "lagoon"], ocean: ["beach", "lagoon", "diving"],
  island: ["island", "beach"], swim: ["snorkelling", "beach"], snorkel: ["snorkelling", "snorkel"],
  dive: ["diving"], scuba: ["diving"],
  ski: ["skiing"], snow: ["skiing", "mountain"], mountain: ["mountain", "alpine"], hike: ["hiking", "trek"],
  hiking: ["hiking", "trek"], trek: ["trek", "hiking"],
  food: ["gastronomy", "dining", "chef"], cuisine: ["gastronomy", "dining"], dinner: ["dining", "dinner"],
  restaurant: ["dining", "michelin"], wine: ["wine"],
  spa: ["wellness", "spa"], relax: ["wellness", "spa"], relaxing: ["wellness", "spa"], wellbeing: ["wellness"],
  animal: ["wildlife", "safari"], animals: ["wildlife", "safari"], wildlife: ["wildlife", "safari"],
  dune: ["desert", "dune"], sand: ["desert", "dune"], camel: ["desert"],
  yacht: ["yachting", "yacht"], boat: ["yacht", "cruise", "boat"], sailing: ["yachting", "yacht"],
  shop: ["shopping"], shopping: ["shopping"], culture: ["culture", "cultural"], cultural: ["culture"],
  temple: ["temples", "temple"], history: ["culture", "historic"], art: ["design", "art"],
  city: ["city", "skyline"], photo: ["photography"], photos: ["photography"],
  luxury: [], luxurious: [], exclusive: ["exclusive"], private: ["private"],
};

const PRICE_WORDS = /\b(price|prices|cost|costs|how much|budget|book|booking|reserve|reservation|availability|available|quote|pay)\b/i;
const GREETING_ONLY = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|salaam|marhaba|greetings)[\s!.,]*$/i;

/** Lower case, accents removed, a light stemmer: "safaris" and "safari" are one word. */
export function stem(word: string): string {
  let w = word.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  return w;
}

function words(text: string): string[] {
  return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter(Boolean);
}

/** Own entries only: a visitor typing "constructor" or "__proto__" must not reach Object.prototype. */
const synonymsOf = (word: string): string[] | undefined => (Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined);

/** The stems a question asks about, widened with synonyms; stop words dropped. */
export function queryTerms(question: string): string[] {
  const terms = new Set<string>();
  for (const word of words(question)) {
    if (STOP_WORDS.has(word) || word.length < 3) continue;
    const synonyms = synonymsOf(word) ?? synonymsOf(stem(word));
    if (synonyms && synonyms.length === 0) continue;
    terms.add(stem(word));
    for (const synonym of synonyms ?? []) terms.add(stem(synonym));
  }
  return [...terms];
}

type Fields = { name: string; place: string; tags: string[]; description: string };

function stems(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** Name and tags weigh most, then the place, then the description; each field counts once per term. */
function score(terms: string[], fields: Fields): number {
  const name = stems(fields.name);
  const tags = stems(fields.tags.join(" "));
  const place = stems(fields.place);
  const description = stems(fields.description);
  let total = 0;
  let matched = 0;
  for (const term of terms) {
    let s = 0;
    if (name.has(term)) s += 3;
    if (tags.has(term)) s += 3;
    if (place.has(term)) s += 2;
    if (description.has(term)) s += 1;
    if (s > 0) matched++;
    total += s;
  }
  // Items matching several of the visitor's words beat items matching one word many ways.
  return total + matched * 2;
}

type Scored = { suggestion: ChatSuggestion; score: number; summary: string };

export function matchCatalogue(catalogue: Catalogue, question: string, limit = 5): Scored[] {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const scored: Scored[] = [];
  const add = (suggestion: ChatSuggestion, fields: Fields, summary: string) => {
    const s = score(terms, fields);
    if (s >= 4) scored.push({ suggestion, score: s, summary });
  };
  for (const p of catalogue.packages) {
    add(
      { kind: "package", id: p.id, name: p.name, location: p.location, href: `/packages/${p.id}` },
      { name: p.name, place: p.location, tags: p.tags, description: p.description },
      `${p.name}: a package of ${p.duration} in ${p.location} (${p.priceRange}).`,
    );
  }
  for (const a of catalogue.activities) {
    add(
      { kind: "activity", id: a.id, name: a.name, location: a.location, href: `/activities/${a.id}` },
      { name: a.name, place: a.location, tags: [], description: a.description },
      `${a.name}: an experience in ${a.location}.`,
    );
  }
  for (const d of catalogue.destinations) {
    add(
      { kind: "destination", id: d.id, name: d.name, location: `${d.country}, ${d.continent}`, href: `/destinations/${d.id}` },
      { name: d.name, place: `${d.country} ${d.continent}`, tags: d.tags, description: d.description },
      `${d.name}: a destination in ${d.country}.`,
    );
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

export function catalogueAnswer(catalogue: Catalogue, question: string): CatalogueAnswer {
  const follow = CHAT_TEXTS.consultantFollowUp;
  const pricing = PRICE_WORDS.test(question)
    ? " For prices and bookings, please send an inquiry from the package or activity page, or use the contact page; our consultants answer within 24 hours."
    : "";
  if (GREETING_ONLY.test(question)) {
    return {
      text: "Hello and welcome! Tell me what kind of journey you have in mind (a place, who is travelling, what you " +
        "love doing) and I will suggest destinations, packages and experiences from our collection. " + follow,
      suggestions: [],
    };
  }
  const matches = matchCatalogue(catalogue, question);
  if (matches.length === 0) {
    return {
      text: "I could not match that to our collection right away. You can browse all our destinations, packages and " +
        `activities from the menu.${pricing} ${follow}`,
      suggestions: [],
    };
  }
  const lines = matches.map((m) => m.summary).join("\n");
  return {
    text: `Here is what I found in our collection for you:\n${lines}\nOpen a suggestion to see the details and send an ` +
      `inquiry.${pricing} ${follow}`,
    suggestions: matches.map((m) => m.suggestion),
  };
}
