/**
 * The API document: every /api route of the app is in it and nothing else, it is a valid OpenAPI
 * 3.1 document, each operation states its access, errors and limits, and the reference page
 * loads only this server's files under its own strict policy.
 */
import assert from "node:assert/strict";
import { validate } from "@readme/openapi-parser";
import { type TestApp, withTestApp } from "../helpers/app.ts";

/**
 * Routes outside /api are not the JSON API and are left out of the document: uploaded media files
 * (`/media/{name}`, bytes with ranges), the files for machines (`/sitemap.xml`, `/robots.txt`, the
 * link-preview images), the health probes (`/healthz`, `/readyz`: for the operator's orchestrator,
 * described in docs/operations.md) and the web app's pages (any other GET, the single-page app's `index.html`).
 */
const isApiRoute = (path: string) => path === "/api" || path.startsWith("/api/");

type Schema = { $ref?: string; properties?: Record<string, { enum?: string[] }> };
type Operation = {
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: Schema }>;
    }
  >;
  "x-access": string;
  "x-rate-limits"?: { max: number; per: string; windowSeconds?: number }[];
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

async function documentOf(t: TestApp): Promise<Doc> {
  const res = await t.call("GET", "/api/openapi.json");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
  return res.json;
}

Deno.test("the API document lists exactly the app's /api routes, with their methods", () =>
  withTestApp(async (t) => {
    const doc = await documentOf(t);
    const routes = t.app.routes.filter((r) => r.method !== "ALL");
    const inApp = new Set(
      routes.filter((r) => isApiRoute(r.path)).map((r) =>
        `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`
      ),
    );
    const inDoc = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`)),
    );
    assert.deepEqual(
      [...inApp].filter((r) => !inDoc.has(r)),
      [],
      "routes of the app missing from the document",
    );
    assert.deepEqual(
      [...inDoc].filter((r) => !inApp.has(r)),
      [],
      "operations of the document the app does not serve",
    );
    // What is left out is outside /api: media files, files for machines, the web app.
    const outside = new Set(routes.filter((r) => !isApiRoute(r.path)).map((r) => r.path));
    assert.deepEqual(
      [...outside].sort(),
      [
        "/healthz",
        "/media/:filename",
        "/previews/:name",
        "/readyz",
        "/robots.txt",
        "/sitemap-languages.xml",
        "/sitemap.xml",
        ...["en", "ar", "es", "fr", "de", "it", "pt"].map((lang) => `/sitemap-${lang}.xml`),
      ].sort(),
    );
  }));

Deno.test("the API document is valid OpenAPI 3.1", () =>
  withTestApp(async (t) => {
    const doc = await documentOf(t);
    assert.equal(doc.openapi, "3.1.0");
    const result = await validate(structuredClone(doc) as never);
    assert.deepEqual(result.valid ? [] : result.errors, []);
    assert.equal(result.valid, true);
  }));

Deno.test("the document writes a shape used by many operations once: it stays small enough to read", () =>
  withTestApp(async (t) => {
    const res = await t.call("GET", "/api/openapi.json");
    const size = res.text.length;
    // Swagger UI took 13 s to draw the document when every response inlined its error envelope (1.3 MB).
    assert.ok(size < 600_000, `the document is ${size} bytes`);
  }));

Deno.test("each operation states its access, error codes and rate limits", () =>
  withTestApp(async (t) => {
    const doc = await documentOf(t);
    const op = (path: string, method: string) => doc.paths[path][method];
    // An error's envelope is written once among the components and referred to.
    const resolve = (schema: Schema | undefined) => schema?.$ref ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] : schema;
    const codes = (o: Operation, status: string) => resolve(o.responses[status]?.content?.["application/json"].schema)?.properties?.code.enum;

    // An administrators' route: bearer token, 401 and 403 with their codes, 500 for the unexpected.
    const status = op("/api/inquiries/{id}/status", "patch");
    assert.equal(status["x-access"], "admin");
    assert.deepEqual(status.security, [{ bearerAuth: [] }]);
    assert.deepEqual(codes(status, "401"), ["unauthorized"]);
    assert.deepEqual(codes(status, "403"), ["forbidden"]);
    assert.deepEqual(codes(status, "404"), ["not_found"]);
    assert.deepEqual(codes(status, "400"), ["validation"]);
    assert.deepEqual(codes(status, "415"), ["unsupported_type"]);
    assert.deepEqual(codes(status, "500"), ["internal"]);

    // A public submission with a rate limit: the token is optional, 429 and the limit are stated.
    const submit = op("/api/inquiries", "post");
    assert.deepEqual(submit.security, [{}, { bearerAuth: [] }]);
    assert.deepEqual(submit["x-rate-limits"], [{ max: 20, per: "client address", windowSeconds: 3600 }]);
    assert.deepEqual(codes(submit, "429"), ["rate_limited"]);
    assert.deepEqual(codes(submit, "422"), ["idempotency_key_reused"]);
    assert.match(submit.description, /\*\*Rate limits:\*\* 20 per client address per hour/);

    // A public read needs no token and answers no 401.
    const read = op("/api/packages/{id}", "get");
    assert.deepEqual(read.security, []);
    assert.equal(read.responses["401"], undefined);

    // Every operation names its access and answers the error envelope for every error status.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(item)) {
        assert.match(o.description, /\*\*Access:\*\*/, `${method} ${path}`);
        for (const code of Object.keys(o.responses)) {
          if (Number(code) < 400) continue;
          assert.ok(codes(o, code)?.length, `${method} ${path} ${code} names its error codes`);
        }
      }
    }
  }));

Deno.test("the API reference page loads its files from this server under its own strict policy", () =>
  withTestApp(async (t) => {
    const page = await t.call("GET", "/api/docs");
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
    const csp = page.headers.get("content-security-policy") ?? "";
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-|https?:/);
    const sources = [...page.text.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((
      m,
    ) => m[1]);
    assert.equal(sources.length, 3);
    for (const src of sources) {
      assert.match(src, /^\/api\/docs\/[a-z.-]+$/, "a file of this server");
      const file = await t.app.request(src);
      assert.equal(file.status, 200, src);
      assert.match(
        file.headers.get("content-type") ?? "",
        src.endsWith(".css") ? /^text\/css/ : /^text\/javascript/,
      );
      assert.ok((await file.arrayBuffer()).byteLength > 0);
    }
    const unknown = await t.call("GET", "/api/docs/package.json");
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.code, "not_found");
  }));
