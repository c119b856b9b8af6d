/**
 * What a page's HTML says about its language: `<html lang dir>`, its Open Graph locale, and its
 * alternates in every site language (`hreflang`, plus `x-default`, the English page, for a reader
 * whose language the site does not speak). The fixed texts of a head in each language come from
 * the web app's site messages (locales/{lang}/site.json), through its server renderer
 * (web/src/entry-server.tsx).
 */
import { languagePath } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, SITE_LANGUAGES, type SiteLanguage } from "../../contract/languages.ts";
import { FIXED_PAGE_META } from "../../contract/page-meta.ts";
import { SITE } from "../../contract/site.ts";
import { escapeAttr } from "./html.ts";
import { pageRenderer, type Translate } from "./server-render.ts";
import type { Urls } from "./json-ld.ts";

/** Open Graph's locale of each site language (English keeps the site's own). */
export const OG_LOCALES: Record<SiteLanguage, string> = {
  en: SITE.locale,
  ar: "ar_AE",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  pt: "pt_PT",
};

export type Alternate = { hreflang: string; href: string };

/** The page at `path` (unprefixed) in every site language, and `x-default`. */
export function alternatesOf(urls: Urls, path: string): Alternate[] {
  return [
    ...SITE_LANGUAGES.map((lang) => ({ hreflang: lang, href: urls.page(languagePath(lang, path)) })),
    { hreflang: "x-default", href: urls.page(path) },
  ];
}

export function alternateLinks(alternates: readonly Alternate[]): string {
  return alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeAttr(alt.href)}">`).join("\n");
}

/** The app's index.html with `<html lang dir>` of `lang`. */
export function withDocumentLanguage(html: string, lang: SiteLanguage): string {
  return html.replace(/<html\b[^>]*>/i, () => `<html lang="${lang}" dir="${LANGUAGE_INFO[lang].dir}">`);
}

/** The head's fixed texts in English, as the site has always written them. */
const ENGLISH: Record<string, string> = {
  "site.description": SITE.description,
  "header.home": "Home",
  "meta.siteImageAlt": "The Dubai skyline at dusk",
  "notFound.title": "Page not found",
  ...Object.fromEntries(Object.entries(FIXED_PAGE_META).flatMap(([page, meta]) => [
    ...(meta.title ? [[`meta.${page}.title`, meta.title]] : []),
    [`meta.${page}.description`, meta.description],
  ])),
};

/** The head's fixed texts in English. */
export const englishHead: Translate = (id) => ENGLISH[id] ?? id;

/** The translation of the head's fixed texts in `lang`; English without a renderer in the build. */
export async function headTranslator(root: string, lang: SiteLanguage): Promise<Translate> {
  if (lang === DEFAULT_LANGUAGE) return englishHead;
  const renderer = await pageRenderer(root);
  return renderer?.translator ? await renderer.translator(lang) : englishHead;
}
