/**
 * Bespoke trip ideas from the AI: the prompt asks for "Title:" and "Description:" lines,
 * the answer is parsed (unparseable text becomes the description under "Suggestion Received"), the
 * title is held to 10 words and the description to 2-4 sentences. When the AI is out of quota, refuses
 * the key, cannot be reached, or no key is configured, one of five curated ideas is used instead.
 */
import { BESPOKE_LIMITS, BESPOKE_TEXTS, type GeneratedIdea, type RequestDetails } from "../../contract/bespoke.ts";
import { LIMITS } from "../../contract/limits.ts";
import { limitReached, unavailable } from "../errors.ts";
import { classifyAiError } from "./errors.ts";
import type { AiModel } from "./gemini.ts";
import { log } from "../observe/log.ts";

export const CURATED_IDEAS: readonly GeneratedIdea[] = [
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

export type IdeaOutcome = { idea: GeneratedIdea; source: "ai" | "curated"; notice?: string };

export function bespokePrompt(details: RequestDetails): string {
  return [
    "Design one bespoke luxury trip idea for a client of our travel agency, from these preferences:",
    `Destination type: ${details.destinationType}`,
    `Travel style: ${details.travelStyle}`,
    `Interests: ${details.interests}`,
    `Duration: ${details.duration}`,
    `Budget: ${details.budget}`,
    "",
    "Answer in plain text, no markdown, in exactly this format:",
    `Title: <an evocative title of at most ${BESPOKE_LIMITS.titleMaxWords} words>`,
    `Description: <${BESPOKE_LIMITS.descriptionMinSentences} to ${BESPOKE_LIMITS.descriptionMaxSentences} sentences describing the journey>`,
  ].join("\n");
}

const BESPOKE_SYSTEM =
  "You are a luxury travel designer at a Dubai travel agency. You write short, specific, evocative trip ideas. " +
  "Never quote prices.";

function clean(text: string): string {
  return text.replace(/\*\*|__|`/g, "").replace(/^[#>\s]+/, "").replace(/^["'“”]+|["'“”]+$/g, "").trim();
}

function limitWords(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max ? words.join(" ") : words.slice(0, max).join(" ").replace(/[,;:.-]+$/, "");
}

function limitSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, " ").trim().match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [text];
  return sentences.slice(0, max).map((s) => s.trim()).join(" ");
}

/** "Title: ..." and "Description: ..." lines; anything else is kept whole under "Suggestion Received". */
export function parseIdea(text: string): GeneratedIdea {
  const title = text.match(/^\W*title\W*:\s*(.+)$/im)?.[1];
  const description = text.match(/^\W*description\W*:\s*([\s\S]+)$/im)?.[1];
  if (title && clean(title) && description && clean(description)) {
    const body = description.split(/^\W*title\W*:/im)[0];
    return {
      title: limitWords(clean(title), BESPOKE_LIMITS.titleMaxWords).slice(0, LIMITS.shortText),
      description: limitSentences(clean(body), BESPOKE_LIMITS.descriptionMaxSentences).slice(0, LIMITS.longText),
    };
  }
  return { title: BESPOKE_TEXTS.unparsedTitle, description: text.trim().slice(0, LIMITS.longText) };
}

export function curatedIdea(random: () => number = Math.random): IdeaOutcome {
  const idea = CURATED_IDEAS[Math.floor(random() * CURATED_IDEAS.length) % CURATED_IDEAS.length];
  return { idea, source: "curated", notice: BESPOKE_TEXTS.curatedNotice };
}

/**
 * The idea for these preferences. Quota, key and network failures (and no key at all) give a curated
 * idea; a rate limit or any other failure is an error for the member (nothing is saved).
 */
export async function designIdea(ai: AiModel | null, details: RequestDetails): Promise<IdeaOutcome> {
  if (!ai) return curatedIdea();
  let text: string;
  try {
    text = await ai.generate({ system: BESPOKE_SYSTEM, prompt: bespokePrompt(details) });
  } catch (err) {
    const failure = classifyAiError(err);
    if (failure.kind === "quota" || failure.kind === "auth" || failure.kind === "network") return curatedIdea();
    if (failure.kind === "rate") throw limitReached(BESPOKE_TEXTS.rateLimited, 120);
    log.error("bespoke idea failed", { kind: failure.kind, status: failure.status, detail: failure.detail });
    throw unavailable(BESPOKE_TEXTS.unavailable);
  }
  if (!text.trim()) return curatedIdea();
  return { idea: parseIdea(text), source: "ai" };
}
