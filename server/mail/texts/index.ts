/** The travellers' emails in every site language: one home for their texts, English the model. */
import type { SiteLanguage } from "../../../contract/languages.ts";
import { ar } from "./ar.ts";
import { de } from "./de.ts";
import { en, type MailTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { MailTexts };

export const MAIL_TEXTS: Record<SiteLanguage, MailTexts> = { en, ar, es, fr, de, it, pt };
