/**
 * The catalogue's write use cases: create, update and delete a destination, a package or an
 * activity. The stores do the work; every write then marks the public answers stale
 * (`deps.catalogue.invalidate()`), also when it fails half-way (a stale mark loses nothing).
 * Callers check permissions and validate the input first.
 */
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";
import type { CatalogueReads } from "./catalogue-reads.ts";

/** What a write needs: the database and the read service it makes stale. */
export type CatalogueWriteDeps = { kv: Deno.Kv; catalogue: Pick<CatalogueReads, "invalidate"> };

type Store<D, T> = {
  create: (kv: Deno.Kv, data: D) => Promise<T>;
  update: (kv: Deno.Kv, id: string, data: D) => Promise<T>;
  remove: (kv: Deno.Kv, id: string) => Promise<void>;
};

export type CatalogueWrites<D, T> = {
  create: (deps: CatalogueWriteDeps, data: D) => Promise<T>;
  update: (deps: CatalogueWriteDeps, id: string, data: D) => Promise<T>;
  remove: (deps: CatalogueWriteDeps, id: string) => Promise<void>;
};

async function thenInvalidate<R>(deps: CatalogueWriteDeps, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } finally {
    await deps.catalogue.invalidate();
  }
}

function writesOf<D, T>(store: Store<D, T>): CatalogueWrites<D, T> {
  return {
    create: (deps, data) => thenInvalidate(deps, () => store.create(deps.kv, data)),
    update: (deps, id, data) => thenInvalidate(deps, () => store.update(deps.kv, id, data)),
    remove: (deps, id) => thenInvalidate(deps, () => store.remove(deps.kv, id)),
  };
}

export const destinationWrites = writesOf({
  create: destinations.createDestination,
  update: destinations.updateDestination,
  remove: destinations.deleteDestination,
});

export const packageWrites = writesOf({
  create: packages.createPackage,
  update: packages.updatePackage,
  remove: packages.deletePackage,
});

export const activityWrites = writesOf({
  create: activities.createActivity,
  update: activities.updateActivity,
  remove: activities.deleteActivity,
});
