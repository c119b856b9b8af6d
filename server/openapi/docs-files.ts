/** The reference page's files: Swagger UI's from the installed `swagger-ui-dist` package, read once. */
import swaggerUiDist from "swagger-ui-dist";
import { join } from "node:path";
import { DOCS_START_SCRIPT, type DocsFile } from "./docs-page.ts";

const cache = new Map<DocsFile, Promise<Uint8Array<ArrayBuffer>>>();

async function read(name: DocsFile): Promise<Uint8Array<ArrayBuffer>> {
  if (name === "start.js") return new TextEncoder().encode(DOCS_START_SCRIPT);
  return await Deno.readFile(join(swaggerUiDist.getAbsoluteFSPath(), name));
}

export function docsFile(name: DocsFile): Promise<Uint8Array<ArrayBuffer>> {
  let file = cache.get(name);
  if (!file) {
    file = read(name);
    file.catch(() => cache.delete(name));
    cache.set(name, file);
  }
  return file;
}
