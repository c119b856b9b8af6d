/**
 * One set of messages, a file per language, each loaded on first need, once, from its
 * own chunk; English may instead be given at once (it is the fallback of a missing message). The
 * messages arrive compiled (web/build/compile-messages.ts): no message parser is shipped, and
 * `interpret.ts` fills them in.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { type Messages, messagesOf, type MessageValues } from "./interpret.ts";

export { messagesOf };
export type { Messages, MessageValues };
type MessageLoader = () => Promise<{ default: unknown }>;
export type MessageLoaders = Record<Exclude<SiteLanguage, "en">, MessageLoader>;

export type MessageSet = {
  /** The language's messages when they are loaded. */
  loaded(lang: SiteLanguage): Messages | undefined;
  /** Loads the language's messages (once; a failed load is tried again next time). */
  load(lang: SiteLanguage): Promise<Messages>;
  /** The message `id` of `messages` with its ICU arguments filled in; English when `messages` lacks it and English is loaded. */
  translate(messages: Messages, id: string, values?: MessageValues): string;
};

/** `english`: the English messages themselves (part of the caller's chunk), or their loader. */
export function messageSet(english: unknown | MessageLoader, loaders: MessageLoaders): MessageSet {
  const lazyEnglish = typeof english === "function" ? english as MessageLoader : undefined;
  const instances = new Map<SiteLanguage, Messages>(lazyEnglish ? [] : [[DEFAULT_LANGUAGE, messagesOf(DEFAULT_LANGUAGE, english)]]);
  const loading = new Map<SiteLanguage, Promise<Messages>>();
  return {
    loaded: (lang) => instances.get(lang),
    load(lang) {
      const known = instances.get(lang);
      if (known) return Promise.resolve(known);
      let pending = loading.get(lang);
      if (!pending) {
        const loader = lang === DEFAULT_LANGUAGE ? lazyEnglish! : loaders[lang as Exclude<SiteLanguage, "en">];
        pending = loader().then((module) => {
          const loaded = messagesOf(lang, module.default);
          instances.set(lang, loaded);
          return loaded;
        });
        pending.catch(() => loading.delete(lang));
        loading.set(lang, pending);
      }
      return pending;
    },
    translate(messages, id, values) {
      const own = Object.prototype.hasOwnProperty.call(messages.messages, id);
      return (own ? messages : instances.get(DEFAULT_LANGUAGE) ?? messages)._(id, values);
    },
  };
}
