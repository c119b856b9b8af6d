/**
 * The message catalogues, one Lingui instance per language. Each language, English too, is its own
 * chunk, loaded only when a page in it is shown (the server's HTML announces the page's one), so a
 * first visit downloads one catalogue: every catalogue holds every message (i18n/catalogues.test.ts).
 * The catalogues arrive compiled (web/build/compile-catalogues.ts): no message parser is shipped.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type I18n, type Messages, setupI18n } from "@lingui/core";

/** The key of every message: the English catalogue's keys (each other catalogue has the same). */
export type MessageId = keyof typeof import("./locales/en.json");
export type MessageValues = Record<string, string | number>;

const LOADERS: Record<SiteLanguage, () => Promise<{ default: unknown }>> = {
  en: () => import("./locales/en.json"),
  ar: () => import("./locales/ar.json"),
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  de: () => import("./locales/de.json"),
  it: () => import("./locales/it.json"),
  pt: () => import("./locales/pt.json"),
};

const instances = new Map<SiteLanguage, I18n>();
const loading = new Map<SiteLanguage, Promise<I18n>>();

/** A Lingui instance of `lang` with these compiled messages. */
export function instance(lang: SiteLanguage, messages: unknown): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages as Messages } });
}

/** The language's catalogue when it is loaded. */
export function loadedCatalogue(lang: SiteLanguage): I18n | undefined {
  return instances.get(lang);
}

/** Loads the language's catalogue (once). */
export function loadCatalogue(lang: SiteLanguage): Promise<I18n> {
  const known = instances.get(lang);
  if (known) return Promise.resolve(known);
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then((module) => {
      const loaded = instance(lang, module.default);
      instances.set(lang, loaded);
      return loaded;
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** The message `id` in the catalogue, with its ICU arguments filled in; English when the catalogue lacks it and English is loaded. */
export function translate(i18n: I18n, id: MessageId, values?: MessageValues): string {
  const own = Object.prototype.hasOwnProperty.call(i18n.messages, id);
  return (own ? i18n : instances.get(DEFAULT_LANGUAGE) ?? i18n)._(id, values);
}
