/**
 * Serves uploaded media at /media/{filename} (outside /api): the real content type, nosniff, and
 * for SVG a sandboxing Content-Security-Policy, so a script inside an SVG opened directly can never
 * run on the site's origin. `?w=480` answers the narrowest WebP copy at least that wide (or the
 * widest there is): the site's `srcset` uses it, so a phone never downloads a desktop-sized photo.
 * Stored names are unique and never reused, so answers are cacheable for a year. Byte ranges are
 * answered (206), so videos can seek and play in every browser.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { extname } from "node:path";
import { CONTENT_TYPES, serveFile } from "../http/static-files.ts";
import { getMedia } from "../kv/media.ts";
import { isStoredName, variantName } from "../media/names.ts";
import { parseRange, rangeResponse } from "../media/range.ts";
import { mediaPaths, storedPath } from "../media/storage.ts";

const CACHE = "public, max-age=31536000, immutable";
export const SVG_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export const mediaFileRoutes = new Hono<AppEnv>();

mediaFileRoutes.on(["GET", "HEAD"], "/:filename", async (c) => {
  const filename = c.req.param("filename");
  if (!isStoredName(filename)) return c.text("Not found", 404);
  const paths = mediaPaths(c.var.deps.config);
  let name = filename;
  const wanted = Number(c.req.query("w"));
  if (Number.isInteger(wanted) && wanted > 0) {
    const record = await getMedia(c.var.deps.kv, filename);
    const widths = (record?.variants ?? []).map((v) => v.width).sort((a, b) => a - b);
    const best = widths.find((w) => w >= wanted) ?? widths.at(-1);
    if (best) name = variantName(filename, best);
  }
  const path = storedPath(paths, name);
  const headers: Record<string, string> = { "x-content-type-options": "nosniff", "accept-ranges": "bytes" };
  if (name.endsWith(".svg")) headers["content-security-policy"] = SVG_CSP;
  if (!path) return c.text("Not found", 404);

  const asked = c.req.method === "GET" && !c.req.header("if-range") ? c.req.header("range") ?? null : null;
  if (asked) {
    const size = await fileSize(path);
    if (size === null) return c.text("Not found", 404);
    const range = parseRange(asked, size);
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
    }
    if (range) {
      const type = CONTENT_TYPES[extname(path)] ?? "application/octet-stream";
      return await rangeResponse(path, range, size, new Headers({ ...headers, "content-type": type, "cache-control": CACHE }));
    }
  }
  const res = await serveFile(c.req.raw, path, { cacheControl: CACHE, headers });
  return res ?? c.text("Not found", 404);
});

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await Deno.stat(path);
    return info.isFile ? info.size : null;
  } catch {
    return null;
  }
}
