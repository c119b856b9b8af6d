/**
 * Where this visit came from (contract/lead-origin.ts): the first page's UTM parameters and, when
 * it was reached from another site, its referrer, kept for the visit in sessionStorage (no cookie,
 * no id: it ends with the tab). The inquiry form, the bespoke form and the chat's hand-over send it
 * as `origin`.
 */
import { hasOrigin, originOfPage, type PageOrigin } from "@contract/lead-origin.ts";

const KEY = "visitOrigin";

/** Keeps the visit's origin from its first page (called once, as the app starts); later pages change nothing. */
export function keepVisitOrigin(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const origin = originOfPage(location.search, document.referrer, location.host);
    sessionStorage.setItem(KEY, JSON.stringify(origin));
  } catch {
    // Storage unavailable (private mode, blocked): the lead is "direct".
  }
}

/** The visit's origin, if it tells anything. */
export function visitOrigin(): PageOrigin | undefined {
  try {
    const origin = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as PageOrigin | null;
    return hasOrigin(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}
