/**
 * Sends the read service's prepared answers (server/services/catalogue-reads.ts) as HTTP: the
 * cached bytes, gzip when the client accepts it, with the headers every API answer carries (the API
 * security set, `cache-control: no-store`). The catalogue read routes answer before the rest of the
 * middleware runs, so they add those headers themselves. An answer names its language
 * (`Content-Language`) and, since the language may come from `Accept-Language`, varies on it. It
 * carries the request's id from the start (`withRequestId`), so the request log finds it there instead
 * of changing the made answer's headers.
 */
import type { CachedAnswer, CatalogueReads } from "../services/catalogue-reads.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { API_HEADERS } from "./security.ts";
import { withRequestId } from "./request-log.ts";

const ANSWER_HEADERS: [string, string][] = [...API_HEADERS, ["cache-control", "no-store"]];

/** A prepared answer as a response, in `lang`; gzip when `acceptEncoding` allows it. */
export async function answerResponse(
  catalogue: CatalogueReads,
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): Promise<Response> {
  const headers: [string, string][] = [
    ["content-type", "application/json; charset=UTF-8"],
    ["content-language", lang],
    ["vary", "Accept-Encoding, Accept-Language"],
    ...ANSWER_HEADERS,
  ];
  if (!/\bgzip\b/.test(acceptEncoding ?? "")) return withRequestId(headers, (all) => new Response(answer.json, { headers: all }));
  headers.push(["content-encoding", "gzip"]);
  const gzip = await catalogue.gzip(answer);
  return withRequestId(headers, (all) => new Response(gzip, { headers: all }));
}

/** The API's 404 for an unknown item, with the same headers and the request's id. */
export function notFoundResponse(message: string, requestId: string | undefined): Response {
  return refusalResponse(404, message, "not_found", requestId);
}

/** The API's 400 for a read's malformed query (an unknown `?lang=`, an overlong `?q=`), with the same headers. */
export function invalidQueryResponse(message: string, requestId: string | undefined): Response {
  return refusalResponse(400, message, "validation", requestId);
}

function refusalResponse(status: number, message: string, code: string, requestId: string | undefined): Response {
  return new Response(JSON.stringify({ message, code, requestId }), {
    status,
    headers: [["content-type", "application/json"], ["vary", "Accept-Encoding"], ...ANSWER_HEADERS],
  });
}
