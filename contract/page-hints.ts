/**
 * What the HTML of a public page (server/http/document-hints.ts) and the web app agree on, so the
 * page can announce its first screen: the data block's id and the main images.
 */

/** The id of the JSON data block holding the catalogue answers a page shows. */
export const PRELOADED_ANSWERS_ID = "preloaded-answers";

/** The home page's hero image. */
export const HOME_HERO_IMAGE = "/images/catalogue/dubai-skyline.svg";

/** The `sizes` of a detail page's main image, which spans the viewport. */
export const DETAIL_IMAGE_SIZES = "100vw";
