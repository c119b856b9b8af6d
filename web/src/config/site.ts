/**
 * The brand and its contact details, shared with the server (which names them in the head and the
 * structured data of every public page): they live in contract/site.ts.
 */
export { pageTitle, SITE } from "@contract/site.ts";
