/**
 * A server-rendered public page (a package's, the heaviest detail page) under 50 connections, next
 * to a bare Deno.serve answering the same bytes, in the same alternating rounds as the API routes.
 * Goal: server / bare >= 0.8, i.e. serving a rendered page costs about what serving a file does.
 */
import { type LoadRow, measureLoad } from "./api-load.ts";
import { packagesOf } from "./inquiry-body.ts";
import type { Child } from "./server-process.ts";

export const PAGE_GOAL = 0.8;

export async function measurePageLoad(server: Child, root: string, seconds: number): Promise<LoadRow> {
  const [pkg] = await packagesOf(server.url);
  const path = `/packages/${pkg.id}`;
  const page = await (await fetch(`${server.url}${path}`)).text();
  if (!page.includes('<div id="root"><')) throw new Error(`${path} is not rendered on the server: is the renderer built (web/dist/.ssr)?`);
  const [row] = await measureLoad(server, root, seconds, [{ route: "GET /packages/{id} (page)", method: "GET", path, accept: "text/html" }]);
  return row;
}
