/**
 * One set of message catalogues, a catalogue per language, each loaded on first need, once, from its
 * own chunk; English may instead be given at once (it is the fallback of a missing message). The
 * catalogues arrive compiled (web/build/compile-catalogues.ts): no message parser is shipped.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type I18n, type Messages, setupI18n } from "@lingui/core";

export type MessageValues = Record<string, string | number>;
type CatalogueLoader = () => Promise<{ default: unknown }>;
export type CatalogueLoaders = Record<Exclude<SiteLanguage, "en">, CatalogueLoader>;

export type MessageSet = {
  /** The language's catalogue when it is loaded. */
  loaded(lang: SiteLanguage): I18n | undefined;
  /** Loads the language's catalogue (once; a failed load is tried again next time). */
  load(lang: SiteLanguage): Promise<I18n>;
  /** The message `id` of `i18n` with its ICU arguments filled in; English when `i18n` lacks it and English is loaded. */
  translate(i18n: I18n, id: string, values?: MessageValues): string;
};

/** A Lingui instance of `lang` holding these compiled messages. */
export function catalogueInstance(lang: SiteLanguage, messages: unknown): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages as Messages } });
}

/** `english`: the English catalogue itself (part of the caller's chunk), or its loader. */
export function messageSet(english: unknown | CatalogueLoader, loaders: CatalogueLoaders): MessageSet {
  const lazyEnglish = typeof english === "function" ? english as CatalogueLoader : undefined;
  const instances = new Map<SiteLanguage, I18n>(lazyEnglish ? [] : [[DEFAULT_LANGUAGE, catalogueInstance(DEFAULT_LANGUAGE, english)]]);
  const loading = new Map<SiteLanguage, Promise<I18n>>();
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
    translate(i18n, id, values) {
      const own = Object.prototype.hasOwnProperty.call(i18n.messages, id);
      return (own ? i18n : instances.get(DEFAULT_LANGUAGE) ?? i18n)._(id, values);
    },
  };
}
