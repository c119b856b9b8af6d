/**
 * `renderPdf`: a PdfDocument (types.ts) as the bytes of an A4 PDF, in any of the site's languages
 * (Arabic shaped and right to left), its fonts subset-embedded, with the header, footer and page
 * numbers drawn on every page once the page count is known. The libraries and fonts are loaded at
 * the first call.
 */
import { LANGUAGE_INFO } from "../../contract/languages.ts";
import { drawBlock } from "./blocks.ts";
import { A4, Canvas, COLORS, MARGIN } from "./canvas.ts";
import { ARABIC_FACES, FONT_FACES, fontFiles } from "./fonts.ts";
import { type PdfKitDocument, pdfLibraries } from "./libraries.ts";
import { keepLayouts, storeLigatureTextInVisualOrder } from "./pdfkit-internals.ts";
import type { PdfDocument } from "./types.ts";

const FRAME_SIZE = 8.5;

export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const [{ PDFDocument, bidi }, fonts] = await Promise.all([pdfLibraries(), fontFiles()]);
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    font: null as unknown as string, // no standard font: pdfkit would read Helvetica's metrics from disk
    bufferPages: true,
    lang: document.language,
    displayTitle: true,
    info: metadata(document),
  });
  const bytes = collect(doc);
  for (const face of FONT_FACES) doc.registerFont(face, fonts[face]);
  keepLayouts(doc, FONT_FACES);
  const canvas = new Canvas(doc, bidi, document.direction ?? LANGUAGE_INFO[document.language].dir);
  for (const block of document.blocks) drawBlock(canvas, block);
  drawPageFrames(canvas, document);
  storeLigatureTextInVisualOrder(doc, ARABIC_FACES);
  doc.end();
  return await bytes;
}

/** The document's metadata, without absent entries (pdfkit reads every entry's value). */
function metadata(document: PdfDocument): PDFKit.DocumentInfo {
  const info: PDFKit.DocumentInfo = {
    Title: document.title,
    CreationDate: document.createdAt ?? new Date(),
    Producer: "Aurum Voyages",
    Creator: "Aurum Voyages",
  };
  if (document.author) info.Author = document.author;
  if (document.subject) info.Subject = document.subject;
  if (document.keywords?.length) info.Keywords = document.keywords.join(", ");
  return info;
}

/** The header above and the footer and "n / total" below the text on every page. */
function drawPageFrames(canvas: Canvas, document: PdfDocument): void {
  const { start, count } = canvas.doc.bufferedPageRange();
  const lineHeight = canvas.lineHeight(FRAME_SIZE);
  const header = document.header
    ? canvas.lines(document.header, canvas.width, { size: FRAME_SIZE, bold: false })
    : [];
  const footer = document.footer
    ? canvas.lines(document.footer, canvas.width * 0.75, { size: FRAME_SIZE, bold: false })
    : [];
  for (let page = start; page < start + count; page++) {
    canvas.doc.switchToPage(page);
    if (header.length) {
      const top = MARGIN.top - 22 - lineHeight;
      canvas.drawLine(header[0], canvas.left, canvas.width, top, FRAME_SIZE, COLORS.muted, "start");
      canvas.rule(canvas.left, canvas.width, MARGIN.top - 14);
    }
    const footerTop = canvas.bottom + 24;
    canvas.rule(canvas.left, canvas.width, canvas.bottom + 14);
    if (footer.length) {
      canvas.drawLine(footer[0], canvas.left, canvas.width, footerTop, FRAME_SIZE, COLORS.muted, "start");
    }
    if (document.pageNumbers ?? true) {
      const [number] = canvas.lines(`${page - start + 1} / ${count}`, canvas.width, {
        size: FRAME_SIZE,
        bold: false,
      });
      canvas.drawLine(number, canvas.left, canvas.width, footerTop, FRAME_SIZE, COLORS.muted, "end");
    }
  }
}

/** The document's bytes once pdfkit has written them all. */
function collect(doc: PdfKitDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}
