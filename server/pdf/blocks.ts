/**
 * Each block of the model drawn at the canvas's cursor, which it leaves below what it drew. Text
 * blocks break between lines at the foot of a page; a heading takes the start of what follows it
 * to the next page rather than stand alone; a key-value row, a bullet's first line and a picture
 * are never split.
 */
import { BODY_SIZE, type Canvas, COLORS } from "./canvas.ts";
import { drawTable } from "./table.ts";
import type {
  PdfBlock,
  PdfBullets,
  PdfHeading,
  PdfImage,
  PdfKeyValues,
  PdfParagraph,
  PdfTextStyle,
} from "./types.ts";
import { log } from "../observe/log.ts";

const HEADING = {
  1: { size: 18, color: COLORS.accent, before: 14 },
  2: { size: 14, color: COLORS.text, before: 12 },
  3: { size: 11.5, color: COLORS.text, before: 8 },
};

const PARAGRAPH: Record<PdfTextStyle, { size: number; bold: boolean; color: string }> = {
  body: { size: BODY_SIZE, bold: false, color: COLORS.text },
  strong: { size: BODY_SIZE, bold: true, color: COLORS.text },
  muted: { size: BODY_SIZE, bold: false, color: COLORS.muted },
  small: { size: 8.5, bold: false, color: COLORS.muted },
};

const AFTER_BLOCK = 6;
const BULLET_INDENT = 16;
const LABEL_SHARE = 0.32;
const LABEL_GAP = 12;
const IMAGE_MAX_HEIGHT = 220;

export function drawBlock(canvas: Canvas, block: PdfBlock): void {
  switch (block.kind) {
    case "heading":
      return drawHeading(canvas, block);
    case "paragraph":
      return drawParagraph(canvas, block);
    case "keyValues":
      return drawKeyValues(canvas, block);
    case "table":
      return drawTable(canvas, block);
    case "bullets":
      return drawBullets(canvas, block);
    case "image":
      return drawImage(canvas, block);
    case "divider":
      canvas.ensure(14);
      canvas.rule(canvas.left, canvas.width, canvas.y + 6);
      canvas.y += 14;
      return;
    case "space":
      canvas.y += block.size ?? 12;
      return;
    case "pageBreak":
      canvas.ensure(Infinity);
      return;
  }
}

function drawHeading(canvas: Canvas, block: PdfHeading): void {
  const style = HEADING[block.level];
  const lines = canvas.lines(block.text, canvas.width, { size: style.size, bold: true });
  const height = lines.length * canvas.lineHeight(style.size);
  // The heading, its space, and two lines of what follows, or a new page.
  canvas.ensure(style.before + height + 2 * canvas.lineHeight(BODY_SIZE));
  if (canvas.y > canvas.top) canvas.y += style.before;
  canvas.flowLines(lines, canvas.left, canvas.width, style.size, style.color, "start");
  canvas.y += 2;
}

function drawParagraph(canvas: Canvas, block: PdfParagraph): void {
  const style = PARAGRAPH[block.style ?? "body"];
  const lines = canvas.lines(block.text, canvas.width, { size: style.size, bold: style.bold });
  canvas.flowLines(lines, canvas.left, canvas.width, style.size, style.color, block.align ?? "start");
  canvas.y += AFTER_BLOCK;
}

function drawKeyValues(canvas: Canvas, block: PdfKeyValues): void {
  const labelWidth = canvas.width * LABEL_SHARE;
  const valueWidth = canvas.width - labelWidth - LABEL_GAP;
  const labelLeft = canvas.placeBox(canvas.left, canvas.width, labelWidth, "start");
  const valueLeft = canvas.placeBox(canvas.left, canvas.width, valueWidth, "end");
  const lineHeight = canvas.lineHeight(BODY_SIZE);
  for (const row of block.rows) {
    const labels = canvas.lines(row.label, labelWidth, { size: BODY_SIZE, bold: false });
    const values = canvas.lines(row.value, valueWidth, { size: BODY_SIZE, bold: true });
    canvas.ensure(Math.max(labels.length, values.length) * lineHeight);
    const top = canvas.y;
    labels.forEach((line, i) =>
      canvas.drawLine(line, labelLeft, labelWidth, top + i * lineHeight, BODY_SIZE, COLORS.muted, "start")
    );
    values.forEach((line, i) =>
      canvas.drawLine(line, valueLeft, valueWidth, top + i * lineHeight, BODY_SIZE, COLORS.text, "start")
    );
    canvas.y = top + Math.max(labels.length, values.length) * lineHeight + 2;
  }
  canvas.y += AFTER_BLOCK;
}

function drawBullets(canvas: Canvas, block: PdfBullets): void {
  const textWidth = canvas.width - BULLET_INDENT;
  const textLeft = canvas.placeBox(canvas.left, canvas.width, textWidth, "end");
  const bulletLeft = canvas.placeBox(canvas.left, canvas.width, BULLET_INDENT, "start");
  const bullet = canvas.lines("•", BULLET_INDENT, { size: BODY_SIZE, bold: false });
  const lineHeight = canvas.lineHeight(BODY_SIZE);
  for (const item of block.items) {
    const lines = canvas.lines(item, textWidth, { size: BODY_SIZE, bold: false });
    canvas.ensure(lineHeight);
    canvas.drawLine(bullet[0], bulletLeft, BULLET_INDENT, canvas.y, BODY_SIZE, COLORS.accent, "start");
    canvas.flowLines(lines, textLeft, textWidth, BODY_SIZE, COLORS.text, "start");
    canvas.y += 2;
  }
  canvas.y += AFTER_BLOCK;
}

/** What pdfkit makes of image bytes (its `openImage`, not in its types). */
interface OpenedImage {
  width: number;
  height: number;
  orientation?: number;
}

function isJpegOrPng(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xd8) ||
    (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47);
}

function drawImage(canvas: Canvas, block: PdfImage): void {
  if (!isJpegOrPng(block.bytes)) {
    log.warn("pdf.image_left_out", { bytes: block.bytes.length, reason: "neither JPEG nor PNG" });
    return;
  }
  let image: OpenedImage;
  try {
    image = (canvas.doc as unknown as { openImage(bytes: Uint8Array): OpenedImage }).openImage(block.bytes);
  } catch (error) {
    log.warn("pdf.image_left_out", { bytes: block.bytes.length, error });
    return;
  }
  const turned = (image.orientation ?? 1) > 4;
  const [naturalWidth, naturalHeight] = turned ? [image.height, image.width] : [image.width, image.height];
  const maxWidth = Math.min(block.maxWidth ?? canvas.width, canvas.width);
  const maxHeight = Math.min(block.maxHeight ?? IMAGE_MAX_HEIGHT, canvas.bottom - canvas.top);
  const scale = Math.min(maxWidth / naturalWidth, maxHeight / naturalHeight, 1);
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  canvas.ensure(height);
  const x = canvas.placeBox(canvas.left, canvas.width, width, block.align ?? "start");
  canvas.doc.image(image as unknown as ArrayBuffer, x, canvas.y, { width, height });
  canvas.y += height + AFTER_BLOCK;
}
