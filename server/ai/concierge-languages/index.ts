/** The catalogue concierge's languages: every site language, English the model. */
import type { SiteLanguage } from "../../../contract/languages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import type { ConciergeLanguage } from "./types.ts";

export type { ConciergeLanguage };

export const CONCIERGE_LANGUAGES: Record<SiteLanguage, ConciergeLanguage> = { en, ar, es, fr, de, it, pt };
