/**
 * Serves files from a folder: safe path resolution (never outside the root), real content types,
 * ETag/304, and a cache policy chosen by the caller.
 */
import { extname, join, normalize, resolve, sep } from "node:path";

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".avi": "video/x-msvideo",
  ".wmv": "video/x-ms-wmv",
  ".flv": "video/x-flv",
};

/** The absolute path of `requestPath` inside `root`, or null if it would leave the root. */
export function resolveInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve(root);
  const full = resolve(join(base, normalize("/" + decoded)));
  return full === base || full.startsWith(base + sep) ? full : null;
}

export type StaticOptions = {
  cacheControl: string;
  headers?: Record<string, string>;
  /** Look for `<file>.br` / `<file>.gz` written at build time and send the one the client accepts. */
  precompressed?: boolean;
};

/** The precompressed copy of `path` the request accepts (Brotli first), if one exists. */
async function compressedCopy(req: Request, path: string): Promise<{ path: string; info: Deno.FileInfo; encoding: string } | null> {
  const accepted = req.headers.get("accept-encoding") ?? "";
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    try {
      const info = await Deno.stat(path + suffix);
      if (info.isFile) return { path: path + suffix, info, encoding };
    } catch {
      // no copy in this encoding
    }
  }
  return null;
}

/** A response for the file, or null when there is no such regular file. */
export async function serveFile(req: Request, path: string, options: StaticOptions): Promise<Response | null> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch {
    return null;
  }
  if (!info.isFile) return null;
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
  const copy = options.precompressed ? await compressedCopy(req, path) : null;
  if (copy) {
    path = copy.path;
    info = copy.info;
  }
  const etag = `W/"${info.size.toString(36)}-${(info.mtime?.getTime() ?? 0).toString(36)}${copy ? `-${copy.encoding}` : ""}"`;
  const headers = new Headers({
    "content-type": contentType,
    "cache-control": options.cacheControl,
    etag,
    ...options.headers,
  });
  if (options.precompressed) headers.set("vary", "Accept-Encoding");
  if (copy) headers.set("content-encoding", copy.encoding);
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(info.size));
  if (req.method === "HEAD") return new Response(null, { headers });
  const file = await Deno.open(path, { read: true });
  return new Response(file.readable, { headers });
}
