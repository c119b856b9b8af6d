/**
 * The trip's review page (`/trips/{token}/review`, and under a language's prefix): a plain form
 * rendered by the server that works without JavaScript (rating 1-5 as radio buttons, the text),
 * posting urlencoded to its own address; or the review already written, or why the trip cannot be
 * reviewed yet. Every value is escaped. No script, nothing kept by a cache (the route says so).
 */
import { LANGUAGE_INFO, type SiteLanguage } from "../../contract/languages.ts";
import { REVIEW_LIMITS, type Review } from "../../contract/trips/reviews.ts";
import { REVIEW_PAGE_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export type ReviewPageState = {
  title?: string;
  /** Why the page shows no form (a refusal, the trip not over, a read-only link). */
  notice?: string;
  review?: Review | null;
  /** Just sent. */
  done?: boolean;
  /** The form as sent, with its problems. */
  values?: { rating?: string; text?: string };
  problems?: string[];
};

const STYLE = "body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1c1917}" +
  "fieldset{border:0;padding:0;margin:0 0 1rem}label{display:block}.stars label{display:inline-block;margin-inline-end:1rem;padding:.5rem 0}" +
  "textarea{width:100%;min-height:8rem;font:inherit;box-sizing:border-box}button{font:inherit;padding:.75rem 1.5rem;min-height:44px;" +
  "background:#7c5a12;color:#fff;border:0;border-radius:4px}.problem{color:#b91c1c}.hint{color:#57534e}";

export function reviewPageHtml(lang: SiteLanguage, state: ReviewPageState): string {
  const t = REVIEW_PAGE_TEXTS[lang];
  const f = (text: string, values: Record<string, string | number> = {}) => escapeHtml(formatMessage(text, values, lang));
  const title = state.title ?? "";
  const body: string[] = [`<h1>${f(t.title)}</h1>`];
  if (state.notice) body.push(`<p role="status">${escapeHtml(state.notice)}</p>`);
  else if (state.review) {
    if (state.done) body.push(`<p role="status">${f(t.thanks, { title })}</p>`);
    body.push(`<h2>${f(t.yours)}</h2>`, `<p>${f(t.stars, { n: state.review.rating })}</p>`, `<blockquote>${escapeHtml(state.review.text)}</blockquote>`);
  } else {
    body.push(`<p>${f(t.intro, { title })}</p>`);
    if (state.problems?.length) {
      body.push(`<div role="alert" class="problem"><p>${f(t.problem)}</p><ul>${state.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul></div>`);
    }
    const chosen = state.values?.rating ?? "";
    const stars = [5, 4, 3, 2, 1].map((n) =>
      `<label><input type="radio" name="rating" value="${n}" required${chosen === String(n) ? " checked" : ""}> ${f(t.stars, { n })}</label>`
    ).join("");
    body.push(
      `<form method="post">`,
      `<fieldset class="stars"><legend>${f(t.rating)}</legend>${stars}</fieldset>`,
      `<label for="review-text">${f(t.text)}</label>`,
      `<textarea id="review-text" name="text" required maxlength="${REVIEW_LIMITS.text}" aria-describedby="review-hint">${escapeHtml(state.values?.text ?? "")}</textarea>`,
      `<p id="review-hint" class="hint">${f(t.hint)}</p>`,
      `<button type="submit">${f(t.send)}</button>`,
      `</form>`,
    );
  }
  const { dir } = LANGUAGE_INFO[lang];
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${f(t.title)}${title ? ` | ${escapeHtml(title)}` : ""}</title><style>${STYLE}</style></head>` +
    `<body><main>${body.join("\n")}</main></body></html>`;
}
