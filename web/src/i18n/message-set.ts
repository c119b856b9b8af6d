/**
 * One set of message catalogues, a catalogue per language: English given at once (it is the fallback
 * of a missing message), every other language loaded on first need, once, from its own chunk. The
 * catalogues arrive compiled (web/build/compile-catalogues.ts): no message parser is shipped.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type I18n, type Messages, setupI18n } from "@lingui/core";

export type MessageValues = Record<string, string | number>;
export type CatalogueLoaders = Record<Exclude<SiteLanguage, "en">, () => Promise<{ default: unknown }>>;

export type MessageSet = {
  /** The language's catalogue when it is loaded (English always is). */
  loaded(lang: SiteLanguage): I18n | undefined;
  /** Loads the language's catalogue (once; a failed load is tried again next time). */
  load(lang: SiteLanguage): Promise<I18n>;
  /** The message `id` of `i18n` with its ICU arguments filled in; English when `i18n` lacks it. */
  translate(i18n: I18n, id: string, values?: MessageValues): string;
};

function catalogueInstance(lang: SiteLanguage, messages: unknown): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages as Messages } });
}

export function messageSet(english: unknown, loaders: CatalogueLoaders): MessageSet {
  const fallback = catalogueInstance(DEFAULT_LANGUAGE, english);
  const instances = new Map<SiteLanguage, I18n>([[DEFAULT_LANGUAGE, fallback]]);
  const loading = new Map<SiteLanguage, Promise<I18n>>();
  return {
    loaded: (lang) => instances.get(lang),
    load(lang) {
      const known = instances.get(lang);
      if (known) return Promise.resolve(known);
      let pending = loading.get(lang);
      if (!pending) {
        pending = loaders[lang as Exclude<SiteLanguage, "en">]().then((module) => {
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
      return (own ? i18n : fallback)._(id, values);
    },
  };
}
