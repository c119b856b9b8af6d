/**
 * Uploaded JPEG, PNG and WebP images have WebP copies 480, 960 and 1600 px wide, served at
 * `/media/{name}?w={width}` (the server answers the narrowest copy at least that wide). This builds
 * the `srcset` for them, so a phone never downloads a desktop-sized photo. Other addresses
 * (the demo SVGs, remote URLs, GIFs, videos) have none.
 */
import { VARIANT_WIDTHS } from "@contract/media.ts";

const RESIZED_MEDIA = /^\/media\/[0-9a-z]{26}\.(?:jpg|png|webp)$/;

/** The `srcset` for an image address, or undefined when there are no resized copies. */
export function mediaSrcSet(src: string): string | undefined {
  if (!RESIZED_MEDIA.test(src)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", ");
}

/** Cards take a column of the grid; detail heroes pass "100vw". */
export const DEFAULT_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px";
