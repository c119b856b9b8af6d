/**
 * What the web build imports as "zod" (see vite.config.ts): the real package with its JIT compiler
 * switched off. The compiler probes for `new Function`, which the site's Content-Security-Policy
 * (no unsafe-eval) forbids; that probe would be reported as a CSP violation on every page.
 */
import { config } from "../../node_modules/zod/index.js";

config({ jitless: true });

export * from "../../node_modules/zod/index.js";
export { z as default } from "../../node_modules/zod/index.js";
