/**
 * The three catalogue areas the admin manages, described once: their API path, admin route and
 * texts. The list, item, save and delete endpoints take one of these.
 */
import type { Activity, Destination, TravelPackage } from "@contract/catalogue.ts";
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import type english from "@locales/en/admin.json";

export interface AdminResource<T> {
  /** API path and list name: /api/{key}, {data: {[key]: [...]}}; its texts are the admin area's `{key}.*`. */
  key: CatalogueCollection;
  /** Admin route of the list: /admin/{key}. */
  listPath: string;
  /** Marker type only. */
  _item?: T;
}

/** The texts every catalogue area has, each `{key}.{text}` in the admin area's catalogues. */
export type ResourceText =
  | "title" | "add" | "edit" | "caption" | "empty" | "confirm" | "loading" | "loadingItem" | "search" | "noMatch"
  | "loadListError" | "loadItemError" | "notFound" | "deleteError" | "deleteTitle" | "submitCreate" | "submitUpdate";
type AdminMessageId = keyof typeof english;

/** The message id of one of an area's texts: `textOf(DESTINATIONS, "notFound")` is "destinations.notFound". */
export function textOf(resource: AdminResource<unknown>, text: ResourceText): `${CatalogueCollection}.${ResourceText}` & AdminMessageId {
  return `${resource.key}.${text}` as const;
}

export const DESTINATIONS: AdminResource<Destination> = { key: "destinations", listPath: "/admin/destinations" };
export const PACKAGES: AdminResource<TravelPackage> = { key: "packages", listPath: "/admin/packages" };
export const ACTIVITIES: AdminResource<Activity> = { key: "activities", listPath: "/admin/activities" };

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
