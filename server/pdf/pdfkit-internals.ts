/**
 * The two places the engine reaches into pdfkit's embedded fonts (pdfkit 0.20.2, pinned in
 * deno.json; the PDF tests would see either break):
 *   - each font's layouts are kept for the document: pdfkit lays a string out again to measure it,
 *     to draw it and to move past it, and fontkit's Arabic shaping is the most of a PDF's time;
 *   - an Arabic ligature's text is stored in drawing order (see `storeLigatureTextInVisualOrder`).
 */
import type { FontFace } from "./fonts.ts";
import type { PdfKitDocument } from "./libraries.ts";

/** pdfkit's EmbeddedFont: `layoutRun` shapes a string (scaled to 1000 units), `unicode` is each glyph's text. */
interface EmbeddedFont {
  layoutRun(text: string, features?: unknown): unknown;
  unicode?: number[][];
}

function embeddedFont(doc: PdfKitDocument, face: FontFace): EmbeddedFont {
  return (doc.font(face) as unknown as { _font: EmbeddedFont })._font;
}

/** Each face's layouts kept by string for this document (the engine always passes the same features). */
export function keepLayouts(doc: PdfKitDocument, faces: FontFace[]): void {
  for (const face of faces) {
    const font = embeddedFont(doc, face);
    const layoutRun = font.layoutRun.bind(font);
    const kept = new Map<string, unknown>();
    font.layoutRun = (text, features) => {
      let run = kept.get(text);
      if (run === undefined) {
        run = layoutRun(text, features);
        kept.set(text, run);
      }
      return run;
    };
  }
}

/**
 * An Arabic ligature (lam-alef, and in this font lam-yeh, feh-yeh...) is one glyph for two letters.
 * Text extraction (pdf.js, poppler) reads a right-to-left line in drawing order and reverses it,
 * glyph texts included, so a ligature's letters are stored in drawing order: extracted, they come
 * out in reading order (the word "ila" as alef, lam, alef maksura; not alef, alef maksura, lam).
 * pdfkit writes the glyph texts into the PDF at `end()`.
 */
export function storeLigatureTextInVisualOrder(doc: PdfKitDocument, faces: FontFace[]): void {
  for (const face of faces) {
    const unicode = embeddedFont(doc, face).unicode ?? [];
    unicode.forEach((codePoints, glyph) => {
      if (codePoints.length > 1) unicode[glyph] = [...codePoints].reverse();
    });
  }
}
