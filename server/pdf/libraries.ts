/**
 * pdfkit (with fontkit, which shapes text by the fonts' OpenType tables, and its own subsetting)
 * and bidi-js (the Unicode bidirectional algorithm), loaded at the first PDF, not at start: a
 * server that never renders a PDF never carries them.
 */
// @ts-types="@types/pdfkit"
import type PDFDocument from "pdfkit";
import type { Bidi } from "bidi-js";
import { once } from "../util/once.ts";

export type PdfKitDocument = PDFKit.PDFDocument;

export interface PdfLibraries {
  PDFDocument: typeof PDFDocument;
  bidi: Bidi;
}

export const pdfLibraries: () => Promise<PdfLibraries> = once(async () => {
  const [pdfkit, bidiJs] = await Promise.all([import("pdfkit"), import("bidi-js")]);
  // bidi-js is CommonJS with types written as a module: its default export is the factory.
  const bidiFactory = bidiJs.default as unknown as () => Bidi;
  return { PDFDocument: pdfkit.default as typeof PDFDocument, bidi: bidiFactory() };
});
