/** The demo catalogue's translations, one file per language (docs/glossary.md for the terms). */
import type { TranslationLanguage } from "../../../contract/languages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";
import type { DemoTranslations } from "./types.ts";

export const DEMO_TRANSLATIONS: Record<TranslationLanguage, DemoTranslations> = { ar, es, fr, de, it, pt };
