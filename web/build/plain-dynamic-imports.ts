/**
 * Vite wraps every dynamic import of the browser build in its preload helper, which adds `<link>`s
 * for the imported chunk's own imports and CSS before importing it. This build gives it none to add:
 * a lazy chunk's imports are not listed (`build.modulePreload.resolveDependencies` in
 * vite.config.ts: a public page's HTML announces its own) and the app has one stylesheet, the
 * entry's, which every page's HTML links (Vite still names it for a chunk that imports the entry, and
 * its helper then finds it linked and adds nothing). The helper (about 0.7 KB compressed, on every
 * first visit) would only call the import, so it is replaced by a function that does just that.
 * Should a dynamic import ever get another dependency to preload (a lazy chunk with CSS of its own, a
 * change of `resolveDependencies`), the build stops, so that the helper is kept then.
 */
import type { Plugin } from "vite";

/** Vite's id of the helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER = "\0vite/preload-helper.js";
/** The helper's export, called as `__vitePreload(() => import("./chunk.js"), deps, importerUrl)`. */
const PLAIN_HELPER = "export const __vitePreload = (load) => load();\n";
/** The list Vite writes into a chunk whose dynamic imports have dependencies to preload. */
const DEPENDENCY_LIST = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/;

export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(_code, id) {
        return id === HELPER ? { code: PLAIN_HELPER, map: null } : undefined;
      },
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const linked = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        for (const chunk of chunks) {
          const list = DEPENDENCY_LIST.exec(chunk.code)?.[1];
          const unlinked = list ? (JSON.parse(list) as string[]).filter((dep) => !linked.has(dep)) : [];
          if (unlinked.length) {
            this.error(`${chunk.fileName}: a dynamic import needs ${unlinked.join(", ")} first, which the plain helper (web/build/plain-dynamic-imports.ts) would not load`);
          }
        }
      },
    },
  };
}
