/**
 * The dependency rules of the code base, checked by dependency-cruiser (`deno task check`).
 * Paths are relative to the repository root, where the check runs.
 * @type {import("./web/node_modules/dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No module depends on itself through others: a cycle means two modules are one thing, or " +
        "share something that belongs in a third.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-imports-nothing-of-ours",
      comment: "contract/ is shared by server and web: it imports only other contract/ modules and npm " +
        "packages (zod), never server, web, scripts or tests code.",
      severity: "error",
      from: { path: "^contract/" },
      to: { pathNot: ["^contract/", "(^|/)node_modules/"], dependencyTypesNot: ["npm", "core", "unknown"] },
    },
    {
      name: "contract-no-unresolvable-relative",
      comment: "contract/ imports by a relative path only files that exist inside contract/.",
      severity: "error",
      from: { path: "^contract/" },
      to: { couldNotResolve: true, path: "^[./]" },
    },
    {
      name: "kv-imports-no-http",
      comment:
        "server/kv is the data layer: it knows nothing of HTTP (no server/http, no server/routes, no hono).",
      severity: "error",
      from: { path: "^server/kv/" },
      to: { path: ["^server/(http|routes)/", "^hono([@/]|$)", "^npm:/?hono[@/]"] },
    },
    {
      name: "services-import-no-http",
      comment: "server/services holds the use cases: the routes call them with parsed input, and they know " +
        "nothing of HTTP (no server/http, no server/routes, no hono).",
      severity: "error",
      from: { path: "^server/services/" },
      to: { path: ["^server/(http|routes)/", "^hono([@/]|$)", "^npm:/?hono[@/]"] },
    },
    {
      name: "pages-import-no-seo",
      comment: "server/pages renders the public pages (which paths are pages, their documents and heads, " +
        "the name of their preview image); server/seo builds on them (sitemap, robots, the preview files): " +
        "seo imports pages, never the other way.",
      severity: "error",
      from: { path: "^server/pages/" },
      to: { path: "^server/seo/" },
    },
    {
      name: "http-imports-no-pages",
      comment: "server/http sits between HTTP and the rest, beneath the pages: it never imports server/pages " +
        "or server/seo.",
      severity: "error",
      from: { path: "^server/http/" },
      to: { path: "^server/(pages|seo)/" },
    },
    {
      name: "feature-imports-no-other-feature",
      comment: "A web feature never imports another feature: shared code lives in components/, lib/ or " +
        "the feature's domain (domains/), and pages in app/ compose features.",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/", pathNot: "^web/src/features/$1/" },
    },
    {
      name: "shared-web-code-imports-no-feature",
      comment: "web/src/components and web/src/lib are shared by the features: they never import one.",
      severity: "error",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/features/" },
    },
    {
      name: "domain-imports-no-feature",
      comment: "web/src/domains/<domain> holds what several features of one domain share (the account " +
        "domain's profile form, its checks and fields): features may use it, it never imports a feature.",
      severity: "error",
      from: { path: "^web/src/domains/" },
      to: { path: "^web/src/features/" },
    },
    {
      name: "domain-imports-no-other-domain",
      comment: "A domain module never imports another domain: what two domains share lives in components/, " +
        "lib/ or contract/.",
      severity: "error",
      from: { path: "^web/src/domains/([^/]+)/" },
      to: { path: "^web/src/domains/", pathNot: "^web/src/domains/$1/" },
    },
    {
      name: "shared-web-code-imports-no-domain",
      comment: "web/src/components and web/src/lib know no domain: they never import web/src/domains.",
      severity: "error",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/domains/" },
    },
    {
      name: "scripts-and-bench-import-no-tests",
      comment: "scripts/ and bench/ never import tests/: code both need lives in scripts/.",
      severity: "error",
      from: { path: "^(scripts|bench)/" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: ["^web/dist/", "^data/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "web/tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
