/** Pages that work without a network: the public catalogue and the static pages. */
import { catalogueTarget } from "@contract/catalogue-collections.ts";

const STATIC_PATHS = [/^\/$/, /^\/contact\/?$/, /^\/pending-inquiries\/?$/];

export function isAvailableOffline(pathname: string): boolean {
  return catalogueTarget(pathname) !== null || STATIC_PATHS.some((pattern) => pattern.test(pathname));
}
