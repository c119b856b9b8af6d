/**
 * Resized WebP copies of an uploaded JPEG, PNG or WebP image (Squoosh's codecs compiled to
 * WebAssembly, @jsquash/*: no native build, works offline under Deno). Each target width smaller
 * than the original gets a copy; an original narrower than the widest target also gets a
 * full-width WebP copy, so every requested width has an answer no larger than needed.
 * GIF (animation) and SVG (vector) are served as they are.
 *
 * Decoding costs memory in proportion to the pixels the header claims, whatever the file's size,
 * so an image is decoded only when its header can be read and claims at most MAX_DECODE_PIXELS;
 * otherwise it is served as uploaded. See decode-budget.ts for what that bounds.
 */
import { join } from "node:path";
import type { MediaMime } from "../../contract/media.ts";
import { variantWidths } from "../../contract/media-variants.ts";
import { VARIANT_WIDTHS } from "../../contract/limits.ts";
import { MAX_DECODE_PIXELS } from "./decode-budget.ts";
import { type ImageSize, readImageSize } from "./image-size.ts";
import { variantName } from "./names.ts";
import { shrink } from "./shrink.ts";

export type Variants = ImageSize & { widths: number[] };

const RESIZABLE = new Set<MediaMime>(["image/jpeg", "image/png", "image/webp"]);
const WEBP_QUALITY = 80;
const WIDEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

export const canHaveVariants = (mime: MediaMime) => RESIZABLE.has(mime);

async function decode(mime: MediaMime, bytes: ArrayBuffer): Promise<ImageData> {
  if (mime === "image/jpeg") return await (await import("@jsquash/jpeg/decode.js")).default(bytes);
  if (mime === "image/png") return await (await import("@jsquash/png/decode.js")).default(bytes);
  return await (await import("@jsquash/webp/decode.js")).default(bytes);
}

/** Whether the image may be decoded: its header gives its size and the size is within the cap. */
export function decodable(size: ImageSize | null): size is ImageSize {
  return size !== null && size.width * size.height <= MAX_DECODE_PIXELS;
}

/**
 * Decodes the image and reduces it by a whole factor to the narrowest size at least as wide as the
 * widest copy, so the full-size pixels are not held while resizing. Null when the decoder made
 * another size than the header announced (the cap would have been checked on the wrong size).
 */
async function decodeReduced(mime: MediaMime, bytes: Uint8Array, size: ImageSize): Promise<ImageData | null> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.slice().buffer;
  const decoded = await decode(mime, buffer as ArrayBuffer);
  if (decoded.width !== size.width || decoded.height !== size.height) return null;
  return shrink(decoded, Math.max(1, Math.floor(decoded.width / WIDEST)));
}

/**
 * Writes the variants of the stored image `filename` beside it and answers its size and the widths
 * made; null when the image cannot be sized, is too large to decode, or does not decode (then it is
 * served as uploaded).
 */
export async function makeVariants(dir: string, filename: string, mime: MediaMime): Promise<Variants | null> {
  if (!canHaveVariants(mime)) return null;
  const made: string[] = [];
  try {
    const bytes = await Deno.readFile(join(dir, filename));
    const size = readImageSize(mime, bytes);
    if (!decodable(size)) return null;
    const source = await decodeReduced(mime, bytes, size);
    if (!source) return null;
    const { width, height } = size;
    const { default: resize } = await import("@jsquash/resize");
    const { default: encode } = await import("@jsquash/webp/encode.js");
    const widths = variantWidths(width);
    for (const w of widths) {
      const h = Math.max(1, Math.round((height * w) / width));
      const scaled = w === source.width ? source : await resize(source, { width: w, height: h });
      const webp = await encode(scaled, { quality: WEBP_QUALITY });
      const path = join(dir, variantName(filename, w));
      await Deno.writeFile(path, new Uint8Array(webp));
      made.push(path);
    }
    return { width, height, widths };
  } catch {
    // A file that passed the type check but does not decode (truncated, exotic, over the memory
    // limit): keep the original only.
    await Promise.all(made.map((path) => Deno.remove(path).catch(() => {})));
    return null;
  }
}
