/** The API document's own routes in the document: the JSON, the reference page and its files. */
import { z } from "zod";
import { DOCS_FILES } from "../openapi/docs-page.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

const tag = "API document";

export const openApiDocs: RouteDoc[] = [
  {
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
  },
  {
    route: "GET /api/docs",
    summary: "Open the API reference",
    description: "A readable reference of this document (Swagger UI, served by this server).",
    tag,
    operationId: "getApiReference",
    access: "public",
    answer: { description: "The reference page.", content: { "text/html": { schema: z.string() } } },
  },
  {
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
  },
];
