/** Pages that work without a network: the public catalogue and the static pages. */
import { catalogueTarget } from "@contract/catalogue-collections.ts";
import { splitLanguagePath } from "@contract/language-paths.ts";

const STATIC_PATHS = [/^\/$/, /^\/contact\/?$/, /^\/pending-inquiries\/?$/];

export function isAvailableOffline(address: string): boolean {
  // The same page in every language (`/fr/packages`).
  const pathname = splitLanguagePath(address).path;
  return catalogueTarget(pathname) !== null || STATIC_PATHS.some((pattern) => pattern.test(pathname));
}
