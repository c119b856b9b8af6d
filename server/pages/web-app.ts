/**
 * The built web app: hashed assets are immutable; index.html, the service worker and the manifest
 * are revalidated on every load, so a new deployment is seen at once. Paths that are not files fall
 * back to index.html (client-side routing), except paths that look like files, which are a real 404.
 * An address that is no page of the app is a 404 in its language's words (page-answers.ts).
 * A public page is answered with its own document (page-documents.ts: the page rendered on the
 * server, what its first screen needs and its own head), kept per page and catalogue version, by
 * `publicPageAnswers` ahead of the middleware; an unknown item's page answers 404 (its document is
 * kept per address shape, the id written in per request). Private pages get index.html marked noindex.
 * Build metadata (`.vite/`) and the server's renderer (`.ssr/`) are never served.
 */
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../http/context.ts";
import { siteHeaders } from "../http/security.ts";
import { withRequestId } from "../http/request-log.ts";
import { extname, join, resolve } from "node:path";
import { resolveInside, serveFile } from "../http/static-files.ts";
import { brotliOf, gzipOf, originPageDocument, type PageDocument, pageDocument } from "./page-documents.ts";
import { hasOrigin, originOfPage } from "../../contract/lead-origin.ts";
import { RENDERER_DIR } from "./server-render.ts";
import { pageAnswer } from "./page-answers.ts";
import { withPageHead } from "./head-tags.ts";
import { withDocumentLanguage } from "./page-languages.ts";
import { splitLanguagePath } from "../../contract/language-paths.ts";

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
  const hidden = [".vite", RENDERER_DIR].map((folder) => join(resolve(root), folder, "/"));
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return await next();
    const file = resolveInside(root, path);
    if (file && !hidden.some((folder) => file.startsWith(folder))) {
      const res = await serveFile(c.req.raw, file, { cacheControl: cachePolicy(path), precompressed: true });
      if (res) return res;
    }
    if (extname(path) !== "") return await next();
    const page = await pageAnswer(c.var.deps, path);
    const shell = await Deno.readTextFile(join(root, "index.html")).catch(() => null);
    if (shell !== null) {
      c.header("cache-control", REVALIDATE);
      return c.html(withDocumentLanguage(withPageHead(shell, page.head), splitLanguagePath(path).lang), page.status);
    }
    const index = await serveFile(c.req.raw, join(root, "index.html"), { cacheControl: REVALIDATE, precompressed: true });
    if (index) return index;
    return c.text("The web app is not built yet. Run `deno task build`.", 503);
  };
}

/**
 * The public pages, answered before the rest of the middleware (like the catalogue's reads) from
 * their kept documents, with the site's security headers; any other request goes on.
 */
export function publicPageAnswers(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    // A detail page reached from a campaign link (UTM parameters in its address) is built for its
    // visitor, its no-JS form carrying them and the referrer. Any other visit, also one from a search
    // engine, gets the kept page: the app sends the visit's origin itself (web/src/lib/visit-origin.ts),
    // so landing traffic is never rendered per request.
    const url = new URL(c.req.url);
    // This site's own pages (as configured, and as this request names it) are no referrer.
    const ownHosts = [new URL(deps.siteUrl).host, c.req.header("host") ?? url.host];
    const origin = /[?&]utm_/.test(url.search) ? originOfPage(url.search, c.req.header("referer"), ownHosts) : {};
    const own = hasOrigin(origin) ? await originPageDocument(deps, c.req.path, deps.config.WEB_DIST, origin) : null;
    if (own) return await documentResponse({ ...own, once: true }, undefined, "no-store");
    const document = await pageDocument(deps, c.req.path, deps.config.WEB_DIST);
    if (!document) return await next();
    return await documentResponse(document, c.req.header("accept-encoding"));
  };
}

/** The headers of every page's document but its encoding: built once. */
const documentHeaders = (() => {
  let headers: Promise<[string, string][]> | undefined;
  return () =>
    headers ??= siteHeaders().then((site) => [
      ...site,
      ["content-type", "text/html; charset=UTF-8"],
      ["cache-control", REVALIDATE],
      ["vary", "Accept-Encoding"],
    ]);
})();

/**
 * A page's document as it was built: Brotli or gzip when the client accepts it, each compressed once;
 * a document built for one request as it is.
 */
async function documentResponse(document: PageDocument, acceptEncoding: string | undefined, cacheControl?: string): Promise<Response> {
  const kept = await documentHeaders();
  const headers: [string, string][] = cacheControl ? kept.map(([name, value]) => [name, name === "cache-control" ? cacheControl : value]) : kept;
  const accepted = document.once ? "" : acceptEncoding ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  const body = encoding === "br" ? await brotliOf(document) : encoding === "gzip" ? await gzipOf(document) : document.html;
  const all: [string, string][] = encoding ? [...headers, ["content-encoding", encoding]] : headers;
  return withRequestId(all, (made) => new Response(body, { status: document.status, headers: made }));
}
