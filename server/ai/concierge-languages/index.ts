/** The catalogue concierge's languages: every site language, English the model. */
import type { SiteLanguage } from "../../../contract/languages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import { CONCIERGE_TEXTS } from "../../locales.ts";
import type { ConciergeLanguage, ConciergeWords } from "./types.ts";

export type { ConciergeLanguage };

const WORDS: Record<SiteLanguage, ConciergeWords> = { en, ar, es, fr, de, it, pt };

/** Each language's words, with its fixed texts from the locales tree. */
export const CONCIERGE_LANGUAGES = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [lang, { ...words, texts: CONCIERGE_TEXTS[lang as SiteLanguage] }]),
) as Record<SiteLanguage, ConciergeLanguage>;
