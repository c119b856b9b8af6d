/**
 * The concierge without an AI key, asked the way travellers really write (lowercase, typos, several
 * wishes at once), over HTTP through the chat API as the widget does, on the seeded demo catalogue.
 * Each phrasing lists the demo items (by name) a human consultant would suggest; the concierge must
 * name at least one of them for at least 90 % of the phrasings. The misses are printed.
 */
import assert from "node:assert/strict";
import { type ChatSuggestion, newChatSessionId } from "../../contract/chat/session.ts";
import { makeTestApp } from "../helpers/app.ts";

const ROMANCE = [
  "Maldives Lagoon Honeymoon", "Santorini Caldera Sunsets", "Bora Bora Lagoon Escape", "Private Island Overwater Retreat",
  "Amalfi Coast by Private Yacht", "Sandbank Dinner for Two", "Sunset Dolphin Cruise", "Caldera Catamaran Cruise",
  "The Maldives", "Santorini", "Bora Bora", "Amalfi Coast",
];
const FAMILY = [
  "Family Desert Safari Adventure", "Serengeti Great Migration Safari", "Family Dune Bashing & Sandboarding",
  "Desert Stargazing Night", "Dubai", "Serengeti",
];
/** Gentle, step-free pace: scenic rail, cruises, tea and spa, city lounges. */
const EASY_PACE = [
  "Glacier Express First Class", "Kyoto Temples & Tea Ceremony", "Private Tea Ceremony", "Alpine Chalet Wellness Week",
  "Alpine Lake Spa Day", "Sunset Dhow Dinner Cruise", "Sunset Dolphin Cruise", "Burj Khalifa Sky Lounge at Sunset",
  "Dubai Skyline & Marina Weekend", "Private Gondola Ride", "Swiss Alps",
];
const DUBAI_CITY = [
  "Dubai", "Dubai Skyline & Marina Weekend", "Burj Khalifa Sky Lounge at Sunset", "Personal Shopping at Dubai Mall",
  "Sunset Dhow Dinner Cruise", "Private Yacht along the Palm", "Michelin-Star Chef's Table", "Helicopter Tour of the Coastline",
  "Private Gondola Ride",
];
/** Where halal food is the norm: the Emirates, Morocco, the Maldives. */
const HALAL = [
  "Dubai", "Marrakech", "The Maldives", "Desert Royalty Escape", "Dubai Skyline & Marina Weekend", "Family Desert Safari Adventure",
  "Marrakech Riad & Atlas Discovery", "Maldives Lagoon Honeymoon", "Private Island Overwater Retreat", "Michelin-Star Chef's Table",
  "Sunset Dhow Dinner Cruise",
];
const DIVING = [
  "Private Island Overwater Retreat", "Manta Ray Snorkel Safari", "Lagoon Snorkelling with Rays", "Bora Bora Lagoon Escape",
  "Capri Grottoes by Private Boat", "The Maldives", "Bora Bora",
];
const SKI = ["Swiss Alps", "Alpine Chalet Wellness Week"];
const FOOD = [
  "Michelin-Star Chef's Table", "Kyoto", "Kyoto Temples & Tea Ceremony", "Amalfi Coast", "Amalfi Coast by Private Yacht",
  "Volcanic Wine Tasting", "Sunset Dhow Dinner Cruise", "Dubai Skyline & Marina Weekend", "Dubai", "Private Tea Ceremony",
];
const SHOPPING = ["Personal Shopping at Dubai Mall", "Souk Walk with a Design Expert", "Dubai", "Marrakech", "Marrakech Riad & Atlas Discovery"];
const SHORT_STAY = [
  "Dubai Skyline & Marina Weekend", "Burj Khalifa Sky Lounge at Sunset", "Helicopter Tour of the Coastline", "Sunset Dhow Dinner Cruise",
  "Private Yacht along the Palm", "Personal Shopping at Dubai Mall", "Private Gondola Ride", "Michelin-Star Chef's Table", "Dubai",
];
const AFFORDABLE = [
  "Family Desert Safari Adventure", "Santorini Caldera Sunsets", "Kyoto Temples & Tea Ceremony", "Marrakech Riad & Atlas Discovery",
];
const TOP_TIER = [
  "Desert Royalty Escape", "Private Island Overwater Retreat", "Amalfi Coast by Private Yacht", "Serengeti Great Migration Safari",
];
const SAFARI = ["Serengeti Great Migration Safari", "Serengeti", "Balloon Safari over the Plains", "Family Desert Safari Adventure"];
const BEACH = [
  "The Maldives", "Bora Bora", "Private Island Overwater Retreat", "Maldives Lagoon Honeymoon", "Bora Bora Lagoon Escape",
  "Sandbank Dinner for Two", "Manta Ray Snorkel Safari", "Lagoon Snorkelling with Rays",
];
const MOUNTAINS = [
  "Patagonia", "Torres del Paine Trek with a Naturalist", "Swiss Alps", "Alpine Chalet Wellness Week", "Marrakech Riad & Atlas Discovery",
];
const WELLNESS = [
  "Alpine Chalet Wellness Week", "Alpine Lake Spa Day", "Maldives Lagoon Honeymoon", "The Maldives", "Swiss Alps",
  "Private Island Overwater Retreat",
];
const CULTURE = [
  "Kyoto", "Kyoto Temples & Tea Ceremony", "Private Tea Ceremony", "Marrakech", "Marrakech Riad & Atlas Discovery",
  "Souk Walk with a Design Expert",
];
const DESERT = [
  "Desert Royalty Escape", "Family Desert Safari Adventure", "Desert Stargazing Night", "Falconry at Dawn",
  "Hot-Air Balloon over the Dunes", "Family Dune Bashing & Sandboarding", "Marrakech Riad & Atlas Discovery", "Dubai", "Marrakech",
];
const REMOTE = ["Patagonia", "Torres del Paine Trek with a Naturalist", "Private Island Overwater Retreat", "The Maldives", "Bora Bora"];

/** What travellers type, and the items a consultant would put in front of them. */
const PHRASINGS: [string, string[]][] = [
  ["surprise proposal", ROMANCE],
  ["i want to propose to my girlfriend somewhere special", ROMANCE],
  ["Planning to pop the question this summer!", ROMANCE],
  ["our 10th wedding anniversary, somewhere romantic", ROMANCE],
  ["anniversery trip for me and my wife", ROMANCE],
  ["honeymoon ideas pls", ROMANCE],
  ["birthday surprise for my husband", ROMANCE],
  ["romantic beach getaway with some diving", [...ROMANCE, ...BEACH, ...DIVING]],
  ["travelling with kids aged 5 and 8", FAMILY],
  ["family holiday with 3 children", FAMILY],
  ["something fun for the whole family", FAMILY],
  ["we have a toddler and a teenager", FAMILY],
  ["trip with my parents, they are in their 70s", [...EASY_PACE, ...FAMILY]],
  ["taking my elderly mother somewhere relaxing", [...EASY_PACE, ...WELLNESS]],
  ["wheelchair accessible trip", [...EASY_PACE, ...DUBAI_CITY]],
  ["my husband uses a wheelchair, what can we do in dubai", DUBAI_CITY],
  ["halal food options?", HALAL],
  ["muslim friendly holiday with halal restaurants", HALAL],
  ["scuba diving", DIVING],
  ["where can i go diving with manta rays", DIVING],
  ["snorkling", DIVING],
  ["skiing in february", SKI],
  ["ski trip for beginners", SKI],
  ["snowboarding holiday", SKI],
  ["ski holiday with the kids", SKI],
  ["foodie trip, michelin restaurants", FOOD],
  ["best food in the world", FOOD],
  ["wine tasting", ["Volcanic Wine Tasting", "Santorini", "Santorini Caldera Sunsets"]],
  ["shopping in dubai", SHOPPING],
  ["i love shoping and designer brands", SHOPPING],
  ["a 2 day stopover in dubai", SHORT_STAY],
  ["layover in dubai for 24 hours, what can i do", SHORT_STAY],
  ["a weekend away", SHORT_STAY],
  ["long weekend getaway", SHORT_STAY],
  ["cheap trip", AFFORDABLE],
  ["something on a budget", AFFORDABLE],
  ["what is your most affordable package", AFFORDABLE],
  ["the best you have, money no object", TOP_TIER],
  ["ultimate luxury experience", TOP_TIER],
  ["VIP treatment all the way", TOP_TIER],
  ["safari", SAFARI],
  ["see lions and elephants in africa", SAFARI],
  ["beach holiday", BEACH],
  ["overwater villa", ["Private Island Overwater Retreat", "Maldives Lagoon Honeymoon", "Bora Bora Lagoon Escape", "The Maldives", "Bora Bora"]],
  ["hiking and mountains", MOUNTAINS],
  ["trekking in patagonia", ["Patagonia", "Torres del Paine Trek with a Naturalist"]],
  ["spa and relaxation", WELLNESS],
  ["a yoga retreat", WELLNESS],
  ["culture and history", CULTURE],
  ["japan in cherry blossom season", ["Kyoto", "Kyoto Temples & Tea Ceremony", "Private Tea Ceremony"]],
  ["desert camping under the stars", DESERT],
  ["hot air balloon ride", ["Hot-Air Balloon over the Dunes", "Balloon Safari over the Plains"]],
  ["yacht charter in italy", ["Amalfi Coast by Private Yacht", "Amalfi Coast", "Capri Grottoes by Private Boat"]],
  ["greek islands", ["Santorini", "Santorini Caldera Sunsets", "Caldera Catamaran Cruise", "Volcanic Wine Tasting"]],
  ["sunset cruise", ["Sunset Dhow Dinner Cruise", "Sunset Dolphin Cruise", "Caldera Catamaran Cruise", "Dubai Skyline & Marina Weekend"]],
  ["helicopter ride over dubai", ["Helicopter Tour of the Coastline", "Desert Royalty Escape"]],
  ["girls trip, spa and shopping", [...WELLNESS, ...SHOPPING]],
  ["bachelor party in Dubai", DUBAI_CITY],
  ["wildlife photography", SAFARI],
  ["train journey through the alps", ["Glacier Express First Class", "Swiss Alps", "Alpine Chalet Wellness Week"]],
  ["somewhere warm in december", [...BEACH, ...DESERT]],
  ["quiet place far from the crowds", REMOTE],
  ["boat trip in the maldives", [
    "Sunset Dolphin Cruise", "Maldives Lagoon Honeymoon", "Private Island Overwater Retreat", "The Maldives", "Manta Ray Snorkel Safari",
    "Sandbank Dinner for Two",
  ]],
  ["safari in tanzania", ["Serengeti Great Migration Safari", "Serengeti", "Balloon Safari over the Plains"]],
  ["shopping and souks in morocco", ["Souk Walk with a Design Expert", "Marrakech", "Marrakech Riad & Atlas Discovery"]],
  ["something cultural in japan", ["Kyoto", "Kyoto Temples & Tea Ceremony", "Private Tea Ceremony"]],
  ["best restaurants in dubai", ["Michelin-Star Chef's Table", "Dubai Skyline & Marina Weekend", "Sunset Dhow Dinner Cruise", "Dubai"]],
  ["somewhere for a romantic dinner", [...ROMANCE, "Sunset Dhow Dinner Cruise", "Michelin-Star Chef's Table"]],
  ["swiss trains", ["Glacier Express First Class", "Swiss Alps", "Alpine Chalet Wellness Week"]],
  ["kid friendly beach resort", [...FAMILY, ...BEACH]],
  ["accessible hotel for my dad who uses a walker", EASY_PACE],
  ["Marrakesh riad", ["Marrakech Riad & Atlas Discovery", "Marrakech"]],
  ["any nice snorkeling spots?", DIVING],
  ["we are vegetarians, any food tours?", FOOD],
];

const REQUIRED_RATE = 0.9;

Deno.test(`the concierge without a key suggests a right item for at least ${REQUIRED_RATE * 100} % of real phrasings`, async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const known = new Set<string>();
    for (const kind of ["destinations", "packages", "activities"]) {
      for (const item of (await t.call("GET", `/api/${kind}`)).json.data[kind]) known.add(item.name);
    }
    const misses: string[] = [];
    for (const [phrasing, expected] of PHRASINGS) {
      for (const name of expected) assert.ok(known.has(name), `"${name}" (expected for "${phrasing}") is a demo item`);
      const res = await t.call("POST", `/api/chat/sessions/${newChatSessionId()}/messages`, { body: { text: phrasing } });
      assert.equal(res.status, 201, res.text);
      const suggested = (res.json.data.reply.suggestions as ChatSuggestion[]).map((s) => s.name);
      if (!suggested.some((name) => expected.includes(name))) misses.push(`"${phrasing}" -> [${suggested.join(", ")}]`);
    }
    const rate = (PHRASINGS.length - misses.length) / PHRASINGS.length;
    console.log(`concierge hit rate: ${(rate * 100).toFixed(1)} % of ${PHRASINGS.length} phrasings`);
    if (misses.length) console.log(`misses:\n  ${misses.join("\n  ")}`);
    assert.ok(PHRASINGS.length >= 40);
    assert.ok(rate >= REQUIRED_RATE, `hit rate ${(rate * 100).toFixed(1)} % is below ${REQUIRED_RATE * 100} %`);
  } finally {
    await t.close();
  }
});
