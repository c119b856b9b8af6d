/**
 * Marks the scripts that run on every first visit (the entry and the framework chunk) with V8's
 * explicit compile hint, so Chromium compiles all their functions on a background thread while the
 * file streams in, instead of compiling each one on the main thread the first time React calls it.
 * Almost every function in those two files runs during the first render, so nothing is wasted.
 * Other browsers read the line as a comment. Admin and member chunks keep lazy compilation.
 */
import type { Plugin } from "vite";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite's own additions to the chunks: the hint counts only as a file's very first line.
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !(chunk.isEntry || chunkNames.includes(chunk.name))) continue;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
