import { useEffect, useState } from "react";
import { pageTitle, SITE } from "../config/site.ts";

/** The value, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Sets document.title to "{title} | Aurum Voyages" (or the brand title without one) and the meta
 * description to `description` (the site's own without one), so both follow in-app navigation as
 * they do in the HTML the server sends for each page.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute("content", description ?? SITE.description);
  }, [title, description]);
}
