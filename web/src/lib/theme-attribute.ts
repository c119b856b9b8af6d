/**
 * Applying the site theme to the document (`data-theme` on <html>), without React: the start-up
 * script (boot.ts) applies a member's stored theme before the first paint, and the app keeps it in
 * step afterwards (lib/theme.ts).
 */
import { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from "@contract/storage-keys.ts";
import type { THEMES } from "@contract/enums.ts";

export type Theme = (typeof THEMES)[number];

export const LIGHT_QUERY = "(prefers-color-scheme: light)";

export function resolveTheme(theme: Theme, prefersLight: boolean): "dark" | "light" {
  if (theme === "auto") return prefersLight ? "light" : "dark";
  return theme;
}

/**
 * Touches the document as little as it can: boot.ts may run before the style sheet has arrived, and
 * reading a media query or writing the attribute then could make the browser style the page without
 * the sheet. The system setting is read for "auto" only.
 */
export function applyTheme(theme: Theme): void {
  const prefersLight = theme === "auto" && (globalThis.matchMedia?.(LIGHT_QUERY).matches ?? false);
  const resolved = resolveTheme(theme, prefersLight);
  // Written only when it changes: at start-up, before the style sheet has arrived, even removing an
  // absent attribute could make the browser style the page without the sheet (see above).
  const root = document.documentElement;
  if (resolved === "light") {
    if (root.getAttribute("data-theme") !== "light") root.setAttribute("data-theme", "light");
  } else if (root.hasAttribute("data-theme")) root.removeAttribute("data-theme");
}

/**
 * The theme of the member whose session this device keeps (as app/auth.tsx stores it), or undefined
 * for a visitor or an unreadable entry.
 */
export function storedTheme(): Theme | undefined {
  try {
    if (!localStorage.getItem(AUTH_TOKEN_KEY)) return undefined;
    const user: unknown = JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? "null");
    const theme = (user as { preferences?: { general?: { theme?: unknown } } } | null)?.preferences?.general?.theme;
    return theme === "dark" || theme === "light" || theme === "auto" ? theme : undefined;
  } catch {
    return undefined;
  }
}
