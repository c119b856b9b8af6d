/**
 * The files that make the site findable and shareable: /sitemap.xml (an index of the sitemaps
 * /sitemap-{lang}.xml, one per language), /sitemap-languages.xml (every page in every language, kept
 * for its old address) and /robots.txt (revalidated hourly, each sitemap built once per catalogue
 * version) and the link-preview images at
 * /previews/{key}.jpg (named by their picture, so cached for a year; a name is looked up in a map
 * of the catalogue's previews built once per catalogue version).
 */
import { type Handler, Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { serveFile } from "../http/static-files.ts";
import { catalogueChangeTimes } from "../kv/catalogue-changes.ts";
import { HOME_HERO_IMAGE } from "../../contract/page-hints.ts";
import { catalogueSnapshot } from "../pages/catalogue-snapshot.ts";
import { siteUrls, type Urls } from "../pages/json-ld.ts";
import { type Picture, type Preview, PREVIEW_NAME, previewOf } from "../pages/preview-names.ts";
import { previewFile, previewFilePath } from "./preview-files.ts";
import { LANGUAGES_SITEMAP, languageSitemapPath, pagesSitemapXml, robotsTxt, type SitemapEntry, sitemapEntries, sitemapIndexXml } from "./sitemap.ts";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import type { AppDeps } from "../http/context.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";

const HOURLY = "public, max-age=3600";
const IMMUTABLE = "public, max-age=31536000, immutable";

export const seoRoutes = new Hono<AppEnv>();

type SitemapXml = (urls: Urls, entries: readonly SitemapEntry[]) => string;

/** A sitemap of the live catalogue, built once per catalogue version. */
function sitemapRoute(write: SitemapXml): Handler<AppEnv> {
  const sitemaps = new WeakMap<Deno.Kv, { version: string; xml: string }>();
  return async (c) => {
    const { kv, siteUrl } = c.var.deps;
    const snapshot = await catalogueSnapshot(c.var.deps.catalogue);
    let built = sitemaps.get(kv);
    if (built?.version !== snapshot.version) {
      built = { version: snapshot.version, xml: write(siteUrls(siteUrl), sitemapEntries(snapshot, await catalogueChangeTimes(kv))) };
      sitemaps.set(kv, built);
    }
    return c.body(built.xml, 200, { "content-type": "application/xml; charset=UTF-8", "cache-control": HOURLY });
  };
}

seoRoutes.get("/sitemap.xml", sitemapRoute(sitemapIndexXml));
for (const lang of SITE_LANGUAGES) seoRoutes.get(languageSitemapPath(lang), sitemapRoute((urls, entries) => pagesSitemapXml(urls, entries, [lang])));
seoRoutes.get(LANGUAGES_SITEMAP, sitemapRoute((urls, entries) => pagesSitemapXml(urls, entries, SITE_LANGUAGES)));

seoRoutes.get("/robots.txt", (c) => {
  return c.body(robotsTxt(siteUrls(c.var.deps.siteUrl)), 200, { "content-type": "text/plain; charset=UTF-8", "cache-control": HOURLY });
});

seoRoutes.on(["GET", "HEAD"], "/previews/:name", async (c) => {
  const key = PREVIEW_NAME.exec(c.req.param("name"))?.[1];
  if (!key) return c.text("Not found", 404);
  const { config } = c.var.deps;
  let path: string | null = previewFilePath(config, key);
  let res = await serveFile(c.req.raw, path, { cacheControl: IMMUTABLE });
  if (res) return res;
  const preview = await currentPreview(c.var.deps, key);
  path = preview ? await previewFile(config, c.var.deps.imageJobs, preview) : null;
  res = path ? await serveFile(c.req.raw, path, { cacheControl: IMMUTABLE }) : null;
  return res ?? c.text("Not found", 404);
});

/** Per catalogue, its previews by name: built once per catalogue version, shared by the requests meanwhile. */
const previewMaps = new WeakMap<CatalogueReads, { version: string; previews: Promise<Map<string, Preview>> }>();

/**
 * The preview named `key` among the site's and the live catalogue's pictures, or null. A name is
 * free to invent, so a miss costs a map look-up, not a hash of every picture.
 */
async function currentPreview(deps: AppDeps, key: string): Promise<Preview | null> {
  const snapshot = await catalogueSnapshot(deps.catalogue);
  let known = previewMaps.get(deps.catalogue);
  if (known?.version !== snapshot.version) {
    const pictures: Picture[] = [{ imageUrl: HOME_HERO_IMAGE }, ...snapshot.destinations, ...snapshot.packages, ...snapshot.activities];
    const previews = previewsByName(deps, pictures);
    known = { version: snapshot.version, previews };
    previewMaps.set(deps.catalogue, known);
    previews.catch(() => {
      if (previewMaps.get(deps.catalogue)?.previews === previews) previewMaps.delete(deps.catalogue);
    });
  }
  return (await known.previews).get(key) ?? null;
}

async function previewsByName(deps: AppDeps, pictures: Picture[]): Promise<Map<string, Preview>> {
  const previews = new Map<string, Preview>();
  for (const picture of pictures) {
    const preview = await previewOf(deps.config, picture);
    if (preview) previews.set(preview.key, preview);
  }
  return previews;
}
