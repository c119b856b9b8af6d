/**
 * When each catalogue item last changed, kept beside the item (never in it, so no answer shows it):
 * every create, update and translation write of an item sets its time in the same atomic commit, and
 * a delete removes it with the item. The sitemap's `lastmod` reads these times.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { KEYS } from "./keys.ts";

/** Adds to `op` the write that marks the item changed now. */
export function markChanged(op: Deno.AtomicOperation, collection: CatalogueCollection, id: string): Deno.AtomicOperation {
  return op.set(KEYS.catalogueChanged(collection, id), Date.now());
}

/** Adds to `op` the removal of the item's change time (with the item's own delete). */
export function forgetChanged(op: Deno.AtomicOperation, collection: CatalogueCollection, id: string): Deno.AtomicOperation {
  return op.delete(KEYS.catalogueChanged(collection, id));
}

/** Each collection's change times (milliseconds since the epoch), by item id. */
export async function catalogueChangeTimes(kv: Deno.Kv): Promise<Record<CatalogueCollection, Map<string, number>>> {
  const times = { destinations: new Map(), packages: new Map(), activities: new Map() } as Record<CatalogueCollection, Map<string, number>>;
  for await (const entry of kv.list<number>({ prefix: KEYS.catalogueChangedAll() })) {
    const [, collection, id] = entry.key as [string, CatalogueCollection, string];
    times[collection]?.set(id, entry.value);
  }
  return times;
}
