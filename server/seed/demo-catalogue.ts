/**
 * The demo catalogue a Dubai luxury agency could show on day one: 10 destinations on 5 continents
 * (Patagonia deliberately without packages), 12 packages spread evenly over the three price tiers and
 * 24 activities (linked and standalone, with and without price). Every item has its image, drawn by
 * scripts/generate-demo-art.ts; they ship in web/public/images/catalogue so the site looks right offline. `key`s only link the records while
 * seeding; the database generates the real ids.
 */
import type { ActivityInput, DestinationInput, PackageInput } from "../../contract/catalogue.ts";

const image = (name: string) => `/images/catalogue/${name}.svg`;

export type DemoDestination = DestinationInput & { key: string };
export type DemoPackage = Omit<PackageInput, "destinationId"> & { key: string; destinationKey: string };
export type DemoActivity = Omit<ActivityInput, "packageId"> & { packageKey?: string };

export const demoDestinations: DemoDestination[] = [
  {
    key: "dubai",
    name: "Dubai",
    country: "United Arab Emirates",
    continent: "Asia",
    description:
      "Our home city: a skyline of record-breaking towers, golden dunes a short drive away, and a Gulf coast of private beaches, superyacht marinas and some of the world's finest hotels and restaurants.",
    imageUrl: image("dubai-skyline"),
    tags: ["City", "Desert", "Shopping", "Fine Dining", "Family"],
  },
  {
    key: "maldives",
    name: "The Maldives",
    country: "Maldives",
    continent: "Asia",
    description:
      "Twenty-six atolls of powder-white sand and turquoise lagoons, where overwater villas, house reefs and barefoot service make the Indian Ocean feel entirely your own.",
    imageUrl: image("maldives-lagoon"),
    tags: ["Beach", "Honeymoon", "Diving", "Wellness"],
  },
  {
    key: "kyoto",
    name: "Kyoto",
    country: "Japan",
    continent: "Asia",
    description:
      "Japan's imperial capital for a thousand years: vermilion shrine gates, moss gardens, geisha districts and kaiseki kitchens where the seasons are served on the plate.",
    imageUrl: image("kyoto-torii"),
    tags: ["Culture", "Temples", "Gastronomy", "Gardens"],
  },
  {
    key: "santorini",
    name: "Santorini",
    country: "Greece",
    continent: "Europe",
    description:
      "A volcanic crescent in the Aegean whose whitewashed villages cling to the caldera cliffs, famous for its sunsets, cave suites and crisp Assyrtiko wines.",
    imageUrl: image("santorini-caldera"),
    tags: ["Islands", "Romance", "Wine", "Sunsets"],
  },
  {
    key: "amalfi",
    name: "Amalfi Coast",
    country: "Italy",
    continent: "Europe",
    description:
      "Cliff-top villages in pastel tones, lemon groves and a glittering sea: the classic Italian summer, best seen from the deck of a private boat.",
    imageUrl: image("amalfi-coast"),
    tags: ["Coast", "Yachting", "Gastronomy", "Romance"],
  },
  {
    key: "alps",
    name: "Swiss Alps",
    country: "Switzerland",
    continent: "Europe",
    description:
      "Snow-capped peaks above Gstaad, Zermatt and St. Moritz: ski-in chalets in winter, alpine lakes and wellness retreats in summer, with rail journeys of legendary comfort.",
    imageUrl: image("swiss-alps"),
    tags: ["Mountains", "Skiing", "Wellness", "Scenic Rail"],
  },
  {
    key: "marrakech",
    name: "Marrakech",
    country: "Morocco",
    continent: "Africa",
    description:
      "The Red City's souks and riads, palace gardens and rooftop terraces, with the High Atlas and the Agafay desert on the doorstep.",
    imageUrl: image("marrakech-medina"),
    tags: ["Culture", "Souks", "Desert", "Design"],
  },
  {
    key: "serengeti",
    name: "Serengeti",
    country: "Tanzania",
    continent: "Africa",
    description:
      "Endless plains that host the Great Migration: two million wildebeest and zebra, the predators that follow them, and tented camps of quiet luxury.",
    imageUrl: image("serengeti-savanna"),
    tags: ["Safari", "Wildlife", "Photography", "Family"],
  },
  {
    key: "bora-bora",
    name: "Bora Bora",
    country: "French Polynesia",
    continent: "Oceania",
    description:
      "A lagoon of every blue around the emerald peak of Mount Otemanu, with overwater bungalows, coral gardens and the slow rhythm of the South Pacific.",
    imageUrl: image("bora-bora-sunset"),
    tags: ["Beach", "Honeymoon", "Lagoon", "Snorkelling"],
  },
  {
    key: "patagonia",
    name: "Patagonia",
    country: "Chile",
    continent: "South America",
    description:
      "Granite spires, glaciers and wind-swept steppe at the end of the world. Our consultants design Patagonia journeys to order: ask us about lodges in Torres del Paine.",
    imageUrl: image("patagonia-peaks"),
    tags: ["Mountains", "Hiking", "Glaciers", "Remote"],
  },
];

export const demoPackages: DemoPackage[] = [
  {
    key: "desert-royalty",
    destinationKey: "dubai",
    name: "Desert Royalty Escape",
    location: "Dubai, United Arab Emirates",
    duration: "5 days / 4 nights",
    priceRange: "Ultimate VIP",
    description:
      "A private desert camp under the stars, falconry at dawn, a helicopter transfer over the dunes and a Burj Khalifa penthouse dinner: Dubai at its most extraordinary.",
    imageUrl: image("desert-camp"),
    vipServices: ["Private helicopter transfers", "Personal butler", "Chauffeured Rolls-Royce", "Private chef in the desert"],
    tags: ["Desert", "Adventure", "Exclusive"],
  },
  {
    key: "dubai-skyline",
    destinationKey: "dubai",
    name: "Dubai Skyline & Marina Weekend",
    location: "Dubai Marina, United Arab Emirates",
    duration: "3 days / 2 nights",
    priceRange: "Premium Comfort",
    description:
      "A long weekend of rooftop dining, a sunset yacht cruise along the Marina and Palm Jumeirah, and a suite with views across the city's glittering skyline.",
    imageUrl: image("dubai-marina-night"),
    vipServices: ["Airport fast-track", "Private yacht cruise", "Late check-out"],
    tags: ["City", "Yachting", "Fine Dining"],
  },
  {
    key: "family-safari",
    destinationKey: "dubai",
    name: "Family Desert Safari Adventure",
    location: "Dubai Desert Conservation Reserve, United Arab Emirates",
    duration: "4 days / 3 nights",
    priceRange: "Affordable Luxury",
    description:
      "A desert safari the whole family will love: dune drives in a private 4x4, camel rides, sandboarding, stargazing and a Bedouin-style dinner, with a resort pool to come home to.",
    imageUrl: image("dubai-desert"),
    vipServices: ["Private 4x4 with guide", "Family suite", "Kids' club access"],
    tags: ["Family", "Desert", "Safari"],
  },
  {
    key: "maldives-island",
    destinationKey: "maldives",
    name: "Private Island Overwater Retreat",
    location: "North Malé Atoll, Maldives",
    duration: "7 days / 6 nights",
    priceRange: "Ultimate VIP",
    description:
      "An entire island at your disposal: an overwater residence with its own pool, a dedicated dive master, and dinners served on a sandbank that appears only at low tide.",
    imageUrl: image("maldives-private-island"),
    vipServices: ["Seaplane transfers", "Private island buyout", "Dedicated dive master", "In-villa spa therapist"],
    tags: ["Beach", "Diving", "Exclusive", "Honeymoon"],
  },
  {
    key: "maldives-honeymoon",
    destinationKey: "maldives",
    name: "Maldives Lagoon Honeymoon",
    location: "Baa Atoll, Maldives",
    duration: "6 days / 5 nights",
    priceRange: "Premium Comfort",
    description:
      "An overwater villa above a UNESCO biosphere lagoon, a couples' spa ritual, a sunset dolphin cruise and a candlelit dinner on the beach.",
    imageUrl: image("maldives-villas"),
    vipServices: ["Seaplane transfers", "Couples' spa ritual", "Champagne on arrival"],
    tags: ["Honeymoon", "Romance", "Beach", "Wellness"],
  },
  {
    key: "santorini-sunsets",
    destinationKey: "santorini",
    name: "Santorini Caldera Sunsets",
    location: "Oia, Santorini, Greece",
    duration: "5 days / 4 nights",
    priceRange: "Affordable Luxury",
    description:
      "A cave suite carved into the caldera cliffs, a catamaran cruise to the hot springs, and a tasting at a family winery as the sun sinks into the Aegean.",
    imageUrl: image("santorini-sunset"),
    vipServices: ["Private transfers", "Sunset catamaran"],
    tags: ["Islands", "Romance", "Wine", "Sunsets"],
  },
  {
    key: "amalfi-yacht",
    destinationKey: "amalfi",
    name: "Amalfi Coast by Private Yacht",
    location: "Positano, Italy",
    duration: "7 days / 6 nights",
    priceRange: "Ultimate VIP",
    description:
      "A crewed motor yacht from Positano to Capri and beyond, with swims in hidden grottoes, lunches at legendary beach clubs and nights in a cliff-top palazzo.",
    imageUrl: image("amalfi-positano"),
    vipServices: ["Crewed private yacht", "Michelin-star dining reservations", "Helicopter from Naples", "Personal shopper in Capri"],
    tags: ["Yachting", "Coast", "Gastronomy", "Exclusive"],
  },
  {
    key: "alpine-wellness",
    destinationKey: "alps",
    name: "Alpine Chalet Wellness Week",
    location: "Gstaad, Switzerland",
    duration: "7 days / 6 nights",
    priceRange: "Premium Comfort",
    description:
      "A catered chalet with a private spa, mountain hikes or ski days with a private instructor, and a first-class journey on the GoldenPass Express.",
    imageUrl: image("alps-chalet"),
    vipServices: ["Catered chalet", "Private ski instructor", "First-class rail passes"],
    tags: ["Mountains", "Wellness", "Skiing"],
  },
  {
    key: "kyoto-temples",
    destinationKey: "kyoto",
    name: "Kyoto Temples & Tea Ceremony",
    location: "Kyoto, Japan",
    duration: "6 days / 5 nights",
    priceRange: "Affordable Luxury",
    description:
      "A ryokan stay with kaiseki dinners, early-morning temple visits before the crowds, a private tea ceremony and an evening in the lantern-lit lanes of Gion.",
    imageUrl: image("kyoto-pagoda"),
    vipServices: ["Private cultural guide", "Tea ceremony with a tea master"],
    tags: ["Culture", "Temples", "Gastronomy"],
  },
  {
    key: "marrakech-atlas",
    destinationKey: "marrakech",
    name: "Marrakech Riad & Atlas Discovery",
    location: "Marrakech, Morocco",
    duration: "5 days / 4 nights",
    priceRange: "Affordable Luxury",
    description:
      "A restored riad in the medina, a guided souk walk with a design expert, a day in the Atlas Mountains and a night in a luxury camp in the Agafay desert.",
    imageUrl: image("marrakech-riad"),
    vipServices: ["Private medina guide", "Agafay desert camp night"],
    tags: ["Culture", "Desert", "Design"],
  },
  {
    key: "serengeti-migration",
    destinationKey: "serengeti",
    name: "Serengeti Great Migration Safari",
    location: "Serengeti National Park, Tanzania",
    duration: "8 days / 7 nights",
    priceRange: "Ultimate VIP",
    description:
      "Follow the Great Migration between two exclusive tented camps, with private game drives, a hot-air balloon flight at dawn and bush dinners under acacia trees.",
    imageUrl: image("serengeti-migration"),
    vipServices: ["Private safari vehicle and guide", "Light-aircraft transfers", "Balloon safari", "Photography mentor"],
    tags: ["Safari", "Wildlife", "Photography", "Family"],
  },
  {
    key: "bora-bora-lagoon",
    destinationKey: "bora-bora",
    name: "Bora Bora Lagoon Escape",
    location: "Bora Bora, French Polynesia",
    duration: "7 days / 6 nights",
    priceRange: "Premium Comfort",
    description:
      "An overwater bungalow facing Mount Otemanu, a lagoon tour with rays and reef sharks, a Polynesian feast and days that end with the best sunsets of the Pacific.",
    imageUrl: image("bora-bora"),
    vipServices: ["Boat transfers from the airport", "Private lagoon tour"],
    tags: ["Beach", "Honeymoon", "Lagoon", "Snorkelling"],
  },
];

export const demoActivities: DemoActivity[] = [
  {
    packageKey: "desert-royalty",
    name: "Falconry at Dawn",
    location: "Dubai Desert Conservation Reserve",
    description: "Meet the falcons and their handlers as the sun rises over the dunes, and fly a falcon yourself.",
    price: 450,
    imageUrl: image("dubai-desert"),
  },
  {
    packageKey: "desert-royalty",
    name: "Hot-Air Balloon over the Dunes",
    location: "Dubai Desert",
    description: "Drift over the desert at sunrise, followed by a gourmet breakfast in a private Bedouin tent.",
    price: 1250.5,
    imageUrl: image("dubai-balloon"),
  },
  {
    packageKey: "dubai-skyline",
    name: "Sunset Dhow Dinner Cruise",
    location: "Dubai Creek",
    description: "A traditional wooden dhow, a five-course dinner and the lights of old and new Dubai gliding by.",
    price: 320,
    imageUrl: image("dubai-dhow"),
  },
  {
    packageKey: "dubai-skyline",
    name: "Private Yacht along the Palm",
    location: "Dubai Marina",
    description: "Three hours on a crewed yacht past Palm Jumeirah and the Burj Al Arab, with a swim stop.",
    imageUrl: image("dubai-marina-night"),
  },
  {
    packageKey: "family-safari",
    name: "Family Dune Bashing & Sandboarding",
    location: "Lahbab Desert, Dubai",
    description: "A private 4x4 dune drive paced for children, sandboarding lessons and camel rides at a desert camp.",
    price: 180,
    imageUrl: image("desert-camp"),
  },
  {
    packageKey: "family-safari",
    name: "Desert Stargazing Night",
    location: "Al Qudra, Dubai",
    description: "An astronomer, a telescope and a carpet under the darkest desert skies near the city.",
    price: 95,
    imageUrl: image("desert-stargazing"),
  },
  {
    packageKey: "maldives-island",
    name: "Manta Ray Snorkel Safari",
    location: "Hanifaru Bay, Maldives",
    description: "Swim with gliding manta rays in the season's feeding grounds, guided by a marine biologist.",
    price: 600,
    imageUrl: image("maldives-lagoon"),
  },
  {
    packageKey: "maldives-island",
    name: "Sandbank Dinner for Two",
    location: "North Malé Atoll, Maldives",
    description: "A table for two on a sandbank in the middle of the ocean, with a private chef and lantern light.",
    imageUrl: image("maldives-private-island"),
  },
  {
    packageKey: "maldives-honeymoon",
    name: "Sunset Dolphin Cruise",
    location: "Baa Atoll, Maldives",
    description: "A traditional dhoni cruise at golden hour, with spinner dolphins playing in the bow wave.",
    price: 140,
    imageUrl: image("maldives-dolphins"),
  },
  {
    packageKey: "santorini-sunsets",
    name: "Caldera Catamaran Cruise",
    location: "Oia, Santorini",
    description: "Sail past the volcano to the hot springs and the red beach, with lunch grilled on board.",
    price: 210,
    imageUrl: image("santorini-sunset"),
  },
  {
    packageKey: "santorini-sunsets",
    name: "Volcanic Wine Tasting",
    location: "Pyrgos, Santorini",
    description: "Taste Assyrtiko and Vinsanto among the basket-trained vines of a family estate.",
    price: 85.5,
    imageUrl: image("santorini-vineyard"),
  },
  {
    packageKey: "amalfi-yacht",
    name: "Capri Grottoes by Private Boat",
    location: "Capri, Italy",
    description: "Slip into the Blue Grotto at the quiet hour and swim in coves only a small boat can reach.",
    price: 780,
    imageUrl: image("amalfi-positano"),
  },
  {
    packageKey: "alpine-wellness",
    name: "Alpine Lake Spa Day",
    location: "Gstaad, Switzerland",
    description: "Thermal pools, a hay-flower wrap and a massage in a spa overlooking a glacier-fed lake.",
    price: 390,
    imageUrl: image("alps-lake-spa"),
  },
  {
    packageKey: "kyoto-temples",
    name: "Private Tea Ceremony",
    location: "Higashiyama, Kyoto",
    description: "A tea master guides you through the ritual of matcha in a centuries-old tea house.",
    price: 160,
    imageUrl: image("kyoto-pagoda"),
  },
  {
    packageKey: "marrakech-atlas",
    name: "Souk Walk with a Design Expert",
    location: "Marrakech Medina",
    description: "Discover the best ateliers for lanterns, rugs and leather with a designer who knows every maker.",
    price: 120,
    imageUrl: image("marrakech-medina"),
  },
  {
    packageKey: "serengeti-migration",
    name: "Balloon Safari over the Plains",
    location: "Central Serengeti, Tanzania",
    description: "Float above the herds at dawn, then toast the landing with champagne and a bush breakfast.",
    price: 599.99,
    imageUrl: image("serengeti-migration"),
  },
  {
    packageKey: "bora-bora-lagoon",
    name: "Lagoon Snorkelling with Rays",
    location: "Bora Bora Lagoon",
    description: "Snorkel with stingrays and blacktip reef sharks in the shallow coral gardens of the lagoon.",
    price: 175,
    imageUrl: image("bora-bora"),
  },
  {
    name: "Burj Khalifa Sky Lounge at Sunset",
    location: "Downtown Dubai",
    description: "Skip-the-line access to the highest lounge of the world's tallest building, with canapés at dusk.",
    price: 290,
    imageUrl: image("dubai-skyline"),
  },
  {
    name: "Personal Shopping at Dubai Mall",
    location: "Downtown Dubai",
    description: "A personal stylist, private suites at the flagship boutiques and your purchases delivered to your hotel.",
    imageUrl: image("dubai-shopping"),
  },
  {
    name: "Helicopter Tour of the Coastline",
    location: "Dubai",
    description: "Twenty minutes over the Palm, the World Islands and Downtown, with doors that open onto the Gulf.",
    price: 950,
    imageUrl: image("dubai-helicopter"),
  },
  {
    name: "Michelin-Star Chef's Table",
    location: "DIFC, Dubai",
    description: "An evening at the chef's table of one of the city's starred kitchens, menu created for you.",
    price: 680,
    imageUrl: image("dubai-chefs-table"),
  },
  {
    name: "Private Gondola Ride",
    location: "Souk Madinat Jumeirah, Dubai",
    description: "An abra ride along the waterways of Madinat Jumeirah with views of the Burj Al Arab.",
    price: 75,
    imageUrl: image("dubai-dhow"),
  },
  {
    name: "Glacier Express First Class",
    location: "Zermatt to St. Moritz, Switzerland",
    description: "Eight hours of panoramic alpine scenery in first class, with lunch served at your seat.",
    imageUrl: image("swiss-alps"),
  },
  {
    name: "Torres del Paine Trek with a Naturalist",
    location: "Patagonia, Chile",
    description: "A guided day hike to the base of the towers, with a naturalist and a gourmet picnic.",
    imageUrl: image("patagonia-trek"),
  },
];
