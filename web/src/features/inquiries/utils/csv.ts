/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: every field is quoted, quotes doubled, and a
 * value that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return, or their
 * full-width forms, at the start) is prefixed with an apostrophe, so `=cmd()` stays text (OWASP
 * "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** A UTF-8 byte-order mark first, so spreadsheets read names in any script correctly. */
export function csvBlob(csv: string): Blob {
  return new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
}
