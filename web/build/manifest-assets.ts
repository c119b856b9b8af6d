/**
 * Serves and ships the app icons kept in the repository's manifest/ folder (the single source of the
 * web app manifest and its icons) at /icons/<name>, in dev and in the production build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Plugin } from "vite";

const TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png" };

export function manifestAssets(iconsDir: string): Plugin {
  const icons = () => readdirSync(iconsDir).filter((name) => extname(name) in TYPES);
  return {
    name: "manifest-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.match(/^\/icons\/([\w.-]+)$/)?.[1];
        if (!name || !icons().includes(name)) return next();
        res.setHeader("Content-Type", TYPES[extname(name)]);
        res.end(readFileSync(join(iconsDir, name)));
      });
    },
    generateBundle() {
      for (const name of icons()) {
        this.emitFile({ type: "asset", fileName: `icons/${name}`, source: readFileSync(join(iconsDir, name)) });
      }
    },
  };
}
