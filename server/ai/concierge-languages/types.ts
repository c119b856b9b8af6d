/**
 * What the catalogue concierge knows of one language: its fixed texts (messages with `{values}`, in
 * the locales tree: `locales/{lang}/concierge.json`), how a greeting alone and a question about prices look, the words
 * that say nothing about a journey, and the traveller words of each concept (server/ai/concierge-concepts.ts:
 * the English catalogue words a wish stands for; the concierge also indexes every item's English
 * text, so each language's words reach every item, translated or not).
 */
import type { PriceTier } from "../../../contract/enums.ts";
import type { Concept } from "../concierge-concepts.ts";

export type ConciergeTexts = {
  /** The answer to a greeting alone. */
  greeting: string;
  /** Closes every answer: a consultant will follow up. */
  followUp: string;
  noMatch: string;
  found: string;
  openSuggestion: string;
  /** Added when the question is about prices or bookings. */
  pricing: string;
  /** One line per suggestion: `{name}`, `{duration}`, `{location}`, `{tier}`. */
  packageSummary: string;
  /** `{name}`, `{location}`. */
  activitySummary: string;
  /** An activity with a price: `{name}`, `{location}`, `{price}` (contract/money.ts formatting). */
  pricedActivitySummary: string;
  /** Opens the matches when the visitor named a budget: `{budget}`, as they stated it. */
  foundInBudget: string;
  /** Nothing that matches fits the budget: `{budget}`. */
  noneInBudget: string;
  /** `{name}`, `{country}`. */
  destinationSummary: string;
  tiers: Record<PriceTier, string>;
};

/** A language's words (data, not messages: kept here, next to the code that reads them). */
export type ConciergeWords = {
  /** A message that is only a greeting. */
  greetingOnly: RegExp;
  /** A message about prices, availability or booking. */
  priceWords: RegExp;
  /** Words just before an amount that make it a minimum, not a budget ("more than", "at least"). */
  atLeast: RegExp;
  /**
   * Short words (compared lower case, without accents) that mark a question as written in this
   * language rather than another site language: none shared with another language's markers.
   */
  markers: string;
  /** Words that say nothing about the journey itself, separated by spaces (written with or without accents). */
  stopWords: string;
  /** Each concept's traveller words, in any form, separated by spaces. */
  intents: Record<Concept, string>;
};

export type ConciergeLanguage = ConciergeWords & { texts: ConciergeTexts };
