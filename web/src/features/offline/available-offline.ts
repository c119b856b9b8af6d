/**
 * Pages that work without a network: the public catalogue, the static pages, and a traveller's trip
 * page (it shows the copy kept on this phone, or says the trip is not kept).
 */
import { catalogueTarget } from "@contract/catalogue-collections.ts";
import { splitLanguagePath } from "@contract/language-paths.ts";

// One pattern (every first visit downloads it): "/", "/contact", "/pending-inquiries", "/trips/{token}".
const STATIC_PATH = /^\/((contact|pending-inquiries|trips\/[\w-]+)\/?)?$/;

export function isAvailableOffline(address: string): boolean {
  // The same page in every language (`/fr/packages`).
  const pathname = splitLanguagePath(address).path;
  return catalogueTarget(pathname) !== null || STATIC_PATH.test(pathname);
}
