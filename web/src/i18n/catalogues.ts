/**
 * The message catalogues, one Lingui instance per language. English is part of the first download
 * (every first visit needs it: unprefixed pages are English and it is the fallback of a missing
 * message); every other language is its own chunk, loaded only when a page in it is shown. The
 * catalogues arrive compiled (web/build/compile-catalogues.ts): no message parser is shipped.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import english from "./locales/en.json";

/** The key of every message: the English catalogue's keys (each other catalogue has the same). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

const LOADERS: Record<Exclude<SiteLanguage, "en">, () => Promise<{ default: unknown }>> = {
  ar: () => import("./locales/ar.json"),
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  de: () => import("./locales/de.json"),
  it: () => import("./locales/it.json"),
  pt: () => import("./locales/pt.json"),
};

const instances = new Map<SiteLanguage, I18n>([[DEFAULT_LANGUAGE, instance(DEFAULT_LANGUAGE, english)]]);
const loading = new Map<SiteLanguage, Promise<I18n>>();

function instance(lang: SiteLanguage, messages: unknown): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages as Messages } });
}

/** The language's catalogue when it is loaded (English always is). */
export function loadedCatalogue(lang: SiteLanguage): I18n | undefined {
  return instances.get(lang);
}

/** Loads the language's catalogue (once); English is there already. */
export function loadCatalogue(lang: SiteLanguage): Promise<I18n> {
  const known = instances.get(lang);
  if (known) return Promise.resolve(known);
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang as Exclude<SiteLanguage, "en">]().then((module) => {
      const loaded = instance(lang, module.default);
      instances.set(lang, loaded);
      return loaded;
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** The message `id` in the catalogue, with its ICU arguments filled in; English when the catalogue lacks it. */
export function translate(i18n: I18n, id: MessageId, values?: MessageValues): string {
  const own = Object.prototype.hasOwnProperty.call(i18n.messages, id);
  return (own ? i18n : instances.get(DEFAULT_LANGUAGE)!)._(id, values);
}
