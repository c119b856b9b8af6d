/**
 * The server's messages (the API's answers, the emails, the pushes, the catalogue concierge), read
 * from the locales tree (`locales/{lang}/*.json`, ICU MessageFormat, the same tree the web app
 * compiles) and formatted by `intl-messageformat`: `{name}` puts a value in, `{count, plural, one
 * {# hour} other {# hours}}` picks the form of the language's plural rule (`=N` for an exact number),
 * `#` being the number, in Latin digits in every language. Values are plain text (no rich-text tags);
 * a value the message names but is not given is an error.
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { SiteLanguage } from "../../contract/languages.ts";

export type MessageValues = Record<string, string | number>;

/** Each message parsed once per language: the texts are a fixed set, formatted again for every answer. */
const formats = new Map<string, IntlMessageFormat>();
const MAX_FORMATS = 2000;

function formatOf(message: string, lang: SiteLanguage): IntlMessageFormat {
  const key = `${lang}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, `${lang}-u-nu-latn`, undefined, { ignoreTag: true });
    if (formats.size < MAX_FORMATS) formats.set(key, format);
  }
  return format;
}

/** The message with its values put in, plurals chosen for `lang`. */
export function formatMessage(message: string, values: MessageValues, lang: SiteLanguage): string {
  return String(formatOf(message, lang).format(values));
}

/** An element of a parsed message, as much of it as naming its values needs. */
type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The names of the values a message uses, sorted (a plural's own `#` left out). */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // Literal text (0) and a plural's `#` (7) name no value; every other element is an argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === "string") {
        names.add(element.value);
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(formatOf(message, "en").getAst() as unknown as Element[]);
  return [...names].sort();
}
