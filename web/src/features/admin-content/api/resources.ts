/**
 * The three catalogue areas the admin manages, described once: their API path, names and the
 * texts shown when loading or deleting fails. The list, item, save and delete
 * endpoints take one of these.
 */
import type { Activity, Destination, TravelPackage } from "@contract/catalogue.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";

export interface AdminResource<T> {
  /** API path and list name: /api/{key}, {data: {[key]: [...]}}. */
  key: CatalogueCollection;
  /** "package" in "Failed to delete package. Please try again." */
  singular: string;
  /** Admin route of the list: /admin/{key}. */
  listPath: string;
  loadListError: string;
  loadItemError: string;
  notFound: string;
  deleteError: string;
  /** Marker type only. */
  _item?: T;
}

export const DESTINATIONS: AdminResource<Destination> = {
  key: "destinations",
  singular: "destination",
  listPath: "/admin/destinations",
  loadListError: "Could not load destinations. Please try refreshing the page.",
  loadItemError: "Failed to load destination data.",
  notFound: "Destination not found.",
  deleteError: "Failed to delete destination. Please try again.",
};

export const PACKAGES: AdminResource<TravelPackage> = {
  key: "packages",
  singular: "package",
  listPath: "/admin/packages",
  loadListError: "Could not load packages. Please try refreshing the page.",
  loadItemError: "Failed to load package data.",
  notFound: "Package not found.",
  deleteError: "Failed to delete package. Please try again.",
};

export const ACTIVITIES: AdminResource<Activity> = {
  key: "activities",
  singular: "activity",
  listPath: "/admin/activities",
  loadListError: "Could not load activities. Please try refreshing the page.",
  loadItemError: "Failed to load activity data.",
  notFound: "Activity not found.",
  deleteError: "Failed to delete activity. Please try again.",
};

/**
 * Admin reads go past the service worker's stale-while-revalidate cache of the catalogue: an edit
 * form must start from the server's current copy and version. They ask for English, the item's own
 * fields, whatever the browser's languages: the public reads answer in the `Accept-Language`'s
 * language, and a translation loaded into the English form would be saved as English.
 */
export const FRESH = { "Cache-Control": "no-cache", "Accept-Language": "en" };

/** Query keys: the admin's own, plus the public catalogue's, which a write makes stale too. */
export const adminKeys = {
  list: (key: AdminResource<unknown>["key"]) => ["admin", key] as const,
  item: (key: AdminResource<unknown>["key"], id: string) => ["admin", key, id] as const,
  catalogue: ["catalogue"] as const,
};
