/**
 * Which paths are public catalogue pages (they get their own head, structured data and a place in the
 * sitemap) and which are private (login, registration, member and admin pages: never indexed). The
 * table follows the app's routes (web/src/app/router.tsx).
 */
import { type CatalogueCollection, cataloguePath, catalogueTarget } from "../../contract/catalogue-collections.ts";
import type { FixedPage } from "../../contract/page-meta.ts";
import { pageItemId } from "./html.ts";

export type DetailKind = "destination" | "package" | "activity";

export type PublicPage =
  | { kind: "fixed"; page: FixedPage }
  /** `id` is null when the path's id is malformed: such an item does not exist either. */
  | { kind: DetailKind; id: string | null };

/** The path of each fixed public page. */
export const FIXED_PATHS: Record<FixedPage, string> = {
  home: "/",
  destinations: "/destinations",
  packages: "/packages",
  activities: "/activities",
  contact: "/contact",
};

/** The list page of each kind of item, and its path segment. */
export const LIST_OF: Record<DetailKind, CatalogueCollection> = {
  destination: "destinations",
  package: "packages",
  activity: "activities",
};

export const detailPath = (kind: DetailKind, id: string) => cataloguePath(LIST_OF[kind], id);

const FIXED = new Map(Object.entries(FIXED_PATHS).map(([page, path]) => [path, page as FixedPage]));
const KIND_OF = { destinations: "destination", packages: "package", activities: "activity" } as const;

/** The public page at `path`, or null when it is none. A trailing slash names the same page. */
export function publicPage(path: string): PublicPage | null {
  const fixed = FIXED.get(path.length > 1 ? path.replace(/\/$/, "") : path);
  if (fixed) return { kind: "fixed", page: fixed };
  const target = catalogueTarget(path);
  if (target?.id === undefined) return null;
  return { kind: KIND_OF[target.collection], id: pageItemId(target.id) };
}

/** The paths search engines must not index or crawl (robots.txt lists the same prefixes). */
export const PRIVATE_PREFIXES = [
  "/admin",
  "/api",
  "/login",
  "/register",
  "/profile",
  "/vip-services",
  "/bespoke-experiences",
  "/pending-inquiries",
  "/threads",
  "/proposals",
  "/journeys",
] as const;

/** Whether `path` is a login, registration, member or admin page (or another private path). */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
