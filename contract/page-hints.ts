/**
 * What the HTML of a public page (server/pages/document-hints.ts) and the web app agree on, so the
 * page can announce its first screen: the data block's id and the main images.
 */

/** The id of the JSON data block holding the catalogue answers a page shows. */
export const PRELOADED_ANSWERS_ID = "preloaded-answers";

/** The home page's hero image. */
export const HOME_HERO_IMAGE = "/images/catalogue/dubai-skyline.svg";

/**
 * The Element Timing name of a page's main photo (`elementtiming`, the image it asks for first), by
 * which the start-up script (web/src/boot.ts) knows the photo has painted, where the browser reports it.
 */
export const MAIN_PHOTO_TIMING = "main-photo";

/** The `sizes` of a detail page's main image, which spans the viewport. */
export const DETAIL_IMAGE_SIZES = "100vw";

/**
 * The ids of two JSON lists of code modules in a page's head, which the start-up script
 * (web/src/boot.ts) asks for once the first screen has painted: the app's own (its entry first, then
 * the chunks the entry imports; written into index.html by the build, web/build/start-script.ts),
 * and those a server-rendered page needs beyond them (its page's chunks and its language's
 * catalogue; server/pages/document-hints.ts).
 */
export const APP_MODULES_ID = "app-modules";
export const PAGE_MODULES_ID = "page-modules";
