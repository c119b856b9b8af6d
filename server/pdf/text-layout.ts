/**
 * A text as lines of drawable runs: wrapped at spaces to a width (a word longer than the width is
 * cut), each line put in visual order by the Unicode bidirectional algorithm (levels from bidi-js,
 * reordering by rules L1 and L2, mirrored brackets in right-to-left runs), and cut into runs of one font and
 * one level. A run's `text` is in the order the shaper (fontkit, under pdfkit) must get it so that
 * its glyphs come out left to right: logical order for Arabic letters, which the shaper joins and
 * reverses itself; visual order for everything else.
 */
import type { Bidi, EmbeddingLevels } from "bidi-js";
import { faceFor, followsPrevious, type FontFace, isArabicFace, isArabicLetter } from "./fonts.ts";
import type { PdfDirection } from "./types.ts";

/** Width in points of `text` in `face` at `size` points, as the shaper lays it out. */
export type MeasureText = (text: string, face: FontFace, size: number) => number;

export interface TextRun {
  text: string;
  face: FontFace;
  /** From the line's left edge, in points. */
  x: number;
  width: number;
}

export interface TextLine {
  runs: TextRun[];
  width: number;
}

export interface TextStyle {
  size: number;
  bold: boolean;
  direction: PdfDirection;
}

/** A paragraph of one line (no "\n") with what each of its characters needs. */
interface Prepared {
  text: string;
  embedding: EmbeddingLevels;
  levels: Uint8Array;
  faces: FontFace[];
}

export function layoutText(
  text: string,
  maxWidth: number,
  style: TextStyle,
  measure: MeasureText,
  bidi: Bidi,
): TextLine[] {
  const lines: TextLine[] = [];
  for (const hardLine of text.normalize("NFC").replace(/\r\n?/g, "\n").split("\n")) {
    const clean = hardLine.replace(/[ \t]+/g, " ").trim();
    if (!clean) {
      lines.push({ runs: [], width: 0 });
      continue;
    }
    const embedding = bidi.getEmbeddingLevels(clean, style.direction);
    const prepared: Prepared = {
      text: clean,
      embedding,
      levels: embedding.levels,
      faces: facesOf(clean, style.bold),
    };
    for (const [start, end] of wrap(prepared, maxWidth, style.size, measure)) {
      lines.push(visualLine(prepared, start, end, style.size, measure, bidi));
    }
  }
  return lines;
}

/** Each character's face; a space between two Arabic characters is Arabic (one run, one shaping). */
function facesOf(text: string, bold: boolean): FontFace[] {
  const faces: FontFace[] = [];
  for (let i = 0; i < text.length; i++) {
    faces.push(i > 0 && followsPrevious(text[i]) ? faces[i - 1] : faceFor(text.charCodeAt(i), bold));
  }
  const latin: FontFace = bold ? "latinBold" : "latin";
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== " ") continue;
    let next = i;
    while (next < text.length && text[next] === " ") next++;
    const before = faces[i - 1];
    const face = before !== undefined && before === faces[next] && isArabicFace(before) ? before : latin;
    for (; i < next; i++) faces[i] = face;
  }
  return faces;
}

/** Line ranges [start, end) of the text: greedy, at spaces; a word wider than the line is cut. */
function wrap(prepared: Prepared, maxWidth: number, size: number, measure: MeasureText): [number, number][] {
  const { text } = prepared;
  const spaceWidth = measure(" ", "latin", size);
  const ranges: [number, number][] = [];
  let lineStart = -1;
  let lineEnd = 0;
  let width = 0;
  for (const match of text.matchAll(/[^ ]+/g)) {
    let start = match.index;
    const end = start + match[0].length;
    let wordWidth = measureRange(prepared, start, end, size, measure);
    if (lineStart >= 0 && width + spaceWidth + wordWidth <= maxWidth) {
      width += spaceWidth + wordWidth;
      lineEnd = end;
      continue;
    }
    if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
    while (wordWidth > maxWidth && end - start > 1) {
      const cut = cutToFit(prepared, start, end, maxWidth, size, measure);
      ranges.push([start, cut]);
      start = cut;
      wordWidth = measureRange(prepared, start, end, size, measure);
    }
    lineStart = start;
    lineEnd = end;
    width = wordWidth;
  }
  if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
  return ranges;
}

/** The end of the longest head of [start, end) that fits (at least one character). */
function cutToFit(
  prepared: Prepared,
  start: number,
  end: number,
  maxWidth: number,
  size: number,
  measure: MeasureText,
): number {
  let cut = start + 1;
  while (cut < end && measureRange(prepared, start, cut + 1, size, measure) <= maxWidth) cut++;
  while (
    cut < end && (followsPrevious(prepared.text[cut]) || isLowSurrogate(prepared.text.charCodeAt(cut)))
  ) cut++;
  return cut;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The width of a logical range: the sum of its pieces of one face and one level. */
function measureRange(
  prepared: Prepared,
  start: number,
  end: number,
  size: number,
  measure: MeasureText,
): number {
  let width = 0;
  let pieceStart = start;
  for (let i = start + 1; i <= end; i++) {
    const same = i < end && prepared.faces[i] === prepared.faces[pieceStart] &&
      prepared.levels[i] === prepared.levels[pieceStart];
    if (same) continue;
    const piece = withoutBidiControls(prepared.text.slice(pieceStart, i));
    if (piece) width += measure(piece, prepared.faces[pieceStart], size);
    pieceStart = i;
  }
  return width;
}

/**
 * The marks that steer the bidirectional algorithm (LRM, RLM, ALM, embeddings, overrides and
 * isolates: "\u2066+971 4 000 0000\u2069" keeps a phone number left to right in Arabic) take part
 * in the ordering but are not drawn.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

function visualLine(
  prepared: Prepared,
  start: number,
  end: number,
  size: number,
  measure: MeasureText,
  bidi: Bidi,
): TextLine {
  const { text, levels, faces } = prepared;
  // Rule L2 on the line (and L1: its trailing spaces at the paragraph's level), as logical indexes.
  const order = bidi.getReorderedIndices(text, prepared.embedding, start, end - 1).slice(start, end);
  const runs: TextRun[] = [];
  let x = 0;
  const add = (chars: string, face: FontFace) => {
    if (!chars) return;
    const width = measure(chars, face, size);
    runs.push({ text: chars, face, x, width });
    x += width;
  };
  for (let i = 0; i < order.length;) {
    const first = order[i];
    let j = i + 1;
    while (j < order.length && faces[order[j]] === faces[first] && levels[order[j]] === levels[first]) j++;
    const rtl = levels[first] % 2 === 1;
    const chars = order.slice(i, j)
      .map((index) => rtl ? bidi.getMirroredCharacter(text[index]) ?? text[index] : text[index])
      .filter((char) => withoutBidiControls(char) !== "");
    const face = faces[first];
    if (!isArabicFace(face)) add(chars.join(""), face);
    else if (chars.some((char) => isArabicLetter(char.charCodeAt(0)))) add(chars.reverse().join(""), face);
    else for (const char of chars) add(char, face);
    i = j;
  }
  return { runs, width: x };
}
