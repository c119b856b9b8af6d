/** The browser of the end-to-end tests: the same Chromium launcher that scripts/ and bench/ use. */
export { CHROMIUM_FLAGS, launchBrowser } from "../../scripts/browser.ts";
