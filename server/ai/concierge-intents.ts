/**
 * What travellers write, mapped onto the words a luxury catalogue uses for it: "proposal" and "my
 * wife" mean romance, "toddler" means family, "cheap" the Affordable Luxury tier, "money no object"
 * the Ultimate VIP tier, "halal" the destinations where halal food is the norm. The concierge looks
 * for the mapped words in names, places, tags and descriptions, so a new catalogue item is found by
 * the same table without touching it.
 */
import { stem } from "./concierge-words.ts";

/** Words that say nothing about the journey itself. */
export const STOP_WORDS = new Set(
  ("a an and are as at be but by can could do does for from have how i i'd i'm in into is it its me my of on or our " +
    "please pls plz some something that the their them there these this to trip trips travel travelling traveling us want " +
    "we what when where which who will with would you your like looking go going visit somewhere place places idea ideas " +
    "any about get need recommend suggest tell show find know also just really very more most good nice great holiday " +
    "holidays vacation vacations journey hi hello hey thanks thank ok okay let lets all way time year years we're we'd " +
    "around able make plan planning book booking next this that then than south north east west").split(" "),
);

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

/** Traveller words (any form: "kids", "diving", "proposal") -> catalogue words. Empty: ignored. */
const INTENTS: [string, string[]][] = [
  ["propose proposal proposing engagement engaged anniversary romantic romance honeymoon honeymooners couple couples " +
    "wedding wife husband girlfriend boyfriend partner fiance fiancee spouse valentine",
    ["romance", "honeymoon", "couple", "candlelit", "two"]],
  ["kid kids child children family families toddler toddlers teen teens teenager teenagers son daughter baby babies " +
    "infant grandchildren grandkids", ["family", "children"]],
  ["parents mother mum mom father dad grandparents grandmother grandfather elderly senior seniors older retired",
    ["family", "rail", "cruise", "tea", "wellness"]],
  ["wheelchair accessible accessibility mobility disabled disability walker", ["rail", "cruise", "lounge", "seat"]],
  ["halal muslim islamic arabic arab", ["arab", "emirates", "morocco", "maldives", "bedouin"]],
  ["dive diving diver scuba padi snorkel snorkeling snorkelling reef underwater manta", ["diving", "dive", "snorkel", "reef"]],
  ["ski skiing skier snowboard snowboarding slope slopes piste snow apres", ["ski", "chalet"]],
  ["food foodie foodies cuisine culinary gastronomy gastronomic gourmet restaurant restaurants dining dine eat eating " +
    "michelin chef meal meals", ["gastronomy", "dining", "chef", "michelin", "kaiseki", "tasting"]],
  ["wine wines winery vineyard vineyards sommelier", ["wine", "winery", "vines", "tasting"]],
  ["shop shopping shopper boutique boutiques designer brands fashion mall malls souk souks market markets bazaar",
    ["shopping", "shopper", "souk", "boutique", "mall", "atelier", "stylist"]],
  ["weekend weekends short quick getaway break", ["short", "weekend"]],
  ["cheap cheapest budget affordable inexpensive economical value bargain", ["affordable"]],
  ["best top ultimate vip finest splurge lavish extravagant ultra exclusive", ["ultimate", "vip", "exclusive"]],
  ["safari safaris lion lions elephant elephants giraffe giraffes zebra zebras animal animals wildlife",
    ["safari", "wildlife", "migration"]],
  ["photo photos photograph photography photographer camera", ["photography"]],
  ["beach beaches sea ocean tropical swim swimming sunbathing", ["beach", "lagoon", "island"]],
  ["warm hot sunny sunshine", ["beach", "desert", "sun"]],
  ["overwater villa villas bungalow bungalows", ["overwater", "villa", "bungalow"]],
  ["mountain mountains hike hiking hiker trek trekking walk walking alpine alps", ["mountain", "hiking", "trek", "alpine"]],
  ["spa spas massage wellness wellbeing relax relaxing relaxation yoga meditation detox retreat unwind pamper",
    ["wellness", "spa"]],
  ["culture cultural history historic historical heritage museum museums temple temples tradition traditional",
    ["culture", "temple", "heritage"]],
  ["desert dune dunes sand camel camels camping camp stars stargazing bedouin", ["desert", "dune", "camp", "stargazing"]],
  ["yacht yachts yachting boat boats sailing sail charter catamaran", ["yacht", "boat", "sail", "catamaran", "cruise", "dhow", "dhoni"]],
  ["cruise cruises", ["cruise", "catamaran"]],
  ["train trains rail railway", ["rail", "express"]],
  ["quiet peaceful secluded remote isolated crowd crowds privacy hideaway", ["remote", "island", "private"]],
  ["greek", ["greece", "aegean"]],
  ["italian", ["italy"]],
  ["japanese", ["japan"]],
  ["moroccan", ["morocco"]],
  ["luxury luxurious special amazing", []],
];

/** Stem of a traveller word -> stems of the catalogue words it stands for. */
const INTENT_BY_STEM = new Map<string, string[]>();
for (const [travellerWords, catalogueWords] of INTENTS) {
  for (const word of travellerWords.split(" ")) INTENT_BY_STEM.set(stem(word), catalogueWords.map(stem));
}

/** The stems the intent table knows, for forgiving typos. */
export const INTENT_STEMS: ReadonlySet<string> = new Set(INTENT_BY_STEM.keys());

/** The catalogue stems a traveller word stands for (besides itself); [] when it is to be ignored. */
export function intentOf(wordStem: string): string[] | undefined {
  return INTENT_BY_STEM.get(wordStem);
}

/** The wishes named by phrases in the text, as stems of catalogue words. */
export function phraseIntents(text: string): string[][] {
  const lower = text.toLowerCase();
  return PHRASES.filter(([pattern]) => pattern.test(lower)).map(([, catalogueWords]) => catalogueWords.map(stem));
}
