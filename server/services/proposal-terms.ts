/**
 * A proposal's fixed words per language: the agency's terms (PROPOSAL_TERMS_FILE, else the
 * defaults), and the first title, option name and day title of a new proposal
 * (locales/{lang}/proposal-defaults.json).
 */
import { SITE_LANGUAGES, type SiteLanguage } from "../../contract/languages.ts";
import en from "../../locales/en/proposal-defaults.json" with { type: "json" };
import ar from "../../locales/ar/proposal-defaults.json" with { type: "json" };
import de from "../../locales/de/proposal-defaults.json" with { type: "json" };
import es from "../../locales/es/proposal-defaults.json" with { type: "json" };
import fr from "../../locales/fr/proposal-defaults.json" with { type: "json" };
import it from "../../locales/it/proposal-defaults.json" with { type: "json" };
import pt from "../../locales/pt/proposal-defaults.json" with { type: "json" };
import type { Config } from "../config.ts";

export type ProposalDefaults = typeof en;
export const PROPOSAL_DEFAULTS: Record<SiteLanguage, ProposalDefaults> = { en, ar, de, es, fr, it, pt };

/** Reads the terms file: an object of texts by site language. Throws (naming the file) when it is not one. */
async function termsFile(path: string): Promise<Partial<Record<SiteLanguage, string>>> {
  const parsed: unknown = JSON.parse(await Deno.readTextFile(path));
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`PROPOSAL_TERMS_FILE ${path} must hold a JSON object of texts by language`);
  const terms: Partial<Record<SiteLanguage, string>> = {};
  for (const [lang, text] of Object.entries(parsed)) {
    if (!(SITE_LANGUAGES as readonly string[]).includes(lang) || typeof text !== "string" || !text.trim()) {
      throw new Error(`PROPOSAL_TERMS_FILE ${path}: "${lang}" must be a site language with a text`);
    }
    terms[lang as SiteLanguage] = text.trim();
  }
  return terms;
}

/** The agency's terms in `lang`: the file's text in it, else its English text, else the default terms in `lang`. */
export async function proposalTerms(config: Pick<Config, "PROPOSAL_TERMS_FILE">, lang: SiteLanguage): Promise<string> {
  if (config.PROPOSAL_TERMS_FILE) {
    const terms = await termsFile(config.PROPOSAL_TERMS_FILE);
    const text = terms[lang] ?? terms.en;
    if (text) return text;
  }
  return PROPOSAL_DEFAULTS[lang].terms;
}
