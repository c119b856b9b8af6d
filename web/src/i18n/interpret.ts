/**
 * The runtime of the compiled messages: a message, compiled at build time into Lingui's form
 * (web/build/compile-messages.ts), with its arguments filled in (plurals, selects, numbers and
 * dates by the browser's `Intl`). It does what `@lingui/core`'s `I18n._` does with such a message
 * (interpret.test.ts compares the two on every message of every area), without the rest of that
 * library (about 1.5 KB compressed on every first visit): the site needs nothing else of it.
 */
import type { SiteLanguage } from "@contract/languages.ts";

export type MessageValues = Record<string, string | number>;

/** One language's compiled messages, and its translation function. */
export type Messages = {
  locale: SiteLanguage;
  messages: Record<string, unknown>;
  /** The message `id` with its arguments filled in; the id itself when the messages lack it. */
  _(id: string, values?: MessageValues): string;
};

type Branches = Record<string, unknown> & { offset?: number };
type DateStyle = string | Intl.DateTimeFormatOptions | undefined;

/** Where a plural branch's `#` stands until the branch is chosen (the number is then written in). */
const OCTOTHORPE = "%__lingui_octothorpe__%";
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

const own = (object: object | undefined, key: string): unknown =>
  object && Object.prototype.hasOwnProperty.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let known = formatters.get(key) as T | undefined;
  if (!known) formatters.set(key, known = make());
  return known;
}

/** The language, then English (as Lingui asks `Intl` for them). */
const localesOf = (lang: string) => [lang, "en"];

function formatNumber(lang: string, value: unknown, options?: Intl.NumberFormatOptions): string {
  return formatter(`number-${lang}-${JSON.stringify(options)}`, () => new Intl.NumberFormat(localesOf(lang), options)).format(value as number);
}

function formatDate(lang: string, value: unknown, style: DateStyle = "default"): string {
  let options: Intl.DateTimeFormatOptions;
  if (typeof style === "string") {
    options = { day: "numeric", month: "short", year: "numeric" };
    if (style === "full") options.weekday = "long";
    if (style === "full" || style === "long") options.month = "long";
    if (style === "short") options.month = "numeric";
  } else {
    options = style;
  }
  const format = formatter(`date-${lang}-${JSON.stringify(style)}`, () => new Intl.DateTimeFormat(localesOf(lang), options));
  return format.format(typeof value === "string" ? new Date(value) : value as Date);
}

function formatTime(lang: string, value: unknown, style: DateStyle = "default"): string {
  if (typeof style !== "string") return formatDate(lang, value, style);
  const options: Intl.DateTimeFormatOptions = { second: "numeric", minute: "numeric", hour: "numeric" };
  if (style === "full" || style === "long") options.timeZoneName = "short";
  if (style === "short") delete options.second;
  return formatDate(lang, value, options);
}

/** A plural's branch for `value`: its exact one, else its language's category, else `other`; `#` becomes the number. */
function pluralBranch(lang: string, ordinal: boolean, value: unknown, { offset = 0, ...rules }: Branches): unknown {
  const plurals = formatter(`plural-${ordinal}-${lang}`, () => new Intl.PluralRules(localesOf(lang), { type: ordinal ? "ordinal" : "cardinal" }));
  const count = (value as number) - offset;
  const branch = rules[value as string] ?? rules[plurals.select(count)] ?? rules.other;
  return (branch as string).replace(new RegExp(OCTOTHORPE, "g"), formatNumber(lang, count));
}

/** Fills in the compiled message's arguments from `values`. */
function interpolate(lang: string, tokens: unknown, values: MessageValues): unknown {
  const fill = (part: unknown, inPlural: boolean): unknown => {
    if (!Array.isArray(part)) return part;
    return part.reduce((message: string, token: unknown) => {
      if (token === "#" && inPlural) return message + OCTOTHORPE;
      if (typeof token === "string") return message + token;
      const [name, type, style] = token as [string, string?, unknown?];
      const value = own(values, name);
      let text: unknown;
      if (type === "plural" || type === "selectordinal" || type === "select") {
        const branches = Object.fromEntries(Object.entries(style as Branches).map(([key, branch]) => [key, fill(branch, type !== "select")]));
        text = type === "select"
          ? own(branches, value as string) ?? branches.other
          : pluralBranch(lang, type === "selectordinal", value, branches);
      } else if (type === "number") {
        text = formatNumber(lang, value, typeof style === "object" ? style as Intl.NumberFormatOptions : { style: style as Intl.NumberFormatOptions["style"] });
      } else if (type === "date") {
        text = formatDate(lang, value, style as DateStyle);
      } else if (type === "time") {
        text = formatTime(lang, value, style as DateStyle);
      } else {
        text = value;
      }
      return text == null ? message : message + text;
    }, "");
  };
  return fill(tokens, false);
}

const decodeEscapes = (text: string) =>
  text.replace(ESCAPE, (_, unicode: string | undefined, hex: string | undefined) => String.fromCharCode(parseInt(unicode ?? hex!, 16)));

/** The messages of `lang`: these compiled ones. */
export function messagesOf(lang: SiteLanguage, messages: unknown): Messages {
  const compiled = messages as Record<string, unknown>;
  return {
    locale: lang,
    messages: compiled,
    _(id, values = {}) {
      const message = own(compiled, id) || id;
      const result = typeof message === "string" ? message : interpolate(lang, message, values);
      if (typeof result === "string") return decodeEscapes(result);
      return result ? String(result) : "";
    },
  };
}
