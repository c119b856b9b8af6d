/**
 * How the service worker treats the public catalogue API (GET /api/destinations, /packages,
 * /activities and /{id}): stale-while-revalidate, so pages open at once and refresh in the
 * background; an item the server no longer has (404: deleted or unpublished) leaves the cache.
 * Offline, a detail that was never fetched is answered from the cached list. A write through the
 * API (admin: an item, its publication, a translation, a restored version) drops that collection's
 * cached answers so nobody is shown stale data.
 */
import type { RouteHandlerCallback, RouteMatchCallback } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { StaleWhileRevalidate } from "workbox-strategies";
import {
  CATALOGUE_COLLECTIONS,
  type CatalogueCollection,
  cataloguePath,
  catalogueTarget,
  NOT_SAVED_OFFLINE,
} from "@contract/catalogue-collections.ts";
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from "@contract/languages.ts";
import { forgetWhenGone } from "./forget-when-gone.ts";
import { notifyWhenChanged } from "./notify-when-changed.ts";

export const CATALOGUE_CACHE = "catalogue-api-v1";
const API = "/api";

export function parseCataloguePath(pathname: string): { collection: CatalogueCollection; id?: string } | null {
  const target = catalogueTarget(pathname, API);
  if (!target) return null;
  return { collection: target.collection, id: target.id === undefined ? undefined : decodeURIComponent(target.id) };
}

/**
 * The collection a write under `/api/{collection}` changes: the item itself and everything under it
 * (`/publish`, `/unpublish`, `/translations/{lang}`, `/versions/{v}/restore`); null for other paths.
 */
export function writtenCollection(pathname: string): CatalogueCollection | null {
  const [empty, api, collection] = pathname.split("/");
  if (empty !== "" || api !== API.slice(1)) return null;
  return CATALOGUE_COLLECTIONS.find((name) => name === collection) ?? null;
}

export const isCatalogueRead: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin && request.method === "GET" && parseCataloguePath(url.pathname) !== null &&
  // The admin screens ask for the server's current copy (an edit form needs the current version).
  !/no-cache/i.test(request.headers.get("cache-control") ?? "");

export const isCatalogueWrite: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin && request.method !== "GET" && writtenCollection(url.pathname) !== null;

// Answers vary by language (`Vary: Accept-Language`); the app always asks in its own language, and
// a detail derived offline from a list is asked for without the header, so the language is not matched.
const strategy = new StaleWhileRevalidate({
  cacheName: CATALOGUE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    notifyWhenChanged("CATALOGUE_UPDATED"),
    forgetWhenGone(CATALOGUE_CACHE),
  ],
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Finds an item in the cached list of its collection (offline, never fetched on its own). */
async function fromCachedList(url: URL, collection: CatalogueCollection, id: string): Promise<Response | null> {
  const cache = await caches.open(CATALOGUE_CACHE);
  // The list in the same language (`?lang=`) as the detail asked for.
  const list = await cache.match(new URL(`${API}${cataloguePath(collection)}${url.search}`, url.origin).href, { ignoreVary: true });
  if (!list) return null;
  const body = await list.json() as { data?: Record<string, Array<{ id: string }>> };
  const item = body.data?.[collection]?.find((entry) => entry.id === id);
  return item ? json(200, { data: item }) : null;
}

/** The same read in `lang` (English without `?lang=`, as the app asks for it). */
function inLanguage(url: URL, lang: SiteLanguage): URL {
  const other = new URL(url.href);
  if (lang === DEFAULT_LANGUAGE) other.searchParams.delete("lang");
  else other.searchParams.set("lang", lang);
  return other;
}

/** The languages in which this device has saved the read at `url` (itself, or the list holding its item). */
async function savedLanguages(url: URL, target: { collection: CatalogueCollection; id?: string } | null): Promise<SiteLanguage[]> {
  const cache = await caches.open(CATALOGUE_CACHE);
  const saved: SiteLanguage[] = [];
  for (const lang of SITE_LANGUAGES) {
    const other = inLanguage(url, lang);
    if (other.href === url.href) continue;
    const kept = await cache.match(other.href, { ignoreVary: true }) ??
      (target?.id ? await fromCachedList(other, target.collection, target.id) : undefined);
    if (kept) saved.push(lang);
  }
  return saved;
}

export const catalogueReadHandler: RouteHandlerCallback = async (options) => {
  try {
    return await strategy.handle(options);
  } catch {
    const target = parseCataloguePath(options.url.pathname);
    if (target?.id) {
      const derived = await fromCachedList(options.url, target.collection, target.id);
      if (derived) return derived;
    }
    return json(503, {
      message: "You are offline and this part of the catalogue is not saved on this device yet.",
      code: NOT_SAVED_OFFLINE,
      // Where the same content is saved: the page offers it in those languages.
      savedLanguages: await savedLanguages(options.url, target),
    });
  }
};

export const catalogueWriteHandler: RouteHandlerCallback = async ({ request, url }) => {
  const response = await fetch(request);
  if (response.ok) {
    const written = writtenCollection(url.pathname);
    const cache = await caches.open(CATALOGUE_CACHE);
    for (const key of await cache.keys()) {
      const cached = parseCataloguePath(new URL(key.url).pathname);
      // Activities point at packages (and packages at destinations): a write clears every list
      // that could now show something different.
      if (cached && (cached.collection === written || !cached.id)) await cache.delete(key);
    }
  }
  return response;
};
