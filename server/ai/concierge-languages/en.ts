/**
 * The catalogue concierge's English words: what travellers write mapped onto
 * the words a luxury catalogue uses for it: "proposal" and "my wife" mean romance, "toddler" means
 * family, "cheap" the Affordable Luxury tier, "money no object" the Ultimate VIP tier, "halal" the
 * destinations where halal food is the norm.
 */
import type { ConciergeWords } from "./types.ts";

export const en: ConciergeWords = {
  greetingOnly: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|salaam|marhaba|greetings)[\s!.,]*$/i,
  priceWords:
    /\b(price|prices|cost|costs|how much|budget|book|booking|reserve|reservation|availability|available|quote|pay)\b/i,
  atLeast: /\b(over|more than|above|at least|from|starting at)/i,
  markers: "the and with for my our we you your to of is are what where want looking some any can us this that there have how would",
  stopWords:
    "a an and are as at be but by can could do does for from have how i i'd i'm in into is it its me my of on or our " +
    "please pls plz some something that the their them there these this to trip trips travel travelling traveling us want " +
    "we what when where which who will with would you your like looking go going visit somewhere place places idea ideas " +
    "any about get need recommend suggest tell show find know also just really very more most good nice great holiday " +
    "holidays vacation vacations journey hi hello hey thanks thank ok okay let lets all way time year years we're we'd " +
    "around able make plan planning book booking next this that then than south north east west",
  intents: {
    romance:
      "propose proposal proposing engagement engaged anniversary romantic romance honeymoon " +
      "honeymooners couple couples wedding wife husband girlfriend boyfriend partner fiance " +
      "fiancee spouse valentine",
    family:
      "kid kids child children family families toddler toddlers teen teens teenager teenagers son " +
      "daughter baby babies infant grandchildren grandkids",
    elders:
      "parents mother mum mom father dad grandparents grandmother grandfather elderly senior " +
      "seniors older retired",
    access: "wheelchair accessible accessibility mobility disabled disability walker",
    halal: "halal muslim islamic arabic arab",
    diving: "dive diving diver scuba padi snorkel snorkeling snorkelling reef underwater manta",
    ski: "ski skiing skier snowboard snowboarding slope slopes piste snow apres",
    food:
      "food foodie foodies cuisine culinary gastronomy gastronomic gourmet restaurant restaurants " +
      "dining dine eat eating michelin chef meal meals",
    wine: "wine wines winery vineyard vineyards sommelier",
    shopping:
      "shop shopping shopper boutique boutiques designer brands fashion mall malls souk souks " +
      "market markets bazaar",
    weekend: "weekend weekends short quick getaway break",
    affordable: "cheap cheapest budget affordable inexpensive economical value bargain",
    vip: "best top ultimate vip finest splurge lavish extravagant ultra exclusive",
    safari:
      "safari safaris lion lions elephant elephants giraffe giraffes zebra zebras animal animals " +
      "wildlife",
    photography: "photo photos photograph photography photographer camera",
    beach: "beach beaches sea ocean tropical swim swimming sunbathing",
    warm: "warm hot sunny sunshine",
    overwater: "overwater villa villas bungalow bungalows",
    mountain: "mountain mountains hike hiking hiker trek trekking walk walking alpine alps",
    wellness:
      "spa spas massage wellness wellbeing relax relaxing relaxation yoga meditation detox " +
      "retreat unwind pamper",
    culture:
      "culture cultural history historic historical heritage museum museums temple temples " +
      "tradition traditional",
    desert: "desert dune dunes sand camel camels camping camp stars stargazing bedouin",
    yacht: "yacht yachts yachting boat boats sailing sail charter catamaran",
    cruise: "cruise cruises",
    rail: "train trains rail railway",
    quiet: "quiet peaceful secluded remote isolated crowd crowds privacy hideaway",
    greek: "greek",
    italian: "italian",
    japanese: "japanese",
    moroccan: "moroccan",
    ignored: "luxury luxurious special amazing",
  },
};
