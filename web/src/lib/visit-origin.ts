/**
 * Where this visit came from (contract/lead-origin.ts): the first page's UTM parameters and, when
 * it was reached from another site, its referrer, kept for the visit in sessionStorage (no cookie,
 * no id: it ends with the tab). The inquiry form, the bespoke form and the chat's hand-over send it
 * as `origin`; a server page's form the browser posts itself carries it in its hidden fields.
 */
import { hasOrigin, ORIGIN_FIELDS, originOfPage, type PageOrigin } from "@contract/lead-origin.ts";

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

/**
 * Writes the visit's origin into the hidden origin fields of the server's forms on this page (called
 * by the start-up script): a form the browser posts itself, before the app has taken it over, then
 * keeps where the visit came from. A form whose fields the server filled (a page reached with UTM
 * parameters) keeps its own.
 */
export function fillOriginFields(): void {
  const origin = visitOrigin();
  if (!origin) return;
  for (const form of document.forms) {
    const fields = ORIGIN_FIELDS.map((name) => form.elements.namedItem(name)).filter((field) => field instanceof HTMLInputElement && field.type === "hidden") as HTMLInputElement[];
    if (fields.length === 0 || fields.some((field) => field.value)) continue;
    for (const field of fields) field.value = origin[field.name as keyof PageOrigin] ?? "";
  }
}
