/**
 * The language a public answer is written in: `?lang=` when given (one of the site's codes, else
 * the request is refused), otherwise the first site language of `Accept-Language` by preference
 * (a regional tag such as `fr-CA` counts as its language; `*` as English), otherwise English.
 * The header is parsed by Hono's `parseAccept` (quality values, ordering, malformed parts skipped).
 */
import { parseAccept } from "hono/utils/accept";
import { DEFAULT_LANGUAGE, isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from "../../contract/languages.ts";

export const UNKNOWN_LANGUAGE_MESSAGE = `Unknown language. Use one of: ${SITE_LANGUAGES.join(", ")}.`;

/** The first site language the header accepts, by its quality values; English when none. */
export function acceptedLanguage(header: string | undefined): SiteLanguage {
  for (const { type, q } of parseAccept(header ?? "")) {
    if (q <= 0) continue;
    const primary = type.split("-")[0].toLowerCase();
    if (primary === "*") return DEFAULT_LANGUAGE;
    if (isSiteLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** `?lang=` or else `Accept-Language`; null when `?lang=` names no site language. */
export function requestLanguage(query: string | undefined, acceptLanguage: string | undefined): SiteLanguage | null {
  if (query !== undefined) return isSiteLanguage(query) ? query : null;
  return acceptedLanguage(acceptLanguage);
}

/**
 * The language of what a request sends or stores (an inquiry, an application, a code by email):
 * `?lang=` when it names a site language, else `Accept-Language`'s; never a refusal, so an unknown
 * `?lang=` cannot lose an inquiry.
 */
export function submittedLanguage(query: string | undefined, acceptLanguage: string | undefined): SiteLanguage {
  return requestLanguage(query, acceptLanguage) ?? acceptedLanguage(acceptLanguage);
}

/**
 * The language a request names, if any: `?lang=` when it is a site language, else the first site
 * language of `Accept-Language` (not `*`); undefined when neither names one, so what was remembered
 * (a chat session's language) stays.
 */
export function statedLanguage(query: string | undefined, acceptLanguage: string | undefined): SiteLanguage | undefined {
  if (isSiteLanguage(query)) return query;
  for (const { type, q } of parseAccept(acceptLanguage ?? "")) {
    const primary = type.split("-")[0].toLowerCase();
    if (q > 0 && isSiteLanguage(primary)) return primary;
  }
  return undefined;
}
