/**
 * The public catalogue as the API answers it: `{data: {packages: [...]}}` for a list and
 * `{data: item}` for one item, with the copy widths of uploaded images. One per database handle
 * (`deps.catalogue`, made in createDeps): the API's read routes, the first-screen hints of the
 * pages and the catalogue writes (which mark it stale) all use the same one.
 */
import { type CatalogueCollection, cataloguePath } from "../../contract/catalogue-collections.ts";
import { ID_PATTERN } from "../../contract/fields.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";
import { type CachedAnswer, createAnswerCache } from "./catalogue-cache.ts";
import { withImageWidths } from "./image-widths.ts";

export type { CachedAnswer };

type Readers = {
  list: (kv: Deno.Kv) => Promise<{ imageUrl?: string }[]>;
  get: (kv: Deno.Kv, id: string) => Promise<{ imageUrl?: string } | null>;
};

const READERS: Record<CatalogueCollection, Readers> = {
  destinations: { list: destinations.listDestinations, get: destinations.getDestination },
  packages: { list: packages.listPackages, get: packages.getPackage },
  activities: { list: activities.listActivities, get: activities.getActivity },
};

export type CatalogueReads = {
  /** The answer of `GET /api/{collection}`. */
  list(collection: CatalogueCollection): Promise<CachedAnswer>;
  /** The answer of `GET /api/{collection}/{id}`; null for an unknown or malformed id. */
  item(collection: CatalogueCollection, id: string): Promise<CachedAnswer | null>;
  /** The gzip form of an answer, compressed once. */
  gzip(answer: CachedAnswer): Promise<Uint8Array<ArrayBuffer>>;
  /** Marks every answer stale, here and on every other instance sharing the database. */
  invalidate(): Promise<void>;
};

export function createCatalogueReads(kv: Deno.Kv): CatalogueReads {
  const cache = createAnswerCache(kv);
  return {
    async list(collection) {
      const answer = await cache.read(cataloguePath(collection), async () => {
        const items = await withImageWidths(kv, await READERS[collection].list(kv));
        return JSON.stringify({ data: { [collection]: items } });
      });
      return answer!; // a list always has an answer
    },
    item(collection, id) {
      if (!ID_PATTERN.test(id)) return Promise.resolve(null);
      return cache.read(cataloguePath(collection, id), async () => {
        const item = await READERS[collection].get(kv, id);
        return item ? JSON.stringify({ data: (await withImageWidths(kv, [item]))[0] }) : null;
      });
    },
    gzip: (answer) => cache.gzip(answer),
    invalidate: () => cache.invalidate(),
  };
}
