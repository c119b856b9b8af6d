/**
 * Uploaded JPEG, PNG and WebP images have WebP copies 480, 960 and 1600 px wide, served at
 * `/media/{name}?w={width}` (the server answers the narrowest copy at least that wide). This builds
 * the `srcset` for them, so a phone never downloads a desktop-sized photo. Other addresses
 * (the demo SVGs, remote URLs, GIFs, videos) have none.
 */
import { VARIANT_WIDTHS } from "@contract/limits.ts";

const RESIZED_MEDIA = /^\/media\/[0-9a-z]{26}\.(?:jpg|png|webp)$/;

/** The `srcset` for an image address, or undefined when there are no resized copies. */
export function mediaSrcSet(src: string): string | undefined {
  if (!RESIZED_MEDIA.test(src)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", ");
}

/** Cards take a column of the grid (detail heroes, loaded eagerly, are "100vw"). */
export const DEFAULT_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px";

/** The CSS width of a card image on a viewport, as DEFAULT_SIZES says. */
const cardSlot = (viewport: number) => (viewport <= 640 ? viewport : viewport <= 1024 ? viewport / 2 : 400);

/**
 * The copy widths a browser may pick for an image shown `slot` CSS pixels wide: the first copy dense
 * enough for the screen (Firefox, Safari), and Chromium's choice, which takes the copy below it when
 * the geometric mean of the two densities is still enough.
 */
export function pickedWidths(slot: number, dpr: number): number[] {
  const widths: number[] = [...VARIANT_WIDTHS];
  const density = (i: number) => widths[i] / slot;
  let first = widths.findIndex((_, i) => density(i) >= dpr);
  if (first < 0) first = widths.length - 1;
  const chromium = first > 0 && Math.sqrt(density(first - 1) * density(first)) >= dpr ? first - 1 : first;
  return [...new Set([widths[first], widths[chromium]])];
}

/**
 * What the offline warm-up fetches for an image: for a resized upload, the copies this device's
 * cards and detail pages pick (never the full-size original); any other address as it is.
 */
export function offlineCopies(src: string, viewport: number, dpr: number): string[] {
  if (!mediaSrcSet(src)) return [src];
  const widths = new Set([...pickedWidths(cardSlot(viewport), dpr), ...pickedWidths(viewport, dpr)]);
  return [...widths].sort((a, b) => a - b).map((width) => `${src}?w=${width}`);
}
