/**
 * What a traveller's wish stands for in the catalogue: each concept is the English catalogue words
 * the concierge looks for (in names, places, tags and descriptions; every item is indexed in English
 * too). Every language names the traveller words of every concept (server/ai/concierge-languages/),
 * so the compiler refuses a language that leaves one out. `ignored`: words that say nothing.
 */
export const CONCEPTS = {
  romance: ["romance", "honeymoon", "couple", "candlelit", "two"],
  family: ["family", "children"],
  elders: ["family", "rail", "cruise", "tea", "wellness"],
  access: ["rail", "cruise", "lounge", "seat"],
  halal: ["arab", "emirates", "morocco", "maldives", "bedouin"],
  diving: ["diving", "dive", "snorkel", "reef"],
  ski: ["ski", "chalet"],
  food: ["gastronomy", "dining", "chef", "michelin", "kaiseki", "tasting"],
  wine: ["wine", "winery", "vines", "tasting"],
  shopping: ["shopping", "shopper", "souk", "boutique", "mall", "atelier", "stylist"],
  weekend: ["short", "weekend"],
  affordable: ["affordable"],
  vip: ["ultimate", "vip", "exclusive"],
  safari: ["safari", "wildlife", "migration"],
  photography: ["photography"],
  beach: ["beach", "lagoon", "island"],
  warm: ["beach", "desert", "sun"],
  overwater: ["overwater", "villa", "bungalow"],
  mountain: ["mountain", "hiking", "trek", "alpine"],
  wellness: ["wellness", "spa"],
  culture: ["culture", "temple", "heritage"],
  desert: ["desert", "dune", "camp", "stargazing"],
  yacht: ["yacht", "boat", "sail", "catamaran", "cruise", "dhow", "dhoni"],
  cruise: ["cruise", "catamaran"],
  rail: ["rail", "express"],
  quiet: ["remote", "island", "private"],
  greek: ["greece", "aegean"],
  italian: ["italy"],
  japanese: ["japan"],
  moroccan: ["morocco"],
  ignored: [],
} as const satisfies Record<string, readonly string[]>;

export type Concept = keyof typeof CONCEPTS;
