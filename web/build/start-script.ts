/**
 * Puts the start-up script (src/boot.ts) in index.html in place of the app's entry: the entry's
 * `<script type="module">` and the `modulepreload` links of its imports become one JSON list
 * (APP_MODULES_ID, entry first), which the start-up script loads when the page is ready for it. So
 * the browser fetches nothing of the app while the first screen is loading. The start-up script is
 * bundled on its own (the few lines it shares with the app are copied into it, about 1 KB in all),
 * so the app's chunks are exactly those of a build without it.
 */
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import { APP_MODULES_ID } from "../../contract/page-hints.ts";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

export function startScript(source: string, alias: Record<string, string>): Plugin {
  return {
    name: "start-script",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const page = bundle["index.html"];
        if (page?.type !== "asset" || typeof page.source !== "string") return;
        const entry = ENTRY_SCRIPT.exec(page.source)?.[1];
        if (!entry) this.error("index.html names no module script");
        const imports = [...page.source.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const build = await rolldown({ input: source, resolve: { alias }, platform: "browser" });
        const { output } = await build.generate({ format: "es", minify: true });
        await build.close();
        const file = this.getFileName(this.emitFile({ type: "asset", name: "boot.js", source: output[0].code }));
        const list = JSON.stringify([entry, ...imports]);
        page.source = page.source
          .replace(MODULE_PRELOAD, "")
          .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="/${file}"></script>\n    <script type="application/json" id="${APP_MODULES_ID}">${list}</script>\n`);
      },
    },
  };
}
