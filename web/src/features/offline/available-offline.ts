/**
 * Pages that work without a network: the public catalogue, the static pages, and a traveller's trip
 * page (it shows the copy kept on this phone, or says the trip is not kept).
 */
import { catalogueTarget } from "@contract/catalogue-collections.ts";
import { splitLanguagePath } from "@contract/language-paths.ts";

const STATIC_PATHS = [/^\/$/, /^\/contact\/?$/, /^\/pending-inquiries\/?$/, /^\/trips\/[A-Za-z0-9_-]{1,128}\/?$/];

export function isAvailableOffline(address: string): boolean {
  // The same page in every language (`/fr/packages`).
  const pathname = splitLanguagePath(address).path;
  return catalogueTarget(pathname) !== null || STATIC_PATHS.some((pattern) => pattern.test(pathname));
}
