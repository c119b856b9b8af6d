/**
 * The public catalogue answers as the API sends them: `{data: {packages: [...]}}` for a list and
 * `{data: item}` for one item, read through the catalogue cache. The API routes send them, and the
 * HTML of a public page carries the ones its first screen needs (document-hints.ts).
 *
 * Catalogue reads are most of the traffic, so a cached answer is sent before the rest of the
 * middleware runs (`catalogueReadsFastPath`), with the same bytes and headers the route sends
 * (tests/server/catalogue_cache_test.ts compares the two). Misses, unknown ids and everything else go
 * through the routes as usual.
 */
import type { MiddlewareHandler } from "hono";
import { type CacheEntry, catalogueCache } from "./catalogue-cache.ts";
import { withImageWidths } from "./image-widths.ts";
import { API_HEADERS } from "./security.ts";
import { ID_PATTERN } from "../../contract/fields.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";

const READERS = {
  destinations: { list: destinations.listDestinations, get: destinations.getDestination },
  packages: { list: packages.listPackages, get: packages.getPackage },
  activities: { list: activities.listActivities, get: activities.getActivity },
} satisfies Record<string, { list: (kv: Deno.Kv) => Promise<{ imageUrl?: string }[]>; get: (kv: Deno.Kv, id: string) => Promise<{ imageUrl?: string } | null> }>;

export type CatalogueName = keyof typeof READERS;

/** The answer of `GET /api/{name}`. */
export async function listAnswer(kv: Deno.Kv, name: CatalogueName): Promise<CacheEntry> {
  const entry = await catalogueCache(kv).read(`/${name}`, async () => JSON.stringify({ data: { [name]: await withImageWidths(kv, await READERS[name].list(kv)) } }));
  return entry!;
}

/** The answer of `GET /api/{name}/{id}`, or null when there is no such item. `id` is already checked. */
export function itemAnswer(kv: Deno.Kv, name: CatalogueName, id: string): Promise<CacheEntry | null> {
  return catalogueCache(kv).read(`/${name}/${id}`, async () => {
    const item = await READERS[name].get(kv, id);
    return item ? JSON.stringify({ data: (await withImageWidths(kv, [item]))[0] }) : null;
  });
}

/** The body and headers of a cached answer: gzip when the client accepts it. */
export async function answerParts(kv: Deno.Kv, entry: CacheEntry, acceptEncoding: string | null | undefined) {
  const headers: [string, string][] = [["content-type", "application/json; charset=UTF-8"], ["vary", "Accept-Encoding"]];
  if (!/\bgzip\b/.test(acceptEncoding ?? "")) return { body: entry.json, headers };
  headers.push(["content-encoding", "gzip"]);
  return { body: await catalogueCache(kv).gzip(entry), headers };
}

const READ_PATH = /^\/api\/(destinations|packages|activities)(?:\/([^/]+))?$/;

/** Sends a cached catalogue answer at once; anything else goes on to the routes. */
export function catalogueReadsFastPath(kv: Deno.Kv): MiddlewareHandler {
  return async (c, next) => {
    const match = c.req.method === "GET" ? READ_PATH.exec(c.req.path) : null;
    if (!match || (match[2] !== undefined && !ID_PATTERN.test(match[2]))) return await next();
    const name = match[1] as CatalogueName;
    const entry = match[2] === undefined ? await listAnswer(kv, name) : await itemAnswer(kv, name, match[2]);
    if (!entry) return await next(); // the route answers 404 with its message
    const { body, headers } = await answerParts(kv, entry, c.req.header("accept-encoding"));
    return new Response(body, { headers: [...headers, ...API_HEADERS, ["cache-control", "no-store"]] });
  };
}
