/**
 * Uploaded JPEG, PNG and WebP images have WebP copies 480, 960 and 1600 px wide, never wider than
 * the original (a narrower original gets the targets below its width plus a full-width copy),
 * served at `/media/{name}?w={width}`. The catalogue answers give each uploaded image's copy widths
 * (`imageWidths`); the web app builds its `srcset` from them, and the server builds the same one
 * when a page's HTML preloads its main image (server/pages/document-hints.ts), so both pick the same
 * copy and never announce a copy wider than the file.
 */
import { VARIANT_WIDTHS } from "./limits.ts";

const RESIZED_MEDIA = /^\/media\/([0-9a-z]{26}\.(?:jpg|png|webp))$/;

/** The stored file name of an uploaded image that may have resized copies, else undefined. */
export function resizableMediaName(src: string): string | undefined {
  return RESIZED_MEDIA.exec(src)?.[1];
}

/** The copy widths made for an image `width` pixels wide, narrowest first. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(width);
  return widths;
}

/**
 * The `srcset` for an image address with copies `widths` wide, or undefined when it has none
 * (not an upload, or its copies are not known): each width is a copy that exists.
 */
export function mediaSrcSet(src: string, widths: readonly number[] | undefined): string | undefined {
  if (!resizableMediaName(src) || !widths?.length) return undefined;
  return [...widths].sort((a, b) => a - b).map((width) => `${src}?w=${width} ${width}w`).join(", ");
}
