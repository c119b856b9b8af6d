/**
 * A WOFF 1.0 file (https://www.w3.org/TR/WOFF/) as the plain TrueType/OpenType font it wraps: each
 * table inflated once. fontkit reads WOFF itself but inflates a table again at every read (the whole
 * `glyf` table for each glyph's metrics), which made a page of Arabic take seconds.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(entry + 4);
    const compressedLength = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== length) throw new Error("a WOFF table does not have its stated length");
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }
  return sfnt(flavor, tables);
}

/** The tables in one font file, each at a 4-byte boundary, with the directory's binary-search fields. */
function sfnt(flavor: number, tables: Table[]): Uint8Array {
  let size = SFNT_HEADER + tables.length * SFNT_ENTRY;
  const offsets = tables.map((table) => {
    const offset = size;
    size += (table.data.length + 3) & ~3;
    return offset;
  });
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tables.length * 16 - power * 16);
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    view.setUint32(entry, table.tag);
    view.setUint32(entry + 4, table.checksum);
    view.setUint32(entry + 8, offsets[i]);
    view.setUint32(entry + 12, table.data.length);
    font.set(table.data, offsets[i]);
  });
  return font;
}
