/**
 * The built web app: hashed assets are immutable; index.html, the service worker and the manifest
 * are revalidated on every load, so a new deployment is seen at once. Paths that are not files fall
 * back to index.html (client-side routing), except paths that look like files, which are a real 404.
 */
import type { MiddlewareHandler } from "hono";
import { extname, join } from "node:path";
import { resolveInside, serveFile } from "./static-files.ts";

const REVALIDATE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";
const IMAGES = "public, max-age=604800, stale-while-revalidate=86400";
const OTHER = "public, max-age=3600";

export function cachePolicy(path: string): string {
  if (path.startsWith("/assets/")) return IMMUTABLE;
  if (path === "/" || path.endsWith(".html") || path === "/sw.js" || path.startsWith("/workbox-") || path.endsWith(".webmanifest")) {
    return REVALIDATE;
  }
  if (path.startsWith("/images/") || path.startsWith("/icons/")) return IMAGES;
  return OTHER;
}

export function webApp(root: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return await next();
    const file = resolveInside(root, path);
    if (file) {
      const res = await serveFile(c.req.raw, file, { cacheControl: cachePolicy(path), precompressed: true });
      if (res) return res;
    }
    if (extname(path) !== "") return await next();
    const index = await serveFile(c.req.raw, join(root, "index.html"), { cacheControl: REVALIDATE, precompressed: true });
    if (index) return index;
    return c.text("The web app is not built yet. Run `deno task build`.", 503);
  };
}
