/** The curated ideas of one language: five, in the order of the English ones (the compiler checks the count). */
import type { GeneratedIdea } from "../../../contract/bespoke.ts";

export type CuratedIdeas = readonly [GeneratedIdea, GeneratedIdea, GeneratedIdea, GeneratedIdea, GeneratedIdea];
