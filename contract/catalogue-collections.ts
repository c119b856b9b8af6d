/**
 * The public catalogue's collections and the paths of its reads, for every side that recognises them:
 * the server's read routes and first-screen hints, the web API client, the preloaded answers, the
 * service worker and the offline pages. A list is `/{collection}` and one item `/{collection}/{id}`
 * (under `/api` for the API, at the top for the pages). Imports nothing, so the web app's first
 * screen can read it; the answers' types are in catalogue.ts, beside the items'.
 */
export const CATALOGUE_COLLECTIONS = ["destinations", "packages", "activities"] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

/** The error code of the device's own answer (its service worker's), offline, for a catalogue read it has not saved. */
export const NOT_SAVED_OFFLINE = "offline";


/** `/{collection}` or `/{collection}/{id}`, the id encoded. */
export function cataloguePath(collection: CatalogueCollection, id?: string): string {
  return id === undefined ? `/${collection}` : `/${collection}/${encodeURIComponent(id)}`;
}

export type CatalogueTarget = { collection: CatalogueCollection; /** As written in the path (not decoded). */ id?: string };

const patterns = new Map<string, RegExp>();

/**
 * Reads `{prefix}/{collection}` or `{prefix}/{collection}/{id}`, with an optional trailing slash;
 * null for any other path.
 */
export function catalogueTarget(path: string, prefix = ""): CatalogueTarget | null {
  let pattern = patterns.get(prefix);
  if (!pattern) {
    pattern = new RegExp(`^${prefix}/(${CATALOGUE_COLLECTIONS.join("|")})(?:/([^/?#]+))?/?$`);
    patterns.set(prefix, pattern);
  }
  const match = pattern.exec(path);
  if (!match) return null;
  return { collection: match[1] as CatalogueCollection, id: match[2] };
}
