/** Pages that work without a network: the public catalogue and the static pages. */
const OFFLINE_PATHS = [/^\/$/, /^\/(destinations|packages|activities)(\/[^/]+)?\/?$/, /^\/contact\/?$/, /^\/pending-inquiries\/?$/];

export function isAvailableOffline(pathname: string): boolean {
  return OFFLINE_PATHS.some((pattern) => pattern.test(pathname));
}
