/**
 * The language of the page shown, read from its address (`/fr/...` is French, unprefixed English),
 * and the translation function of its catalogue. A page in a language whose catalogue is still
 * loading keeps the previous language for that moment; the first render of a page always has its
 * catalogue (main.tsx and the server renderer load it before rendering).
 */
import { splitLanguagePath } from "@contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { loadCatalogue, loadedCatalogue, type MessageId, type MessageValues, translate } from "./catalogues.ts";

export type Translate = (id: MessageId, values?: MessageValues) => string;
type LanguageState = { lang: SiteLanguage; t: Translate };

const LanguageContext = createContext<LanguageState>(stateOf(DEFAULT_LANGUAGE));

/** The language's state; its catalogue is read when a text is asked for (loaded by then: see above). */
function stateOf(lang: SiteLanguage): LanguageState {
  return { lang, t: (id, values) => translate(loadedCatalogue(lang)!, id, values) };
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const wanted = splitLanguagePath(useLocation().pathname).lang;
  const [ready, setReady] = useState<SiteLanguage>(() => (loadedCatalogue(wanted) ? wanted : DEFAULT_LANGUAGE));
  const lang = loadedCatalogue(wanted) ? wanted : ready;
  useEffect(() => {
    let current = true;
    void loadCatalogue(wanted).then(() => current && setReady(wanted)).catch(() => undefined);
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
