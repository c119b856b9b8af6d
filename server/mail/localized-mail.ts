/**
 * A traveller's email in their language: the plain text, and an HTML part that says the language
 * and its direction (`<html lang="ar" dir="rtl">`), so mail apps lay Arabic out right to left.
 * Paragraphs are the text's blocks between empty lines; every text is escaped.
 */
import { languagePath } from "../../contract/language-paths.ts";
import { LANGUAGE_INFO, type SiteLanguage } from "../../contract/languages.ts";
import type { MailMessage } from "./mailer.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function mailHtml(lines: readonly string[], lang: SiteLanguage, subject: string): string {
  const { dir } = LANGUAGE_INFO[lang];
  const paragraphs = lines.join("\n").split(/\n{2,}/).map((block) =>
    `<p>${block.split("\n").map((line) => escapeHtml(line.trim())).join("<br>")}</p>`
  );
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body lang="${lang}" dir="${dir}">${paragraphs.join("")}</body></html>`;
}

/** The message with its text and its HTML part in `lang`. */
export function localizedMail(
  lang: SiteLanguage,
  message: { to: string; subject: string; lines: readonly string[]; replyTo?: string },
): MailMessage {
  const { lines, ...rest } = message;
  return { ...rest, text: lines.join("\n"), html: mailHtml(lines, lang, message.subject) };
}

/** A page of the site in `lang`: English at its own path, other languages under `/{lang}`. */
export function siteLink(baseUrl: string, lang: SiteLanguage, path: string): string {
  return `${baseUrl}${languagePath(lang, path)}`;
}
