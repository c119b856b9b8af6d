/**
 * The site theme (Account Settings, Preferences): "dark" is the house theme, "light" switches the
 * tokens with [data-theme="light"] on <html>, "auto" follows the system setting and its changes.
 */
import type { THEMES } from "@contract/enums.ts";
import { useEffect } from "react";

export type Theme = (typeof THEMES)[number];

const LIGHT_QUERY = "(prefers-color-scheme: light)";

export function resolveTheme(theme: Theme, prefersLight: boolean): "dark" | "light" {
  if (theme === "auto") return prefersLight ? "light" : "dark";
  return theme;
}

export function applyTheme(theme: Theme): void {
  const prefersLight = globalThis.matchMedia?.(LIGHT_QUERY).matches ?? false;
  const resolved = resolveTheme(theme, prefersLight);
  const root = document.documentElement;
  if (resolved === "light") root.setAttribute("data-theme", "light");
  else root.removeAttribute("data-theme");
}

/** Applies `theme` (the house theme when undefined) and, for "auto", follows the system. */
export function useApplyTheme(theme: Theme | undefined): void {
  useEffect(() => {
    const current = theme ?? "dark";
    applyTheme(current);
    if (current !== "auto" || !globalThis.matchMedia) return;
    const query = globalThis.matchMedia(LIGHT_QUERY);
    const onChange = () => applyTheme("auto");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);
}
