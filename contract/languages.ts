/**
 * The languages the site speaks: English (the default, the product's own texts) and six more, each
 * with its name as its speakers write it and its text direction. The member settings' language list
 * (`MEMBER_LANGUAGES`, which enums.ts names `LANGUAGES`) is a part of this list. Imports nothing (no
 * zod, not enums.ts), so the web app's first screen can read it.
 */

export const SITE_LANGUAGES = ["en", "ar", "es", "fr", "de", "it", "pt"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The language every text is written in first, and the one shown where a translation is missing. */
export const DEFAULT_LANGUAGE: SiteLanguage = "en";

/** The languages a catalogue item can be translated into: every site language but English. */
export const TRANSLATION_LANGUAGES = SITE_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE) as Exclude<
  SiteLanguage,
  "en"
>[];
export type TranslationLanguage = Exclude<SiteLanguage, "en">;

export type LanguageInfo = { nativeName: string; dir: "ltr" | "rtl" };

export const LANGUAGE_INFO: Record<SiteLanguage, LanguageInfo> = {
  en: { nativeName: "English", dir: "ltr" },
  ar: { nativeName: "العربية", dir: "rtl" },
  es: { nativeName: "Español", dir: "ltr" },
  fr: { nativeName: "Français", dir: "ltr" },
  de: { nativeName: "Deutsch", dir: "ltr" },
  it: { nativeName: "Italiano", dir: "ltr" },
  pt: { nativeName: "Português", dir: "ltr" },
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The languages a member can pick in their settings: every one the site speaks (checked by the compiler). */
export const MEMBER_LANGUAGES = ["en", "ar", "es", "fr", "de", "it", "pt"] as const satisfies readonly SiteLanguage[];
