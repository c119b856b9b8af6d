/**
 * Sends the read service's prepared answers (server/services/catalogue-reads.ts) as HTTP: the
 * cached bytes, gzip when the client accepts it, with the headers every API answer carries (the API
 * security set, `cache-control: no-store`). The catalogue read routes answer before the rest of the
 * middleware runs, so they add those headers themselves.
 */
import type { CachedAnswer, CatalogueReads } from "../services/catalogue-reads.ts";
import { API_HEADERS } from "./security.ts";

const ANSWER_HEADERS: [string, string][] = [...API_HEADERS, ["cache-control", "no-store"]];

/** A prepared answer as a response; gzip when `acceptEncoding` allows it. */
export async function answerResponse(catalogue: CatalogueReads, answer: CachedAnswer, acceptEncoding: string | undefined): Promise<Response> {
  const headers: [string, string][] = [["content-type", "application/json; charset=UTF-8"], ["vary", "Accept-Encoding"], ...ANSWER_HEADERS];
  if (!/\bgzip\b/.test(acceptEncoding ?? "")) return new Response(answer.json, { headers });
  headers.push(["content-encoding", "gzip"]);
  return new Response(await catalogue.gzip(answer), { headers });
}

/** The API's 404 for an unknown item, with the same headers and the request's id. */
export function notFoundResponse(message: string, requestId: string | undefined): Response {
  return new Response(JSON.stringify({ message, code: "not_found", requestId }), {
    status: 404,
    headers: [["content-type", "application/json"], ["vary", "Accept-Encoding"], ...ANSWER_HEADERS],
  });
}
