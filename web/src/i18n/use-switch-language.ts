import { languagePath, splitLanguagePath } from "@contract/language-paths.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { loadSiteMessages } from "./site-messages.ts";
import { storeLanguage } from "./stored-language.ts";

/**
 * Shows the same page in `lang` and remembers the choice on this device. The language's messages are loaded
 * first, so the page changes language in one step.
 */
export function useSwitchLanguage(): (lang: SiteLanguage) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(async (lang: SiteLanguage) => {
    storeLanguage(lang);
    await loadSiteMessages(lang);
    navigate(`${languagePath(lang, splitLanguagePath(pathname).path)}${search}${hash}`);
  }, [navigate, pathname, search, hash]);
}
