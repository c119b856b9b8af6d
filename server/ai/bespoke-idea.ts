/**
 * Bespoke trip ideas from the AI: the prompt asks for "Title:" and "Description:" lines,
 * the answer is parsed (unparseable text becomes the description under "Suggestion Received"), the
 * title is held to 10 words and the description to 2-4 sentences. When the AI is out of quota, refuses
 * the key, cannot be reached, or no key is configured, one of five curated ideas is used instead. Ideas
 * are written in the member's language: the prompt asks for it, and the curated ideas exist in each.
 */
import { BESPOKE_LIMITS, BESPOKE_TEXTS, type GeneratedIdea, type RequestDetails } from "../../contract/bespoke.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import { limitReached, unavailable } from "../errors.ts";
import { classifyAiError } from "./errors.ts";
import type { AiModel } from "./gemini.ts";
import { log } from "../observe/log.ts";
import { CURATED_IDEAS_BY_LANGUAGE } from "./curated-ideas/index.ts";

/** The curated ideas in English (each language has the same five, in this order). */
export const CURATED_IDEAS: readonly GeneratedIdea[] = CURATED_IDEAS_BY_LANGUAGE[DEFAULT_LANGUAGE];

/** Languages named in the prompt, in English ("French", "Arabic"). */
const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });


export type IdeaOutcome = { idea: GeneratedIdea; source: "ai" | "curated"; notice?: string };

export function bespokePrompt(details: RequestDetails, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const language = LANGUAGE_NAMES.of(lang) ?? lang;
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
    `Write the title and the description in ${language} (language code "${lang}"); keep the labels "Title:" and "Description:" in English.`,
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

export function curatedIdea(lang: SiteLanguage = DEFAULT_LANGUAGE, random: () => number = Math.random): IdeaOutcome {
  const ideas = CURATED_IDEAS_BY_LANGUAGE[lang];
  const idea = ideas[Math.floor(random() * ideas.length) % ideas.length];
  return { idea, source: "curated", notice: BESPOKE_TEXTS.curatedNotice };
}

/**
 * The idea for these preferences. Quota, key and network failures (and no key at all) give a curated
 * idea; a rate limit or any other failure is an error for the member (nothing is saved).
 */
export async function designIdea(ai: AiModel | null, details: RequestDetails, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<IdeaOutcome> {
  if (!ai) return curatedIdea(lang);
  let text: string;
  try {
    text = await ai.generate({ system: BESPOKE_SYSTEM, prompt: bespokePrompt(details, lang) });
  } catch (err) {
    const failure = classifyAiError(err);
    if (failure.kind === "quota" || failure.kind === "auth" || failure.kind === "network") return curatedIdea(lang);
    if (failure.kind === "rate") throw limitReached(BESPOKE_TEXTS.rateLimited, 120);
    log.error("bespoke idea failed", { kind: failure.kind, status: failure.status, detail: failure.detail });
    throw unavailable(BESPOKE_TEXTS.unavailable);
  }
  if (!text.trim()) return curatedIdea(lang);
  return { idea: parseIdea(text), source: "ai" };
}
