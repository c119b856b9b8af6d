/**
 * A table across the text's width: the header on a light band, one rule under each row, totals in
 * bold under a darker rule. Columns run from the start side (the right in RTL); cells wrap; a row
 * that does not fit goes to the next page, which starts with the header again.
 */
import { type Canvas, COLORS } from "./canvas.ts";
import type { TextLine } from "./text-layout.ts";
import type { PdfAlign, PdfTable } from "./types.ts";

const SIZE = 9.5;
const PAD_X = 6;
const PAD_Y = 4;

interface Column {
  left: number;
  width: number;
  align: PdfAlign;
}

interface Row {
  cells: TextLine[][];
  height: number;
}

export function drawTable(canvas: Canvas, table: PdfTable): void {
  const columns = layoutColumns(canvas, table);
  const header = measureRow(canvas, columns, table.columns.map((column) => column.header), true);
  const rows = table.rows.map((cells) => measureRow(canvas, columns, cells, false));
  const totals = (table.totals ?? []).map((cells) => measureRow(canvas, columns, cells, true));

  canvas.ensure(header.height + (rows[0] ?? totals[0] ?? header).height);
  drawHeader(canvas, columns, header);
  for (const row of rows) {
    if (canvas.y + row.height > canvas.bottom) {
      canvas.newPage();
      drawHeader(canvas, columns, header);
    }
    drawRow(canvas, columns, row, COLORS.text);
    canvas.rule(canvas.left, canvas.width, canvas.y);
  }
  totals.forEach((row, i) => {
    canvas.ensure(row.height);
    if (i === 0) canvas.rule(canvas.left, canvas.width, canvas.y, COLORS.text, 0.9);
    drawRow(canvas, columns, row, COLORS.text);
  });
  canvas.y += 10;
}

/** Each column's box, by its share of the width, laid from the start side. */
function layoutColumns(canvas: Canvas, table: PdfTable): Column[] {
  const shares = table.columns.map((column) => Math.max(column.width ?? 1, 0.01));
  const total = shares.reduce((sum, share) => sum + share, 0);
  let offset = 0;
  return table.columns.map((column, i) => {
    const width = (canvas.width * shares[i]) / total;
    const left = canvas.direction === "ltr"
      ? canvas.left + offset
      : canvas.left + canvas.width - offset - width;
    offset += width;
    return { left, width, align: column.align ?? "start" };
  });
}

function measureRow(canvas: Canvas, columns: Column[], cells: string[], bold: boolean): Row {
  const lines = columns.map((column, i) =>
    canvas.lines(cells[i] ?? "", column.width - 2 * PAD_X, { size: SIZE, bold })
  );
  const count = Math.max(1, ...lines.map((cell) => cell.length));
  return { cells: lines, height: count * canvas.lineHeight(SIZE) + 2 * PAD_Y };
}

function drawHeader(canvas: Canvas, columns: Column[], header: Row): void {
  canvas.doc.save().rect(canvas.left, canvas.y, canvas.width, header.height).fill(COLORS.band).restore();
  drawRow(canvas, columns, header, COLORS.muted);
}

function drawRow(canvas: Canvas, columns: Column[], row: Row, color: string): void {
  const lineHeight = canvas.lineHeight(SIZE);
  columns.forEach((column, i) => {
    row.cells[i].forEach((line, n) => {
      const top = canvas.y + PAD_Y + n * lineHeight;
      canvas.drawLine(line, column.left + PAD_X, column.width - 2 * PAD_X, top, SIZE, color, column.align);
    });
  });
  canvas.y += row.height;
}
