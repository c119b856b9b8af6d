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
import { z } from "zod";
import { notFound } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { DOCS_CSP, DOCS_FILES, DOCS_HTML, type DocsFile } from "../openapi/docs-page.ts";
import { declareOn } from "../openapi/registry.ts";

export const openApiRoutes = new Hono<AppEnv>();
const route = declareOn(openApiRoutes, "/api");
const tag = "API document";

route({
  route: "GET /api/openapi.json",
  summary: "Read the API document",
  description: "This OpenAPI 3.1 document, generated from the contract's zod schemas.",
  tag,
  operationId: "getOpenApiDocument",
  access: "public",
  answer: {
    description: "The document (not wrapped in `data`).",
    content: { "application/json": { schema: z.looseObject({ openapi: z.string() }) } },
  },
}, async (c) => {
  const { apiDocumentJson } = await import("../openapi/document.ts");
  return c.body(apiDocumentJson(), 200, { "content-type": "application/json; charset=utf-8" });
});

route({
  route: "GET /api/docs",
  summary: "Open the API reference",
  description: "A readable reference of this document (Swagger UI, served by this server).",
  tag,
  operationId: "getApiReference",
  access: "public",
  answer: { description: "The reference page.", content: { "text/html": { schema: z.string() } } },
}, (c) => c.html(DOCS_HTML, 200, { "content-security-policy": DOCS_CSP }));

route({
  route: "GET /api/docs/:file",
  summary: "Read a file of the API reference",
  tag,
  operationId: "getApiReferenceFile",
  access: "public",
  params: z.object({ file: z.enum(Object.keys(DOCS_FILES) as [keyof typeof DOCS_FILES]) }),
  answer: {
    description: "The script or style sheet.",
    content: { "text/javascript": { schema: z.string() }, "text/css": { schema: z.string() } },
  },
  errors: ["not_found"],
}, async (c, { param }) => {
  const file = param("file");
  if (!Object.hasOwn(DOCS_FILES, file)) throw notFound("There is no such file of the API reference.");
  const { docsFile } = await import("../openapi/docs-files.ts");
  return c.body(await docsFile(file as DocsFile), 200, { "content-type": DOCS_FILES[file as DocsFile] });
});
