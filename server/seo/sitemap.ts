/**
 * /sitemap.xml: every public page of the live catalogue, and /robots.txt, which lets crawlers into
 * the catalogue, keeps them out of the private paths and names the sitemap.
 *
 * `lastmod`: an item's page carries the time the item last changed (its create, update or
 * translation write); a list page the latest of its collection's items and its last delete; the
 * home and contact pages the latest of all. A page whose items have no recorded change carries none.
 *
 * /sitemap.xml is a sitemap index (sitemaps.org) naming one sitemap per site language,
 * /sitemap-{lang}.xml: every page in that language, each with its alternates in all of them
 * (`xhtml:link` with `hreflang`, and `x-default`). /sitemap-languages.xml, the earlier single file of
 * every page in every language, is still served for whoever kept its address; robots.txt names only
 * the index.
 */
import { languagePath } from "../../contract/language-paths.ts";
import { SITE_LANGUAGES, type SiteLanguage } from "../../contract/languages.ts";
import { alternatesOf } from "../pages/page-languages.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "../../contract/catalogue-collections.ts";
import type { Snapshot } from "../pages/catalogue-snapshot.ts";
import type { Urls } from "../pages/json-ld.ts";
import { detailPath, type DetailKind, FIXED_PATHS, LIST_OF, PRIVATE_PREFIXES } from "../pages/public-pages.ts";

export const LANGUAGES_SITEMAP = "/sitemap-languages.xml";

/** The address of the sitemap of `lang`'s pages (`/sitemap-fr.xml`). */
export function languageSitemapPath(lang: SiteLanguage): string {
  return `/sitemap-${lang}.xml`;
}

export type SitemapEntry = { path: string; lastmod?: string };
/** Each collection's change times (milliseconds): its items' by id, and its last delete. */
export type ChangeTimes = Record<CatalogueCollection, { items: ReadonlyMap<string, number>; removedAt?: number }>;

const KINDS: DetailKind[] = ["destination", "package", "activity"];

/** The public pages of `snapshot`: the fixed pages first, then each item's page. */
export function sitemapEntries(snapshot: Snapshot, changed: ChangeTimes): SitemapEntry[] {
  const items = KINDS.flatMap((kind) => {
    const collection = LIST_OF[kind];
    return snapshot[collection].map((item) => ({ path: detailPath(kind, item.id), collection, time: changed[collection].items.get(item.id) }));
  });
  const latest = (collection?: CatalogueCollection) =>
    Math.max(
      -Infinity,
      ...items.filter((item) => !collection || item.collection === collection).map((item) => item.time ?? -Infinity),
      ...CATALOGUE_COLLECTIONS.filter((name) => !collection || name === collection).map((name) => changed[name].removedAt ?? -Infinity),
    );
  const fixed = Object.entries(FIXED_PATHS).map(([page, path]) => {
    const collection = CATALOGUE_COLLECTIONS.find((name) => name === page);
    return { path, time: latest(collection) };
  });
  return [...fixed, ...items].map(({ path, time }) => (time !== undefined && Number.isFinite(time) ? { path, lastmod: new Date(time).toISOString() } : { path }));
}

/** The index naming each language's sitemap, with the latest `lastmod` of its pages. */
export function sitemapIndexXml(urls: Urls, entries: readonly SitemapEntry[]): string {
  const latest = entries.map((entry) => entry.lastmod).filter((lastmod) => lastmod !== undefined).sort().at(-1);
  const lastmod = latest ? `<lastmod>${xml(latest)}</lastmod>` : "";
  const rows = SITE_LANGUAGES.map((lang) => `  <sitemap><loc>${xml(urls.page(languageSitemapPath(lang)))}</loc>${lastmod}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join("\n")}\n</sitemapindex>\n`;
}

/** Every page in `langs`, each with its alternates in every site language. */
export function pagesSitemapXml(urls: Urls, entries: readonly SitemapEntry[], langs: readonly SiteLanguage[]): string {
  const rows = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : "";
    const links = alternatesOf(urls, entry.path)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${xml(alt.href)}"/>`)
      .join("");
    return langs.map((lang) => `  <url><loc>${xml(urls.page(languagePath(lang, entry.path)))}</loc>${lastmod}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${rows.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(urls: Urls): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${urls.page("/sitemap.xml")}`,
    "",
  ].join("\n");
}

function xml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}
