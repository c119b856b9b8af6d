/**
 * Uploaded JPEG, PNG and WebP images have WebP copies 480, 960 and 1600 px wide, served at
 * `/media/{name}?w={width}` (the server answers the narrowest copy at least that wide). The web app
 * gives images this `srcset`, and the server uses the same one when a page's HTML preloads its
 * main image (server/http/document-hints.ts), so both pick the same copy.
 */
import { VARIANT_WIDTHS } from "./limits.ts";

const RESIZED_MEDIA = /^\/media\/[0-9a-z]{26}\.(?:jpg|png|webp)$/;

/** The `srcset` for an image address, or undefined when there are no resized copies. */
export function mediaSrcSet(src: string): string | undefined {
  if (!RESIZED_MEDIA.test(src)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", ");
}
