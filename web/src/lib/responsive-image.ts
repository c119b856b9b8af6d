/**
 * Choosing among the resized copies of uploaded images (contract/media-variants.ts builds their
 * `srcset`): the `sizes` of cards and which copies a device picks, for the offline warm-up.
 */
import { mediaSrcSet } from "@contract/media-variants.ts";

export { mediaSrcSet };

/** Cards take a column of the grid (detail heroes, loaded eagerly, are "100vw"). */
export const DEFAULT_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px";

/** The CSS width of a card image on a viewport, as DEFAULT_SIZES says. */
const cardSlot = (viewport: number) => (viewport <= 640 ? viewport : viewport <= 1024 ? viewport / 2 : 400);

/**
 * The copy widths (of `copies`) a browser may pick for an image shown `slot` CSS pixels wide: the
 * first copy dense enough for the screen (Firefox, Safari), and Chromium's choice, which takes the
 * copy below it when the geometric mean of the two densities is still enough.
 */
export function pickedWidths(copies: readonly number[], slot: number, dpr: number): number[] {
  const widths = [...copies].sort((a, b) => a - b);
  const density = (i: number) => widths[i] / slot;
  let first = widths.findIndex((_, i) => density(i) >= dpr);
  if (first < 0) first = widths.length - 1;
  const chromium = first > 0 && Math.sqrt(density(first - 1) * density(first)) >= dpr ? first - 1 : first;
  return [...new Set([widths[first], widths[chromium]])];
}

/**
 * What the offline warm-up fetches for an image with copies `copies` wide: for a resized upload, the
 * copies this device's cards and detail pages pick (never the full-size original); any other
 * address as it is.
 */
export function offlineCopies(src: string, copies: readonly number[] | undefined, viewport: number, dpr: number): string[] {
  if (!copies || !mediaSrcSet(src, copies)) return [src];
  const widths = new Set([...pickedWidths(copies, cardSlot(viewport), dpr), ...pickedWidths(copies, viewport, dpr)]);
  return [...widths].sort((a, b) => a - b).map((width) => `${src}?w=${width}`);
}
