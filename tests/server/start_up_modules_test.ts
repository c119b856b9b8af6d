/**
 * What the server loads at start: packages that only some requests or some configurations need
 * are loaded by their first use (a dynamic import), not by `server/main.ts`'s static imports, so
 * the idle process does not carry them (docs/performance.md, Memory). Checked on the module graph
 * of `deno info --json`, following static imports only (a type-only import loads nothing).
 */
import assert from "node:assert/strict";

type InfoModule = { specifier: string; dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[] };

/** The npm packages `script` loads before it runs: its static code imports, transitively (our modules only). */
async function packagesLoadedAtStart(script: string): Promise<Set<string>> {
  const root = new URL("../../", import.meta.url).pathname;
  const { stdout, success } = await new Deno.Command(Deno.execPath(), { args: ["info", "--json", script], cwd: root }).output();
  assert.ok(success, `deno info ${script}`);
  const info = JSON.parse(new TextDecoder().decode(stdout)) as { roots: string[]; modules: InfoModule[] };
  const modules = new Map(info.modules.map((m) => [m.specifier, m]));
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [...info.roots];
  while (queue.length) {
    const specifier = queue.pop()!;
    if (seen.has(specifier)) continue;
    seen.add(specifier);
    const npm = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)/.exec(specifier);
    if (npm) {
      packages.add(npm[1]);
      continue;
    }
    for (const dependency of modules.get(specifier)?.dependencies ?? []) {
      if (dependency.code && !dependency.isDynamic) queue.push(dependency.code.specifier);
    }
  }
  return packages;
}

/** Each package with the only paths that need it. */
const LOADED_BY_FIRST_USE: Record<string, string> = {
  "@google/genai": "the AI concierge and bespoke ideas, with GEMINI_API_KEY set",
  "web-push": "the first push message, or the first VAPID key pair",
  "nodemailer": "the first email sent over SMTP, with SMTP_URL set",
  "@xmldom/xmldom": "the first SVG upload",
  "file-type": "the first upload",
  "@resvg/resvg-wasm": "link-preview images (in a worker)",
  "@jsquash/jpeg": "image copies and previews (in a worker)",
  "@jsquash/webp": "image copies and previews (in a worker)",
  "swagger-ui-dist": "the API reference page",
  "zod-openapi": "the API document",
  "pdfkit": "the first PDF (server/pdf/: proposals, invoices, receipts)",
  "bidi-js": "the first PDF (server/pdf/: proposals, invoices, receipts)",
  "ical-generator": "the first trip calendar (/trips/{token}.ics)",
  "@touch4it/ical-timezones": "the first trip calendar (/trips/{token}.ics)",
};

Deno.test("the server's start loads none of the packages only some paths need", async () => {
  const loaded = await packagesLoadedAtStart("server/main.ts");
  assert.ok(loaded.has("hono") && loaded.has("zod"), `the walk finds the static imports: ${[...loaded].join(", ")}`);
  const early = Object.keys(LOADED_BY_FIRST_USE).filter((name) => loaded.has(name));
  assert.deepEqual(early, [], early.map((name) => `${name} is loaded at start; only ${LOADED_BY_FIRST_USE[name]} needs it`).join("\n"));
});
