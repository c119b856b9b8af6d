/**
 * The public catalogue as the API answers it: `{data: {packages: [...]}}` for a list and
 * `{data: item}` for one item, in one language (the translated fields, English where a field has no
 * translation), with the copy widths, alternative text (English pages only: staff write it in
 * English) and focal point of uploaded images. One per
 * database handle (`deps.catalogue`, made in createDeps): the API's read routes, the first-screen hints of the
 * pages and the catalogue writes (which mark it stale) all use the same one.
 */
import { type CatalogueCollection, cataloguePath } from "../../contract/catalogue-collections.ts";
import { localizeItem } from "../../contract/catalogue-translations.ts";
import { ID_PATTERN } from "../../contract/fields.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";
import { packageReviews } from "../kv/reviews.ts";
import { type CachedAnswer, createAnswerCache } from "./catalogue-cache.ts";
import { withImageDetails } from "./image-details.ts";
import { matchesQuery } from "./catalogue-search.ts";

export type { CachedAnswer };

type Stored = { imageUrl?: string; translations?: Partial<Record<SiteLanguage, Record<string, unknown>>> };
type Readers = {
  list: (kv: Deno.Kv) => Promise<Stored[]>;
  get: (kv: Deno.Kv, id: string) => Promise<Stored | null>;
};

export const READERS: Record<CatalogueCollection, Readers> = {
  destinations: { list: destinations.listDestinations, get: destinations.getDestination },
  packages: { list: packages.listPackages, get: packages.getPackage },
  activities: { list: activities.listActivities, get: activities.getActivity },
};

export type CatalogueReads = {
  /**
   * The answer of `GET /api/{collection}` in `lang` (English by default); with `query`, only the
   * items whose shown name, location, country, continent or a tag contains it.
   */
  list(collection: CatalogueCollection, lang?: SiteLanguage, query?: string): Promise<CachedAnswer>;
  /** The answer of `GET /api/{collection}/{id}` in `lang` (English by default); null for an unknown or malformed id. */
  item(collection: CatalogueCollection, id: string, lang?: SiteLanguage): Promise<CachedAnswer | null>;
  /** The gzip form of an answer, compressed once. */
  gzip(answer: CachedAnswer): Promise<Uint8Array<ArrayBuffer>>;
  /** Marks every answer stale, here and on every other instance sharing the database. */
  invalidate(): Promise<void>;
};

/** The cache's key of an answer: its path, and the language unless English (so English keys are as before). */
const cacheKey = (path: string, lang: SiteLanguage) => (lang === DEFAULT_LANGUAGE ? path : `${path}?lang=${lang}`);

export function createCatalogueReads(kv: Deno.Kv): CatalogueReads {
  const cache = createAnswerCache(kv);
  const shown = async (collection: CatalogueCollection, items: Stored[], lang: SiteLanguage) => {
    const answers = await withImageDetails(kv, items.map((item) => localizeItem(collection, item, lang)), lang);
    return collection === "packages" ? await withReviews(answers) : answers;
  };
  /** Each package with its published reviews (kept per package by each moderation: kv/reviews.ts). */
  const withReviews = async <T extends Record<string, unknown>>(items: T[]): Promise<T[]> => {
    const reviews = await packageReviews(kv, items.map((item) => String(item.id)));
    return items.map((item) => {
      const found = reviews.get(String(item.id));
      return found ? { ...item, reviews: found } : item;
    });
  };

  async function list(collection: CatalogueCollection, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CachedAnswer> {
    const answer = await cache.read(cacheKey(cataloguePath(collection), lang), async () => {
      const items = await shown(collection, await READERS[collection].list(kv), lang);
      return JSON.stringify({ data: { [collection]: items } });
    });
    return answer!; // a list always has an answer
  }

  return {
    async list(collection, lang = DEFAULT_LANGUAGE, query) {
      const whole = await list(collection, lang);
      if (!query?.trim()) return whole;
      // A search is cut from the cached list of the language shown, and not kept itself.
      const items: Record<string, unknown>[] = JSON.parse(new TextDecoder().decode(whole.json)).data[collection];
      const found = items.filter((item) => matchesQuery(item, query, lang));
      return { version: whole.version, json: new TextEncoder().encode(JSON.stringify({ data: { [collection]: found } })) };
    },
    item(collection, id, lang = DEFAULT_LANGUAGE) {
      if (!ID_PATTERN.test(id)) return Promise.resolve(null);
      return cache.read(cacheKey(cataloguePath(collection, id), lang), async () => {
        const item = await READERS[collection].get(kv, id);
        return item ? JSON.stringify({ data: (await shown(collection, [item], lang))[0] }) : null;
      });
    },
    gzip: (answer) => cache.gzip(answer),
    invalidate: () => cache.invalidate(),
  };
}
