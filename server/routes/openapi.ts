/**
 * The API document and its reference page (public, outside the contract's `{data}` answers):
 *
 *   GET /api/openapi.json     the OpenAPI 3.1 document (server/openapi/document.ts)
 *   GET /api/docs             the reference page, with its own Content-Security-Policy
 *   GET /api/docs/{file}      the page's script and style (swagger-ui-dist), and the script that starts it
 *
 * The document and the files are loaded on first use, so the server starts without them.
 */
import { Hono } from "hono";
import { notFound } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { DOCS_CSP, DOCS_FILES, DOCS_HTML, type DocsFile } from "../openapi/docs-page.ts";

export const openApiRoutes = new Hono<AppEnv>();

openApiRoutes.get("/openapi.json", async (c) => {
  const { apiDocumentJson } = await import("../openapi/document.ts");
  return c.body(apiDocumentJson(), 200, { "content-type": "application/json; charset=utf-8" });
});

openApiRoutes.get("/docs", (c) => c.html(DOCS_HTML, 200, { "content-security-policy": DOCS_CSP }));

openApiRoutes.get("/docs/:file", async (c) => {
  const file = c.req.param("file");
  if (!Object.hasOwn(DOCS_FILES, file)) throw notFound("There is no such file of the API reference.");
  const { docsFile } = await import("../openapi/docs-files.ts");
  return c.body(await docsFile(file as DocsFile), 200, { "content-type": DOCS_FILES[file as DocsFile] });
});
