/** The five curated ideas in English, the product's own texts: used when no AI can design one. */
import type { CuratedIdeas } from "./types.ts";

export const en: CuratedIdeas = [
  {
    title: "Desert Stars and Private Palace Nights",
    description:
      "Begin in Dubai with a private suite above the Marina, then cross the dunes to a secluded desert palace. " +
      "Mornings bring falconry and a hot-air balloon at sunrise; evenings end with a chef's table under the stars. " +
      "A dedicated concierge arranges every transfer by helicopter or chauffeured car.",
  },
  {
    title: "Maldives Overwater Island Escape",
    description:
      "Stay in an overwater villa with its own pool and a butler on call, in a quiet atoll of the Maldives. " +
      "Snorkel with manta rays, dine on a private sandbank at sunset and unwind with treatments in an overwater spa. " +
      "A seaplane transfer turns the arrival into the first highlight.",
  },
  {
    title: "Kyoto Temples, Tea and Quiet Gardens",
    description:
      "Explore Kyoto with a private guide who opens the doors of temples and gardens before the crowds arrive. " +
      "Share a tea ceremony with a master, dine at an intimate kaiseki counter and rest in a traditional ryokan. " +
      "A bullet-train journey adds a day among the lakes and mountains near Hakone.",
  },
  {
    title: "Amalfi Coast by Private Yacht",
    description:
      "Sail the Amalfi Coast aboard a crewed yacht, stopping at Positano, Capri and hidden coves only boats can reach. " +
      "Lunch on fresh seafood at cliffside tables and visit a lemon grove with its family owners. " +
      "Evenings bring sunset aperitivi on deck and a suite in a historic cliff-top hotel.",
  },
  {
    title: "Serengeti Migration Safari in Style",
    description:
      "Follow the Great Migration across the Serengeti from an intimate tented camp with private game drives. " +
      "Float above the plains in a hot-air balloon at dawn and dine by lantern light in the bush. " +
      "A naturalist guide shapes each day around the wildlife and the pace you enjoy.",
  },
];
