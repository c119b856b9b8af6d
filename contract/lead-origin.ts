/**
 * Where a lead comes from, as a visit's first page says it: its UTM parameters and the address it
 * was reached from (another site's only). The web app keeps it for the visit (sessionStorage, no
 * cookie, no id) and sends it as `origin`; the server's no-JS form carries it in hidden fields.
 * One rule for both, no zod: the first page load imports it.
 */

/** The origin's fields, as `leadOrigin` (contract/lead-facts.ts) and the no-JS form's hidden fields name them. */
export const ORIGIN_FIELDS = ["utmSource", "utmMedium", "utmCampaign", "referrer"] as const;
export type OriginField = (typeof ORIGIN_FIELDS)[number];
export type PageOrigin = Partial<Record<OriginField, string>>;

const UTM_PARAMS: [OriginField, string][] = [["utmSource", "utm_source"], ["utmMedium", "utm_medium"], ["utmCampaign", "utm_campaign"]];

/** The longest value kept of each field (as `leadOrigin` allows). */
export const ORIGIN_MAX: Record<OriginField, number> = { utmSource: 100, utmMedium: 100, utmCampaign: 100, referrer: 500 };

/**
 * The origin a page tells: `search` its query string, `referrer` the address it was reached from
 * (kept only when it is another site's: `ownHosts` are this site's hosts), each value trimmed to
 * its bound. Empty when the page tells nothing.
 */
export function originOfPage(search: string, referrer: string | null | undefined, ownHosts: string | readonly string[]): PageOrigin {
  const params = new URLSearchParams(search);
  const origin: PageOrigin = {};
  for (const [field, param] of UTM_PARAMS) {
    const value = params.get(param)?.trim();
    if (value) origin[field] = value.slice(0, ORIGIN_MAX[field]);
  }
  if (referrer && URL.canParse(referrer)) {
    const url = new URL(referrer);
    const own = typeof ownHosts === "string" ? [ownHosts] : ownHosts;
    if ((url.protocol === "https:" || url.protocol === "http:") && !own.includes(url.host)) origin.referrer = referrer.slice(0, ORIGIN_MAX.referrer);
  }
  return origin;
}

/** Whether an origin tells anything. */
export const hasOrigin = (origin: PageOrigin | null | undefined): origin is PageOrigin => !!origin && ORIGIN_FIELDS.some((field) => origin[field]);

/** The origin's fields from a form's values (the no-JS form's hidden fields), the empty ones left out. */
export function originOfFields(text: (name: string) => string): PageOrigin {
  const origin: PageOrigin = {};
  for (const field of ORIGIN_FIELDS) {
    const value = text(field).trim();
    if (value) origin[field] = value.slice(0, ORIGIN_MAX[field]);
  }
  return origin;
}
