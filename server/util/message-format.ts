/**
 * The server's small message format (emails, the catalogue concierge), a subset of ICU MessageFormat: `{name}` puts a value in,
 * `{count, plural, one {# hour} other {# hours}}` picks the form of the language's plural rule
 * (`Intl.PluralRules`, with `=N` for an exact number), `#` being the number. Values are plain text;
 * a template names each value it uses.
 */
import type { SiteLanguage } from "../../contract/languages.ts";

export type MessageValues = Record<string, string | number>;

/** A language's plural rule and number format, made once: building either costs far more than using it. */
const numberTools = new Map<SiteLanguage, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

function numberToolsOf(lang: SiteLanguage) {
  let tools = numberTools.get(lang);
  if (!tools) numberTools.set(lang, tools = { plural: new Intl.PluralRules(lang), number: new Intl.NumberFormat(`${lang}-u-nu-latn`) });
  return tools;
}

/** The index just after the brace that closes the one opening at `open`. */
function closing(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i + 1;
  }
  throw new Error(`Unbalanced braces in message: ${template}`);
}

/** The forms of a plural argument: `one {...} other {...}` as a map of selector to text. */
function pluralForms(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf("{", i);
    if (open < 0) break;
    const end = closing(body, open);
    forms.set(body.slice(i, open).trim(), body.slice(open + 1, end - 1));
    i = end;
  }
  return forms;
}

/** A template's pieces: its text, and each value it puts in (with a plural's forms). */
type Piece = string | { key: string; forms?: Map<string, string> };

/** Each template parsed once: the texts are a fixed set, formatted again for every message. */
const parsed = new Map<string, Piece[]>();
const MAX_PARSED = 2000;

function piecesOf(template: string): Piece[] {
  const known = parsed.get(template);
  if (known) return known;
  const pieces: Piece[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) {
      pieces.push(template.slice(i));
      break;
    }
    if (open > i) pieces.push(template.slice(i, open));
    const end = closing(template, open);
    const [name, kind, ...rest] = template.slice(open + 1, end - 1).split(",");
    pieces.push(kind?.trim() === "plural" ? { key: name.trim(), forms: pluralForms(rest.join(",")) } : { key: name.trim() });
    i = end;
  }
  if (parsed.size < MAX_PARSED) parsed.set(template, pieces);
  return pieces;
}

/** The message with its values put in, plurals chosen for `lang`. A value the template names but is not given is an error. */
export function formatMessage(template: string, values: MessageValues, lang: SiteLanguage): string {
  let out = "";
  for (const piece of piecesOf(template)) {
    if (typeof piece === "string") {
      out += piece;
      continue;
    }
    if (!(piece.key in values)) throw new Error(`Missing value "${piece.key}" for message: ${template}`);
    const value = values[piece.key];
    if (piece.forms) {
      const count = Number(value);
      const tools = numberToolsOf(lang);
      const form = piece.forms.get(`=${count}`) ?? piece.forms.get(tools.plural.select(count)) ?? piece.forms.get("other") ?? "";
      out += formatMessage(form.replaceAll("#", "{#}"), { ...values, "#": tools.number.format(count) }, lang);
    } else {
      out += String(value);
    }
  }
  return out;
}

/** The names of the values a template uses, sorted (plural forms' own `#` left out). */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) break;
    const end = closing(template, open);
    const [name, kind, ...rest] = template.slice(open + 1, end - 1).split(",");
    names.add(name.trim());
    if (kind?.trim() === "plural") for (const form of pluralForms(rest.join(",")).values()) placeholdersOf(form).forEach((n) => names.add(n));
    i = end;
  }
  return [...names].sort();
}
