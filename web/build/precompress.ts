/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * highest settings, so the server sends compressed assets without compressing per request
 * (server/http/static-files.ts picks the copy the browser accepts). Small files too (the server's
 * own compression leaves files under 1 KB as they are, and a page loads several small chunks): a
 * copy is written only when it is smaller than the file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = new Set([".js", ".css", ".html", ".svg", ".webmanifest", ".json"]);
/** Written by vite-plugin-pwa at the same moment: left to on-the-fly compression. */
const SKIP = new Set(["sw.js"]);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(outDir: string): Plugin {
  return {
    name: "precompress",
    apply: "build",
    closeBundle() {
      for (const path of files(outDir)) {
        const name = path.slice(outDir.length + 1);
        if (!TEXT.has(extname(path)) || SKIP.has(name)) continue;
        const bytes = readFileSync(path);
        const copies = {
          br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: gzipSync(bytes, { level: 9 }),
        };
        for (const [suffix, copy] of Object.entries(copies)) {
          if (copy.byteLength < bytes.byteLength) writeFileSync(`${path}.${suffix}`, copy);
        }
      }
    },
  };
}
