/**
 * The language of a page lives in its address: unprefixed paths are English, `/{lang}/...` is the
 * same page in another site language (`/ar/packages/x`, `/fr/`). Read by the web app's router and
 * by the server, which serves and renders every prefix. Imports no zod.
 */
import { DEFAULT_LANGUAGE, isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from "./languages.ts";

/** The language a path is in and the path without its prefix (`/fr/packages` gives fr and `/packages`). */
export function splitLanguagePath(path: string): { lang: SiteLanguage; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (match && isSiteLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) return { lang: match[1], path: match[2] || "/" };
  return { lang: DEFAULT_LANGUAGE, path };
}

/** The address of `path` (unprefixed, starting with `/`) in `lang`: English keeps it, `/` becomes `/fr/`. */
export function languagePath(lang: SiteLanguage, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}/` : `/${lang}${path}`;
}

/** The path prefixes of the languages other than English (`/ar`, `/es`, ...). */
export const LANGUAGE_PREFIXES = SITE_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => `/${lang}`);
