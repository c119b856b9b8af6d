/**
 * Resized WebP copies of an uploaded JPEG, PNG or WebP image (Squoosh's codecs compiled to
 * WebAssembly, @jsquash/*: no native build, works offline under Deno). Each target width smaller
 * than the original gets a copy; an original narrower than the widest target also gets a
 * full-width WebP copy, so every requested width has an answer no larger than needed.
 * GIF (animation) and SVG (vector) are served as they are.
 */
import { join } from "node:path";
import type { MediaMime } from "../../contract/media.ts";
import { variantWidths } from "../../contract/media-variants.ts";
import { variantName } from "./names.ts";

export type ImageSize = { width: number; height: number };
export type Variants = ImageSize & { widths: number[] };

const RESIZABLE = new Set<MediaMime>(["image/jpeg", "image/png", "image/webp"]);
/** Above this many pixels (about 60 MP) decoding would need too much memory: the original is served alone. */
const MAX_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;

export const canHaveVariants = (mime: MediaMime) => RESIZABLE.has(mime);

async function decode(mime: MediaMime, bytes: ArrayBuffer): Promise<ImageData> {
  if (mime === "image/jpeg") return await (await import("@jsquash/jpeg/decode.js")).default(bytes);
  if (mime === "image/png") return await (await import("@jsquash/png/decode.js")).default(bytes);
  return await (await import("@jsquash/webp/decode.js")).default(bytes);
}

/**
 * Writes the variants of the stored image `filename` beside it and answers its size and the widths
 * made; null when the image cannot be decoded or is too large to decode (then it is served as is).
 */
export async function makeVariants(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  if (!canHaveVariants(mime)) return null;
  const made: string[] = [];
  try {
    const bytes = await Deno.readFile(join(dir, filename));
    const size = readImageSize(mime, bytes);
    if (size && size.width * size.height > MAX_PIXELS) return null;
    const image = await decode(mime, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const { default: resize } = await import("@jsquash/resize");
    const { default: encode } = await import("@jsquash/webp/encode.js");
    const widths = variantWidths(image.width);
    for (const width of widths) {
      const height = Math.max(1, Math.round((image.height * width) / image.width));
      const scaled = width === image.width ? image : await resize(image, { width, height });
      const webp = await encode(scaled, { quality: WEBP_QUALITY });
      const path = join(dir, variantName(filename, width));
      await Deno.writeFile(path, new Uint8Array(webp));
      made.push(path);
    }
    return { width: image.width, height: image.height, widths };
  } catch {
    // A file that passed the type check but does not decode (truncated, exotic): keep the original only.
    await Promise.all(made.map((path) => Deno.remove(path).catch(() => {})));
    return null;
  }
}

/** Width and height from the header of a PNG, JPEG or WebP, without decoding; null if not found. */
export function readImageSize(mime: MediaMime, b: Uint8Array): ImageSize | null {
  const u16be = (i: number) => (b[i] << 8) | b[i + 1];
  const u16le = (i: number) => b[i] | (b[i + 1] << 8);
  const u24le = (i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
  const u32be = (i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
  if (mime === "image/png" && b.length >= 24) return { width: u32be(16), height: u32be(20) };
  if (mime === "image/jpeg") {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      if (marker === 0xff) {
        i++;
        continue;
      }
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: u16be(i + 5), width: u16be(i + 7) };
      }
      i += 2 + u16be(i + 2);
    }
    return null;
  }
  if (mime === "image/webp" && b.length >= 30) {
    const chunk = String.fromCharCode(...b.subarray(12, 16));
    if (chunk === "VP8X") return { width: u24le(24) + 1, height: u24le(27) + 1 };
    if (chunk === "VP8 ") return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  return null;
}
