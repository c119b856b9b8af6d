/**
 * The API reference page at /api/docs: Swagger UI from the `swagger-ui-dist` package, served by this
 * server (never a CDN) from /api/docs/{file}, reading /api/openapi.json. The page has its own
 * Content-Security-Policy: scripts and style sheets only from this server (no inline script or
 * style), images from here or data: URIs (Swagger UI's style sheet draws its icons so), requests
 * only to this server.
 */
import { SITE } from "../../contract/site.ts";

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The files of the page: Swagger UI's bundle and style, and the script that starts it. */
export const DOCS_FILES = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "start.js": "text/javascript; charset=utf-8",
} as const;
export type DocsFile = keyof typeof DOCS_FILES;

/**
 * Starts Swagger UI on the document; no validator badge (it would call a third-party service). The
 * tags start folded: with every tag open at once, this Swagger UI stops drawing after the second
 * of our 25 tags (160 operations), and a reader opens the area they came for anyway.
 */
export const DOCS_START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  docExpansion: "none",
  validatorUrl: null,
});
`;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SITE.brand} API reference</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
