/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet, written by csv-stringify: every field is
 * quoted, quotes doubled, rows end with CRLF, and a value that a spreadsheet would read as a formula
 * is prefixed with an apostrophe by the guard every CSV export uses (`spreadsheetSafe`,
 * contract/csv.ts: formula signs behind invisible characters and full-width ones too; a phone
 * number stays as written). Values are written as `String()` writes them; null and undefined are empty.
 */
import { spreadsheetSafe } from "@contract/csv.ts";
import { stringify } from "csv-stringify/browser/esm/sync";

const OPTIONS = { quoted: true, quoted_empty: true, record_delimiter: "\r\n" } as const;

const text = (value: unknown) => spreadsheetSafe(value === null || value === undefined ? "" : String(value));

export function csvField(value: unknown): string {
  return stringify([[text(value)]], { ...OPTIONS, eof: false });
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header, ...rows].map((row) => row.map(text)), OPTIONS);
}

/** A UTF-8 byte-order mark first, so spreadsheets read names in any script correctly. */
export function csvBlob(csv: string): Blob {
  return new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
}
