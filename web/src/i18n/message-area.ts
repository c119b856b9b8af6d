/**
 * A message area: the texts of a group of screens that are not part of the first download (member
 * screens, admin screens, the chat window, the contact page), in files of their own in the locales
 * tree (`locales/{lang}/{area}.json`).
 * English travels with the area's code, or is loaded like the others (an area whose screens are
 * often shown in another language: a French page then downloads no English texts); another
 * language's messages are loaded when a screen of the area first renders in it, the screen suspending
 * meanwhile (its route's loading state), so it never shows English first. Messages that cannot be
 * loaded (offline before they were cached) leave the area in English until the next visit.
 * Areas are for screens rendered in the browser, for parts of a public page whose code is loaded
 * when needed (the inquiry form) and for a public page's own texts (contact, not found): the server's
 * renderer loads those messages before rendering, and a page hydrating keeps the server's HTML while
 * it waits for them.
 * The rest of a public page's texts are the site messages (`site-messages.ts`).
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "@contract/languages.ts";
import { use, useCallback, useMemo } from "react";
import { useLanguage } from "./language-context.tsx";
import { type Messages, type MessageLoaders, messageSet, type MessageValues } from "./message-set.ts";
import { ApiError } from "../lib/api-client.ts";

export type AreaTranslate<Id extends string> = (id: Id, values?: MessageValues) => string;

export type MessageArea<Id extends string> = {
  /** The translation function of the area in the language shown. */
  useT(): AreaTranslate<Id>;
  /** Loads the area's messages in a language ahead of its screens (English is there already). */
  load(lang: SiteLanguage): Promise<Messages>;
};

/** `english`: the English messages themselves (part of the area's code), or its loader. */
export function messageArea<English extends Record<string, string>>(
  english: English | (() => Promise<{ default: English }>),
  loaders: MessageLoaders,
): MessageArea<keyof English & string> {
  const set = messageSet(english, loaders);
  const shown = new Map<SiteLanguage, Promise<Messages>>();
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
      // Once a screen suspended on a language, it keeps using that promise (React wants use() on every render after).
      const pending = shown.get(lang);
      const i18n = pending ? use(pending) : set.loaded(lang) ?? use(loadOrEnglish(lang));
      return useMemo(() => (id, values) => set.translate(i18n, id, values), [i18n]);
    },
    load: (lang) => set.load(lang),
  };
}

/** A form's problems by field: the contract's English messages, or the server's own. */
type FieldErrors = Partial<Record<string, string>>;

/** A message without arguments as text: the messages arrive compiled, a plain text as a list of its text tokens. */
function plainText(message: unknown): string | undefined {
  if (typeof message === "string") return message;
  return Array.isArray(message) && message.every((token) => typeof token === "string") ? message.join("") : undefined;
}

/**
 * A form's problems in the page's language: each message the contract words (the schema the server
 * parses, so its English is the rule's own text) shown as the area's `error.*` message with that
 * English text; a message without one (the server's own answer) as it is.
 */
export function useAreaErrors<Id extends string>(english: Record<Id, unknown>, t: AreaTranslate<Id>): <E extends FieldErrors>(errors: E) => E {
  const ids = useMemo(
    () => new Map(Object.entries<unknown>(english).filter(([id]) => id.startsWith("error.")).map(([id, text]) => [plainText(text), id as Id])),
    [english],
  );
  return useCallback(<E extends FieldErrors>(errors: E) => {
    const shown: FieldErrors = {};
    for (const [field, text] of Object.entries(errors)) {
      const id = text === undefined ? undefined : ids.get(text);
      shown[field] = id ? t(id) : text;
    }
    return shown as E;
  }, [ids, t]);
}

/**
 * What a screen says when a request failed: the server's own answer as it came (written in the
 * request's language), the area's `timeout` message for a request that timed out, else the screen's
 * own message `fallback` (a network failure, an unreadable answer), all in the page's language.
 */
export function useAreaFailure<Id extends string>(t: AreaTranslate<Id>, timeout: Id): (error: unknown, fallback: Id, values?: MessageValues) => string {
  return useCallback((error: unknown, fallback: Id, values?: MessageValues) => {
    if (error instanceof ApiError && error.fromServer) return error.message;
    return error instanceof ApiError && error.code === "timeout" ? t(timeout) : t(fallback, values);
  }, [t, timeout]);
}
