/** The curated bespoke ideas in every site language, English the model. */
import type { SiteLanguage } from "../../../contract/languages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import type { CuratedIdeas } from "./types.ts";

export const CURATED_IDEAS_BY_LANGUAGE: Record<SiteLanguage, CuratedIdeas> = { en, ar, es, fr, de, it, pt };
