/**
 * A message area: the texts of a group of screens that are not part of the first download (member
 * screens, admin screens, the chat window), in catalogues of their own under `locales/{area}/`.
 * English travels with the area's code, or is loaded like the others (an area whose screens are
 * often shown in another language: a French page then downloads no English texts); another
 * language's catalogue is loaded when a screen of the area first renders in it, the screen suspending
 * meanwhile (its route's loading state), so it never shows English first. A catalogue that cannot be
 * loaded (offline before it was cached) shows the area in English until the next visit.
 * Areas are for screens rendered in the browser, and for parts of a public page whose code is loaded
 * when needed (the inquiry form): the server's renderer loads that part's catalogue before rendering.
 * The rest of a public page's texts are the site catalogue's (`catalogues.ts`).
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { use, useMemo } from "react";
import { useLanguage } from "./language-context.tsx";
import { type Catalogue, type CatalogueLoaders, messageSet, type MessageValues } from "./message-set.ts";

export type AreaTranslate<Id extends string> = (id: Id, values?: MessageValues) => string;

export type MessageArea<Id extends string> = {
  /** The translation function of the area in the language shown. */
  useT(): AreaTranslate<Id>;
  /** Loads the area's catalogue of a language ahead of its screens (English is there already). */
  load(lang: SiteLanguage): Promise<unknown>;
};

/** `english`: the English catalogue itself (part of the area's code), or its loader. */
export function messageArea<English extends Record<string, string>>(
  english: English | (() => Promise<{ default: English }>),
  loaders: CatalogueLoaders,
): MessageArea<keyof English & string> {
  const set = messageSet(english, loaders);
  const shown = new Map<SiteLanguage, Promise<Catalogue>>();
  /** One promise per language, as `use` requires; English for the rest of the visit if the load fails. */
  const loadOrEnglish = (lang: SiteLanguage) => {
    let pending = shown.get(lang);
    if (!pending) {
      pending = set.load(lang).catch(() => set.load(DEFAULT_LANGUAGE));
      shown.set(lang, pending);
    }
    return pending;
  };
  return {
    useT() {
      const { lang } = useLanguage();
      const i18n = set.loaded(lang) ?? use(loadOrEnglish(lang));
      return useMemo(() => (id, values) => set.translate(i18n, id, values), [i18n]);
    },
    load: (lang) => set.load(lang),
  };
}
