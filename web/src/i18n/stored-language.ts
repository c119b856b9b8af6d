/**
 * The language chosen on this device (the switcher, or a member's settings at login), kept in
 * localStorage. A device without a choice may be offered the browser's language (suggestion banner).
 */
import { isSiteLanguage, type SiteLanguage } from "@contract/languages.ts";

const STORAGE_KEY = "aurum.language";

export function storedLanguage(): SiteLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isSiteLanguage(value) ? value : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function storeLanguage(lang: SiteLanguage): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // The choice then lasts as long as the address keeps it.
  }
}

/** The first site language among the browser's preferred ones (`fr-CA` counts as French); null when none. */
export function browserLanguage(languages: readonly string[] = globalThis.navigator?.languages ?? []): SiteLanguage | null {
  for (const tag of languages) {
    const primary = tag.split("-")[0].toLowerCase();
    if (isSiteLanguage(primary)) return primary;
  }
  return null;
}
