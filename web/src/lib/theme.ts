/**
 * The site theme (Account Settings, Preferences): "dark" is the house theme, "light" switches the
 * tokens with [data-theme="light"] on <html>, "auto" follows the system setting and its changes.
 */
import { useEffect } from "react";
import { applyTheme, LIGHT_QUERY, type Theme } from "./theme-attribute.ts";


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
