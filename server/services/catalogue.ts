/**
 * The catalogue's write use cases: create, update and delete a destination, a package or an
 * activity, and one language's translation of one. The stores do the work; every write then marks the public answers stale
 * (`deps.catalogue.invalidate()`), also when it fails half-way (a stale mark loses nothing).
 * Callers check permissions and validate the input first.
 */
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";
import type { TranslationLanguage } from "../../contract/languages.ts";
import type { CatalogueReads } from "./catalogue-reads.ts";
import type { AuditContext } from "../kv/audit.ts";

/** What a write needs: the database and the read service it makes stale. */
export type CatalogueWriteDeps = { kv: Deno.Kv; catalogue: Pick<CatalogueReads, "invalidate"> };

/** One language's fields of an item, and the version the editor started from. */
export type TranslationChange = { lang: TranslationLanguage; translation: object; version?: string };

/** An update, or a restore of an earlier version (recorded as such in the history and the audit log). */
type UpdateAction = "update" | "restore";

type Store<D, T> = {
  create: (kv: Deno.Kv, data: D, audit?: AuditContext) => Promise<T>;
  update: (kv: Deno.Kv, id: string, data: D, audit?: AuditContext, action?: UpdateAction) => Promise<T>;
  translate: (kv: Deno.Kv, id: string, change: TranslationChange, audit?: AuditContext) => Promise<T>;
  remove: (kv: Deno.Kv, id: string, audit?: AuditContext) => Promise<void>;
};

/** Each write takes the audit context of the staff member making it, recorded in the write's own commit. */
export type CatalogueWrites<D, T> = {
  create: (deps: CatalogueWriteDeps, data: D, audit?: AuditContext) => Promise<T>;
  update: (deps: CatalogueWriteDeps, id: string, data: D, audit?: AuditContext, action?: UpdateAction) => Promise<T>;
  translate: (deps: CatalogueWriteDeps, id: string, change: TranslationChange, audit?: AuditContext) => Promise<T>;
  remove: (deps: CatalogueWriteDeps, id: string, audit?: AuditContext) => Promise<void>;
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
    create: (deps, data, audit) => thenInvalidate(deps, () => store.create(deps.kv, data, audit)),
    update: (deps, id, data, audit, action) => thenInvalidate(deps, () => store.update(deps.kv, id, data, audit, action)),
    translate: (deps, id, change, audit) => thenInvalidate(deps, () => store.translate(deps.kv, id, change, audit)),
    remove: (deps, id, audit) => thenInvalidate(deps, () => store.remove(deps.kv, id, audit)),
  };
}

export const destinationWrites = writesOf({
  create: destinations.createDestination,
  update: destinations.updateDestination,
  translate: destinations.translateDestination,
  remove: destinations.deleteDestination,
});

export const packageWrites = writesOf({
  create: packages.createPackage,
  update: packages.updatePackage,
  translate: packages.translatePackage,
  remove: packages.deletePackage,
});

export const activityWrites = writesOf({
  create: activities.createActivity,
  update: activities.updateActivity,
  translate: activities.translateActivity,
  remove: activities.deleteActivity,
});
