/**
 * The public catalogue answers as the API sends them: `{data: {packages: [...]}}` for a list and
 * `{data: item}` for one item, read through the catalogue cache. The API routes send them, and the
 * HTML of a public page carries the ones its first screen needs (document-hints.ts).
 */
import { type CacheEntry, catalogueCache } from "./catalogue-cache.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";

const READERS = {
  destinations: { list: destinations.listDestinations, get: destinations.getDestination },
  packages: { list: packages.listPackages, get: packages.getPackage },
  activities: { list: activities.listActivities, get: activities.getActivity },
} satisfies Record<string, { list: (kv: Deno.Kv) => Promise<unknown[]>; get: (kv: Deno.Kv, id: string) => Promise<unknown> }>;

export type CatalogueName = keyof typeof READERS;

/** The answer of `GET /api/{name}`. */
export async function listAnswer(kv: Deno.Kv, name: CatalogueName): Promise<CacheEntry> {
  const entry = await catalogueCache(kv).read(`/${name}`, async () => JSON.stringify({ data: { [name]: await READERS[name].list(kv) } }));
  return entry!;
}

/** The answer of `GET /api/{name}/{id}`, or null when there is no such item. `id` is already checked. */
export function itemAnswer(kv: Deno.Kv, name: CatalogueName, id: string): Promise<CacheEntry | null> {
  return catalogueCache(kv).read(`/${name}/${id}`, async () => {
    const item = await READERS[name].get(kv, id);
    return item ? JSON.stringify({ data: item }) : null;
  });
}
