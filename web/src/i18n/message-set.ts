/**
 * One set of message catalogues, a catalogue per language, each loaded on first need, once, from its
 * own chunk; English may instead be given at once (it is the fallback of a missing message). The
 * catalogues arrive compiled (web/build/compile-catalogues.ts): no message parser is shipped, and
 * `interpret.ts` fills them in.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type Catalogue, catalogueOf, type MessageValues } from "./interpret.ts";

export type { Catalogue, MessageValues };
type CatalogueLoader = () => Promise<{ default: unknown }>;
export type CatalogueLoaders = Record<Exclude<SiteLanguage, "en">, CatalogueLoader>;

export type MessageSet = {
  /** The language's catalogue when it is loaded. */
  loaded(lang: SiteLanguage): Catalogue | undefined;
  /** Loads the language's catalogue (once; a failed load is tried again next time). */
  load(lang: SiteLanguage): Promise<Catalogue>;
  /** The message `id` of `catalogue` with its ICU arguments filled in; English when `catalogue` lacks it and English is loaded. */
  translate(catalogue: Catalogue, id: string, values?: MessageValues): string;
};

/** A catalogue of `lang` holding these compiled messages. */
export const catalogueInstance = catalogueOf;

/** `english`: the English catalogue itself (part of the caller's chunk), or its loader. */
export function messageSet(english: unknown | CatalogueLoader, loaders: CatalogueLoaders): MessageSet {
  const lazyEnglish = typeof english === "function" ? english as CatalogueLoader : undefined;
  const instances = new Map<SiteLanguage, Catalogue>(lazyEnglish ? [] : [[DEFAULT_LANGUAGE, catalogueInstance(DEFAULT_LANGUAGE, english)]]);
  const loading = new Map<SiteLanguage, Promise<Catalogue>>();
  return {
    loaded: (lang) => instances.get(lang),
    load(lang) {
      const known = instances.get(lang);
      if (known) return Promise.resolve(known);
      let pending = loading.get(lang);
      if (!pending) {
        const loader = lang === DEFAULT_LANGUAGE ? lazyEnglish! : loaders[lang as Exclude<SiteLanguage, "en">];
        pending = loader().then((module) => {
          const loaded = catalogueInstance(lang, module.default);
          instances.set(lang, loaded);
          return loaded;
        });
        pending.catch(() => loading.delete(lang));
        loading.set(lang, pending);
      }
      return pending;
    },
    translate(catalogue, id, values) {
      const own = Object.prototype.hasOwnProperty.call(catalogue.messages, id);
      return (own ? catalogue : instances.get(DEFAULT_LANGUAGE) ?? catalogue)._(id, values);
    },
  };
}
