/**
 * What a PDF says, read back with pdf.js (pdfjs-dist, as Firefox reads it): its pages' text as
 * lines in reading order, the text items with their positions, the glyphs each text-drawing
 * operation shows, and the title. For the tests of the PDF engine and of the documents built on it
 * (proposals, invoices, receipts).
 */
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

pdfjs.GlobalWorkerOptions.workerSrc = import.meta.resolve("pdfjs-dist/legacy/build/pdf.worker.mjs");

export interface PdfTextItem {
  text: string;
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * One text-drawing operation: the font (pdf.js's name for it) and each glyph's text and glyph: pdf.js
 * gives every distinct glyph of a font its own `glyph` character, so two glyphs drawn the same
 * have the same one.
 */
export interface PdfGlyphRun {
  font: string;
  glyphs: { glyph: string; text: string }[];
}

export interface PdfPageText {
  items: PdfTextItem[];
  /** The items grouped by baseline, top to bottom, each line's items joined in reading order. */
  lines: string[];
  glyphRuns: PdfGlyphRun[];
  /** How many pictures the page paints. */
  images: number;
}

export interface PdfContents {
  title: string;
  pages: PdfPageText[];
  /** Every page's lines, one per line of text. */
  text: string;
}

/** The PDF's text; `direction` says in which order a line's items are read (right to left for Arabic). */
export async function readPdf(bytes: Uint8Array, direction: "ltr" | "rtl" = "ltr"): Promise<PdfContents> {
  const loading = pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true });
  const pdf = await loading.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        const [a, b, , , x, y] = item.transform as number[];
        items.push({ text: item.str, x, y, width: item.width, size: Math.hypot(a, b) });
      }
      const operators = await page.getOperatorList();
      pages.push({
        items,
        lines: linesOf(items, direction),
        glyphRuns: glyphRunsOf(operators),
        images: operators.fnArray.filter((operator) => operator === pdfjs.OPS.paintImageXObject).length,
      });
    }
    const { info } = await pdf.getMetadata() as { info: { Title?: string } };
    return { title: info.Title ?? "", pages, text: pages.flatMap((page) => page.lines).join("\n") };
  } finally {
    await loading.destroy();
  }
}

/** Items on one baseline (within half their size: a raised mark joins its line) make a line. */
function linesOf(items: PdfTextItem[], direction: "ltr" | "rtl"): string[] {
  const lines: { y: number; size: number; items: PdfTextItem[] }[] = [];
  for (const item of [...items].sort((a, b) => b.size - a.size)) {
    const line = lines.find((line) => Math.abs(line.y - item.y) < line.size / 2);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, size: item.size, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => joinInReadingOrder(line.items, direction))
    .filter((line) => line !== "");
}

/**
 * A line's items from its start side, a space where the page leaves a gap (two columns, a label
 * and its value). In a right-to-left line, a Latin phrase drawn as several items ("Four Seasons
 * Kyoto" in Arabic text) is put back left to right. pdf.js reads each item in drawing order
 * (reversing those that are mostly Arabic), so a number it joins with its neighbours in one item
 * stays in drawing order ("12 · 1" for "1 · 12" in Arabic): tests check words, not such runs.
 */
function joinInReadingOrder(items: PdfTextItem[], direction: "ltr" | "rtl"): string {
  const sorted = [...items].sort((a, b) => direction === "ltr" ? a.x - b.x : b.x - a.x);
  if (direction === "rtl") restoreLatinPhrases(sorted);
  let text = "";
  sorted.forEach((item, i) => {
    const previous = sorted[i - 1];
    if (previous) {
      const [left, right] = direction === "ltr" || item.x > previous.x ? [previous, item] : [item, previous];
      if (right.x - (left.x + left.width) > item.size * 0.5) text += " ";
    }
    text += item.text;
  });
  return text.replace(/\s+/g, " ").trim();
}

const ARABIC = /[\u0600-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Reverses, in place, each run of items without Arabic that holds a letter (its edge spaces left out). */
function restoreLatinPhrases(items: PdfTextItem[]): void {
  for (let start = 0; start < items.length;) {
    let end = start;
    while (end < items.length && !ARABIC.test(items[end].text)) end++;
    let first = start;
    let last = end - 1;
    while (first <= last && !items[first].text.trim()) first++;
    while (last >= first && !items[last].text.trim()) last--;
    if (items.slice(first, last + 1).some((item) => /\p{L}/u.test(item.text))) {
      items.splice(first, last - first + 1, ...items.slice(first, last + 1).reverse());
    }
    start = end + 1;
  }
}

interface PdfjsGlyph {
  fontChar: string;
  unicode: string;
}

function glyphRunsOf(operators: { fnArray: number[]; argsArray: unknown[][] }): PdfGlyphRun[] {
  const runs: PdfGlyphRun[] = [];
  let font = "";
  operators.fnArray.forEach((operator, i) => {
    const args = operators.argsArray[i];
    if (operator === pdfjs.OPS.setFont) font = String(args[0]);
    if (operator !== pdfjs.OPS.showText) return;
    const glyphs = (args[0] as (PdfjsGlyph | number | null)[])
      .filter((glyph): glyph is PdfjsGlyph => typeof glyph === "object" && glyph !== null)
      .map((glyph) => ({ glyph: glyph.fontChar, text: glyph.unicode }));
    runs.push({ font, glyphs });
  });
  return runs;
}
