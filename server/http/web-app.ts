/**
 * The built web app: hashed assets are immutable; index.html, the service worker and the manifest
 * are revalidated on every load, so a new deployment is seen at once. Paths that are not files fall
 * back to index.html (client-side routing), except paths that look like files, which are a real 404.
 * The index.html of a public catalogue page carries what its first screen needs (document-hints.ts)
 * and its own head (server/seo/page-answers.ts); an unknown item's page answers 404.
 * Build metadata (`.vite/`) is never served.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { documentHints, withHints } from "./document-hints.ts";
import { extname, join, resolve } from "node:path";
import { resolveInside, serveFile } from "./static-files.ts";
import { pageAnswer } from "../seo/page-answers.ts";
import { withPageHead } from "../seo/head-tags.ts";

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

export function webApp(root: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return await next();
    const file = resolveInside(root, path);
    if (file && !file.startsWith(join(resolve(root), ".vite", "/"))) {
      const res = await serveFile(c.req.raw, file, { cacheControl: cachePolicy(path), precompressed: true });
      if (res) return res;
    }
    if (extname(path) !== "") return await next();
    const hints = await documentHints(c.var.deps.catalogue, path, root);
    const page = await pageAnswer(c.var.deps, path);
    const shell = hints || page ? await Deno.readTextFile(join(root, "index.html")).catch(() => null) : null;
    if ((hints || page) && shell !== null) {
      c.header("cache-control", REVALIDATE);
      const html = hints ? withHints(shell, hints) : shell;
      return c.html(page ? withPageHead(html, page.head) : html, page?.status ?? 200);
    }
    const index = await serveFile(c.req.raw, join(root, "index.html"), { cacheControl: REVALIDATE, precompressed: true });
    if (index) return index;
    return c.text("The web app is not built yet. Run `deno task build`.", 503);
  };
}
