/**
 * The API's texts in the language of the request. English is answered as written; another
 * language's text is found by the English one: a text given with its values (`withValues`) by its
 * template, a finished text as it is or, when code put values into it, by the template it matches
 * (each `{name}` standing for a value, which is carried over). A text the answers do not hold
 * stays English (the check in tests/checks/answer_texts_test.ts keeps that from happening). The
 * texts are the locales tree's `answers` (server/locales.ts), keyed by the English text.
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import { formatMessage, type MessageValues } from "../util/message-format.ts";
import { ANSWER_TEXTS, type AnswerText, ANSWERS } from "../locales.ts";

export { ANSWER_TEXTS, type AnswerText };

const ARGUMENT = /\{([a-zA-Z]+)\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The templates with simple arguments, as patterns that match a text built from them. */
const TEMPLATES = ANSWER_TEXTS.filter((text) => ARGUMENT.test(text) && !text.includes(", plural,")).map((text) => {
  const names: string[] = [];
  const source = text.split(ARGUMENT).map((part, i) => (i % 2 === 1 ? (names.push(part), "([\\s\\S]+?)") : escape(part))).join("");
  return { text: text as AnswerText, names, pattern: new RegExp(`^${source}$`) };
});
const EXACT = new Set<string>(ANSWER_TEXTS);

/** `text` (English, finished or a template with `values`) in `lang`. */
export function translateAnswer(text: string, lang: SiteLanguage, values?: MessageValues): string {
  if (lang === "en") return values ? formatMessage(text, values, lang) : text;
  const answers = ANSWERS[lang];
  if (values) return EXACT.has(text) ? formatMessage(answers[text as AnswerText], values, lang) : formatMessage(text, values, "en");
  if (EXACT.has(text)) return answers[text as AnswerText];
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (match) return formatMessage(answers[template.text], Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]])), lang);
  }
  return text;
}
