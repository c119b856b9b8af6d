/**
 * The language of the page shown, read from its address (`/fr/...` is French, unprefixed English),
 * and its translation function. A page in a language whose messages are still
 * loading keeps the previous language for that moment; the first render of a page always has its
 * messages (main.tsx and the server renderer load them before rendering).
 */
import { splitLanguagePath } from "@contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { loadSiteMessages, loadedSiteMessages, type MessageId, type MessageValues, translate } from "./site-messages.ts";

export type Translate = (id: MessageId, values?: MessageValues) => string;
type LanguageState = { lang: SiteLanguage; t: Translate };

const LanguageContext = createContext<LanguageState>(stateOf(DEFAULT_LANGUAGE));

/** The language's state; its messages are read when a text is asked for (loaded by then: see above). */
function stateOf(lang: SiteLanguage): LanguageState {
  return { lang, t: (id, values) => translate(loadedSiteMessages(lang)!, id, values) };
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const wanted = splitLanguagePath(useLocation().pathname).lang;
  const [ready, setReady] = useState<SiteLanguage>(() => (loadedSiteMessages(wanted) ? wanted : DEFAULT_LANGUAGE));
  const lang = loadedSiteMessages(wanted) ? wanted : ready;
  useEffect(() => {
    let current = true;
    void loadSiteMessages(wanted).then(() => current && setReady(wanted)).catch(() => undefined);
    return () => void (current = false);
  }, [wanted]);
  const state = useMemo(() => stateOf(lang), [lang]);
  return <LanguageContext value={state}>{children}</LanguageContext>;
}

/** Provides `value` as the language shown (a part of the page rendered by a React root of its own). */
export function LanguageValue({ value, children }: { value: LanguageState; children: ReactNode }) {
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The language shown and its translation function. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** The translation function of the language shown. */
export function useT(): Translate {
  return useContext(LanguageContext).t;
}
