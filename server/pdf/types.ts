/**
 * The PDF engine's document model: what a proposal, an invoice or a receipt says, in blocks that
 * flow down A4 pages, without a word about how they are drawn. `renderPdf` (render.ts) turns it
 * into bytes. Every text is plain Unicode in logical order (as typed); the engine shapes Arabic,
 * orders mixed right-to-left and left-to-right runs, wraps lines and breaks pages.
 */
import type { SiteLanguage } from "../../contract/languages.ts";

export type PdfDirection = "ltr" | "rtl";

/** Where a text sits in its box, by reading direction: "start" is the left in LTR, the right in RTL. */
export type PdfAlign = "start" | "center" | "end";

export interface PdfDocument {
  /** The document's language (the PDF's /Lang) and, unless `direction` says, its direction. */
  language: SiteLanguage;
  /** Base direction of every text and of the layout (columns, labels, bullets mirror in RTL). */
  direction?: PdfDirection;
  /** The document's title in the PDF's metadata (shown by viewers in place of the file name). */
  title: string;
  author?: string;
  subject?: string;
  keywords?: string[];
  /** The metadata's creation date; now when absent. */
  createdAt?: Date;
  /** A short line at the top of every page (the agency's name, the document's number). */
  header?: string;
  /** A short line at the bottom of every page, at the start side. */
  footer?: string;
  /** "1 / 3" at the bottom of every page, at the end side (default true). */
  pageNumbers?: boolean;
  blocks: PdfBlock[];
}

export type PdfBlock =
  | PdfHeading
  | PdfParagraph
  | PdfKeyValues
  | PdfTable
  | PdfBullets
  | PdfImage
  | PdfDivider
  | PdfSpace
  | PdfPageBreak;

/** A heading; it is never left alone at the foot of a page (it moves to the next with what follows). */
export interface PdfHeading {
  kind: "heading";
  level: 1 | 2 | 3;
  text: string;
}

export type PdfTextStyle = "body" | "strong" | "muted" | "small";

/** Running text, wrapped to the page's width; a "\n" starts a new line. */
export interface PdfParagraph {
  kind: "paragraph";
  text: string;
  style?: PdfTextStyle;
  align?: PdfAlign;
}

/** Label and value rows ("Dates: 12–26 March 2027"), the labels in a narrow column at the start side. */
export interface PdfKeyValues {
  kind: "keyValues";
  rows: { label: string; value: string }[];
}

export interface PdfTableColumn {
  header: string;
  /** Numbers and amounts: "end". Default "start". */
  align?: PdfAlign;
  /** The column's share of the table's width, relative to the others (default 1). */
  width?: number;
}

/**
 * A table across the page's width; a row is never split, and the header row is repeated at the top
 * of each page the table continues on. `totals` are rows in bold after a rule (subtotal, VAT, total).
 * Each row has one cell per column.
 */
export interface PdfTable {
  kind: "table";
  columns: PdfTableColumn[];
  rows: string[][];
  totals?: string[][];
}

export interface PdfBullets {
  kind: "bullets";
  items: string[];
}

/**
 * A JPEG or PNG picture, scaled down to fit `maxWidth` × `maxHeight` points (default: the text's
 * width × 220) keeping its proportions. Bytes that are neither JPEG nor PNG are left out (and logged).
 */
export interface PdfImage {
  kind: "image";
  bytes: Uint8Array;
  maxWidth?: number;
  maxHeight?: number;
  align?: PdfAlign;
}

/** A thin rule across the text's width. */
export interface PdfDivider {
  kind: "divider";
}

/** Vertical space in points (default 12). */
export interface PdfSpace {
  kind: "space";
  size?: number;
}

/** What follows starts on a new page. */
export interface PdfPageBreak {
  kind: "pageBreak";
}
