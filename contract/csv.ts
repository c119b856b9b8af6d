/**
 * The one guard of every CSV export (the audit log's on the server, the inquiry desk's in the
 * browser): a cell that a spreadsheet would run as a formula gets a leading apostrophe, so
 * `=HYPERLINK(...)` stays text (OWASP "CSV injection"). No zod, no DOM or Deno API.
 *
 * A formula starts with = + - @ or their full-width and small forms (＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫), and
 * may hide behind characters nobody sees: spaces, controls (a tab, a carriage return) and format
 * characters (zero-width space, byte-order mark, direction marks). A phone number (a leading + and
 * then only digits, spaces, dashes, dots and parentheses) is exported as written: the desk's
 * phone column must stay dialable, and such a cell holds no function or reference to run.
 */

/** Characters that start a formula, after whatever unseen characters come first. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;
/** Characters a reader does not see before the text: controls, format characters, spaces. */
const UNSEEN_START = /^[\p{Cc}\p{Cf}\p{Z}]+/u;
/** A phone number as people write one: +, then digits, spaces, dashes, dots and parentheses. */
const PHONE = /^\+[\d ().-]*\d[\d ().-]*$/;

/** Whether a spreadsheet could read `text` as a formula (a phone number is not one). */
export function isFormulaLike(text: string): boolean {
  if (PHONE.test(text)) return false;
  return /^[\t\r]/.test(text) || FORMULA_START.test(text.replace(UNSEEN_START, ""));
}

/** `text` as a spreadsheet will show it: with a leading apostrophe when it could run as a formula. */
export function spreadsheetSafe(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/**
 * One CSV (RFC 4180) line of `values`, without its line end: each value as text (JSON for objects;
 * empty for null and undefined) through the guard, quotes doubled; every cell quoted, or with
 * `quoteAll: false` only those that need it.
 */
export function csvLine(values: readonly unknown[], { quoteAll = true } = {}): string {
  return values.map((value) => {
    const text = spreadsheetSafe(value === undefined || value === null ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value));
    return quoteAll || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }).join(",");
}
