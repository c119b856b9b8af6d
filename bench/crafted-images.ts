/**
 * Crafted images for the decompression-bomb tests and the upload-memory bench. The small ones are
 * checked in under tests/fixtures/ (made by tests/fixtures/make-crafted-images.ts); the large PNG
 * is generated here, streamed through the deflate compressor, so it never sits in memory decoded.
 */
import { crc32 } from "node:zlib";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import { MAX_DECODE_PIXELS } from "../server/media/decode-budget.ts";

const FIXTURES = new URL("../tests/fixtures/", import.meta.url);

/** A checked-in crafted file from tests/fixtures/. */
export const fixture = (name: string) => Deno.readFile(new URL(name, FIXTURES));

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A valid RGBA PNG of `width` x `height` pixels (a soft gradient, so it compresses to about 20 bytes
 * per thousand pixels): a 59-megapixel one is about 0.4 MB on disk and 236 MB decoded.
 */
export async function largePng(width: number, height: number): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const row = new Uint8Array(1 + width * 4);
  let y = 0;
  const rows = new ReadableStream<BufferSource>({
    pull(controller) {
      if (y === height) return controller.close();
      row[0] = 2; // "Up" filter: each row is stored as its difference to the row above
      for (let x = 0; x < width; x++) {
        const i = 1 + x * 4;
        row[i] = y === 0 ? (x * 255 / width) | 0 : 0;
        row[i + 1] = y === 0 ? 90 : (y % 64 === 0 ? 1 : 0);
        row[i + 2] = y === 0 ? 140 : 0;
        row[i + 3] = y === 0 ? 255 : 0;
      }
      y++;
      controller.enqueue(row.slice());
    },
  });
  const idat = new Uint8Array(await new Response(rows.pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat(signature, chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0)));
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The costliest image the server still decodes: a progressive JPEG, full chroma, at the pixel cap. */
export async function jpegAtTheCap(): Promise<Uint8Array> {
  const width = 4896;
  const height = Math.floor(MAX_DECODE_PIXELS / width);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    data[i] = (x * 255) / width;
    data[i + 1] = (i >> 12) & 255;
    data[i + 2] = (x * 7) & 255;
    data[i + 3] = 255;
  }
  const image = { data, width, height, colorSpace: "srgb" } as ImageData;
  return new Uint8Array(await encodeJpeg(image, { quality: 95, chroma_subsample: 1, progressive: true }));
}

/**
 * The uploads of the memory test and bench: the crafted headers, a real 59-megapixel PNG (over the
 * cap: kept as uploaded) and the costliest image still resized (`resized`: WebP copies expected).
 */
export async function craftedUploads(): Promise<{ name: string; bytes: Uint8Array; resized: boolean }[]> {
  const crafted = ["jpeg-bomb-stray-byte.jpg", "jpeg-bomb-decoy-frame.jpg", "webp-bomb.webp", "gif-bomb.gif"];
  return [
    ...await Promise.all(crafted.map(async (name) => ({ name, bytes: await fixture(name), resized: false }))),
    { name: "59-megapixels.png", bytes: await largePng(10000, 5900), resized: false },
    { name: "at-the-cap.jpg", bytes: await jpegAtTheCap(), resized: true },
  ];
}
