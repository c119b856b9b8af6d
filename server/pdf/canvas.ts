/**
 * The page the blocks are drawn on: a pdfkit document on A4 with the engine's margins, a cursor
 * going down the page that moves to a new page when what comes does not fit, text measured and
 * drawn as the lines of text-layout.ts, and the few colours and sizes every block shares.
 */
import type { Bidi } from "bidi-js";
import type { FontFace } from "./fonts.ts";
import type { PdfKitDocument } from "./libraries.ts";
import { layoutText, type TextLine, type TextStyle } from "./text-layout.ts";
import type { PdfAlign, PdfDirection } from "./types.ts";

export const A4 = { width: 595.28, height: 841.89 };
/** The text's box on every page; the header and footer sit in the top and bottom margins. */
export const MARGIN = { top: 70, bottom: 70, side: 56 };

export const COLORS = {
  text: "#1a1f2e",
  muted: "#5b6170",
  accent: "#8a6a2f",
  rule: "#d8d2c4",
  band: "#f4efe4",
};

/** Body text size in points and line height as a multiple of the size (Arabic letters stand taller). */
export const BODY_SIZE = 10.5;
const LINE_HEIGHT = { ltr: 1.45, rtl: 1.75 };

export type PhysicalAlign = "left" | "center" | "right";

/** pdfkit's text options (`textWidth`, which spares it a measuring, is not in its types). */
type DrawTextOptions = PDFKit.Mixins.TextOptions & { textWidth?: number };

export class Canvas {
  /** The top of the next thing drawn, in points from the page's top. */
  y = MARGIN.top;
  readonly top = MARGIN.top;
  readonly left = MARGIN.side;
  readonly width = A4.width - 2 * MARGIN.side;
  readonly bottom = A4.height - MARGIN.bottom;
  private readonly widths = new Map<string, number>();

  constructor(readonly doc: PdfKitDocument, readonly bidi: Bidi, readonly direction: PdfDirection) {}

  lineHeight(size: number): number {
    return size * LINE_HEIGHT[this.direction];
  }

  /** Moves to a new page unless `height` points fit below the cursor (or the page is still empty). */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  /** "start" and "end" as the page's left and right in this document's direction. */
  physical(align: PdfAlign): PhysicalAlign {
    if (align === "center") return "center";
    return (align === "start") === (this.direction === "ltr") ? "left" : "right";
  }

  /** The x of a box of `width` at the start (or end) side of the span [left, left + span). */
  placeBox(left: number, span: number, width: number, align: PdfAlign): number {
    const side = this.physical(align);
    return side === "left" ? left : side === "right" ? left + span - width : left + (span - width) / 2;
  }

  measure = (text: string, face: FontFace, size: number): number => {
    const key = `${face}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(face).fontSize(1000).widthOfString(text, { features: [] });
      this.widths.set(key, width);
    }
    return (width * size) / 1000;
  };

  lines(text: string, maxWidth: number, style: Omit<TextStyle, "direction">): TextLine[] {
    return layoutText(text, maxWidth, { ...style, direction: this.direction }, this.measure, this.bidi);
  }

  /** One line with its top at `top`, aligned in the span [left, left + span). */
  drawLine(
    line: TextLine,
    left: number,
    span: number,
    top: number,
    size: number,
    color: string,
    align: PdfAlign,
  ): void {
    const x0 = this.placeBox(left, span, line.width, align);
    const baseline = top + size * (this.direction === "rtl" ? 1.2 : 1.05);
    this.doc.fillColor(color).fontSize(size);
    for (const run of line.runs) {
      const options: DrawTextOptions = {
        lineBreak: false,
        baseline: "alphabetic",
        features: [],
        textWidth: run.width,
      };
      this.doc.font(run.face).fontSize(size).text(run.text, x0 + run.x, baseline, options);
    }
  }

  /** Lines one under the other from the cursor, each moved to a new page when it does not fit. */
  flowLines(
    lines: TextLine[],
    left: number,
    span: number,
    size: number,
    color: string,
    align: PdfAlign,
  ): void {
    const height = this.lineHeight(size);
    for (const line of lines) {
      this.ensure(height);
      this.drawLine(line, left, span, this.y, size, color, align);
      this.y += height;
    }
  }

  rule(left: number, width: number, y: number, color: string = COLORS.rule, thickness = 0.6): void {
    this.doc.save().moveTo(left, y).lineTo(left + width, y).lineWidth(thickness).strokeColor(color).stroke()
      .restore();
  }
}
