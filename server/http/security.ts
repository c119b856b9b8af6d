/** Security headers on every answer, with a Content-Security-Policy that allows no inline script. */
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A route may send a stricter policy of its own (uploaded SVGs are sandboxed: routes/media-files.ts).
    overwrite: false,
  });

/**
 * The lean set for JSON API answers (OWASP REST guidance): nothing in them is ever rendered as a
 * document, so no script, style or frame is allowed at all, and the document-only headers of the
 * site set are left out (fewer bytes on every catalogue read).
 */
export const API_HEADERS: [string, string][] = [
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "no-referrer"],
  ["cross-origin-resource-policy", "same-origin"],
  ["strict-transport-security", "max-age=15552000; includeSubDomains"],
];

export const apiSecurityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of API_HEADERS) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};

/** The site set for pages and files, the API set under /api. */
export const securityHeadersFor = (): MiddlewareHandler => {
  const site = securityHeaders();
  const api = apiSecurityHeaders();
  return (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? api(c, next) : site(c, next));
};

/**
 * The headers the site set adds to a page, computed once: for answers made before the middleware
 * runs (the public pages' documents, server/pages/web-app.ts).
 */
export const siteHeaders: () => Promise<[string, string][]> = (() => {
  let computed: Promise<[string, string][]> | undefined;
  return () => {
    computed ??= (async () => {
      const probe = new Hono();
      probe.use("*", securityHeaders());
      probe.get("*", (c) => c.body(null));
      return [...(await probe.request("/")).headers];
    })();
    return computed;
  };
})();
