/**
 * /sitemap.xml: every public page of the live catalogue, and /robots.txt, which lets crawlers into
 * the catalogue, keeps them out of the private paths and names the sitemap.
 *
 * `lastmod`: catalogue records carry no time of change (only a database versionstamp), so an item's
 * page has none. The home and list pages show the whole catalogue, so theirs is the time of the last
 * catalogue write (the value of the catalogue version key, which every write sets); they have none
 * while the catalogue was never written through the API.
 */
import type { Snapshot } from "./catalogue-snapshot.ts";
import type { Urls } from "./json-ld.ts";
import { detailPath, FIXED_PATHS, PRIVATE_PREFIXES } from "./public-pages.ts";

export type SitemapEntry = { path: string; lastmod?: string };

/** The public pages of `snapshot`: the fixed pages first, then each item's page. */
export function sitemapEntries(snapshot: Snapshot, catalogueChangedAt: Date | null): SitemapEntry[] {
  const lastmod = catalogueChangedAt?.toISOString();
  const listing = new Set<string>([FIXED_PATHS.home, FIXED_PATHS.destinations, FIXED_PATHS.packages, FIXED_PATHS.activities]);
  return [
    ...Object.values(FIXED_PATHS).map((path) => (listing.has(path) && lastmod ? { path, lastmod } : { path })),
    ...snapshot.destinations.map((item) => ({ path: detailPath("destination", item.id) })),
    ...snapshot.packages.map((item) => ({ path: detailPath("package", item.id) })),
    ...snapshot.activities.map((item) => ({ path: detailPath("activity", item.id) })),
  ];
}

export function sitemapXml(urls: Urls, entries: readonly SitemapEntry[]): string {
  const rows = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${xml(urls.page(entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join("\n")}\n</urlset>\n`;
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
