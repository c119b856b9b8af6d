/**
 * When each catalogue item last changed, kept beside the item (never in it, so no answer shows it):
 * every create, update and translation write of an item sets its time in the same atomic commit, and
 * a delete removes it with the item and marks the collection (its list page changed). The sitemap's
 * `lastmod` reads these times.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { KEYS } from "./keys.ts";

/** Adds to `op` the write that marks the item changed now. */
export function markChanged(op: Deno.AtomicOperation, collection: CatalogueCollection, id: string): Deno.AtomicOperation {
  return op.set(KEYS.catalogueChanged(collection, id), Date.now());
}

/** Adds to `op` the removal of the item's change time and the collection's time of removal (with the item's own delete). */
export function forgetChanged(op: Deno.AtomicOperation, collection: CatalogueCollection, id: string): Deno.AtomicOperation {
  return op.delete(KEYS.catalogueChanged(collection, id)).set(KEYS.catalogueRemoved(collection), Date.now());
}

/** A collection's change times: each item's by id, and when an item of it was last deleted. */
export type CollectionChanges = { items: Map<string, number>; removedAt?: number };

/** Each collection's change times (milliseconds since the epoch). */
export async function catalogueChangeTimes(kv: Deno.Kv): Promise<Record<CatalogueCollection, CollectionChanges>> {
  const times: Record<CatalogueCollection, CollectionChanges> = {
    destinations: { items: new Map() },
    packages: { items: new Map() },
    activities: { items: new Map() },
  };
  for await (const entry of kv.list<number>({ prefix: KEYS.catalogueChangedAll() })) {
    const [, collection, id] = entry.key as [string, CatalogueCollection, string | undefined];
    const changes = times[collection];
    if (!changes) continue;
    if (id === undefined) changes.removedAt = entry.value;
    else changes.items.set(id, entry.value);
  }
  return times;
}
