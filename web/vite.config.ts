/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { type ManifestOptions, VitePWA } from "vite-plugin-pwa";
import manifest from "../manifest/manifest.json" with { type: "json" };
import { compileMessages, LOCALES } from "./build/compile-messages.ts";
import { compileHints } from "./build/compile-hints.ts";
import { manifestAssets } from "./build/manifest-assets.ts";
import { plainDynamicImports } from "./build/plain-dynamic-imports.ts";
import { precompress } from "./build/precompress.ts";
import { startScript } from "./build/start-script.ts";
import { unusedRouterParts } from "./build/unused-router-parts.ts";

/** The name of the chunk `isFrameworkModule` groups. */
const FRAMEWORK_CHUNK = "framework";

/**
 * React, the router and the query cache: needed by every page, so fetched as one file. The
 * query library's mutation and infinite-list hooks are left out: no public page uses them, so they
 * go with the lazy pages that do.
 */
function isFrameworkModule(id: string): boolean {
  if (/[\\/]@tanstack[\\/]\S*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(id)) return false;
  return /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id);
}

/** Modules both the first screen and lazy pages import: without a group each becomes its own file. */
function isSharedFirstScreenModule(id: string): boolean {
  // Every language's site messages and the message areas (member, admin, chat texts) load with what needs them.
  if (/[\\/]i18n[\\/](areas[\\/]|message-area)/.test(id) || /[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json/.test(id)) return false;
  return /[\\/]web[\\/]src[\\/](i18n[\\/]|lib[\\/]api-client\.ts)/.test(id) ||
    /[\\/]contract[\\/](limits|money)\.ts$/.test(id) || id.includes("preload-helper");
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8000}`;

/** Shared by both builds: the contract's folder and zod without JIT. */
const resolveOptions = {
  alias: [
    { find: "@contract", replacement: fileURLToPath(new URL("../contract", import.meta.url)) },
    // The locales tree (compiled on import by build/compile-messages.ts).
    { find: /^@locales\//, replacement: LOCALES },
    // Files in ../contract import "zod": they get this package's zod, with JIT (eval) off for the CSP.
    { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
  ],
};

/**
 * A build's resolve options: React Router's production build. Its package offers the production
 * build under no export condition, so every bundler gets the development one, whose warnings for
 * developers (about 0.4 KB compressed) are on; the two differ in that switch alone. Vitest and the
 * dev server keep the warnings.
 */
const buildResolveOptions = {
  alias: [
    ...resolveOptions.alias,
    { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
    { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
  ],
};

/**
 * `vite build --ssr src/entry-server.tsx`: the server's renderer of the public pages, one
 * self-contained module (React, the router and the query cache bundled in) in dist/.ssr, which the
 * server imports and never serves.
 */
const serverRenderer: UserConfig = {
  plugins: [compileMessages(), react()],
  resolve: buildResolveOptions,
  ssr: { noExternal: true },
  // React's production build: the server process has no NODE_ENV of its own.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: { outDir: "dist/.ssr", emptyOutDir: true, sourcemap: false, copyPublicDir: false },
};

const browserApp: UserConfig = {
  plugins: [
    compileMessages(),
    react(),
    manifestAssets(fileURLToPath(new URL("../manifest/icons", import.meta.url))),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      // Registered by the app itself (features/offline/sw-registration.ts), which asks before
      // a new version takes over.
      injectRegister: false,
      registerType: "prompt",
      manifest: manifest as Partial<ManifestOptions>,
      includeManifestIcons: false,
      injectManifest: {
        // The app shell. Catalogue images are cached at runtime, within their own budget.
        globPatterns: ["**/*.{js,css,html,webmanifest}", "icons/*.{svg,png}", "images/placeholder.svg"],
        globIgnores: ["images/catalogue/**"],
      },
      devOptions: { enabled: false },
    }),
    plainDynamicImports(),
    unusedRouterParts(),
    compileHints([FRAMEWORK_CHUNK]),
    startScript(fileURLToPath(new URL("./src/boot.ts", import.meta.url)), { "@contract": fileURLToPath(new URL("../contract", import.meta.url)) }),
    precompress(fileURLToPath(new URL("./dist", import.meta.url))),
  ],
  resolve: resolveOptions,
  server: {
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/media": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === "1",
    // dist/.vite/manifest.json: the server reads it to announce a page's own chunk in its HTML.
    manifest: true,
    // index.html announces the entry's own imports; a lazy page's imports are not listed in the
    // entry (a map of every chunk's name, about 1.2 KB compressed, on every first visit): a public
    // page's HTML announces its chunks itself (server/pages/document-hints.ts) and the service worker
    // has every chunk after the first visit. No polyfill: every browser the site supports reads
    // `modulepreload` (one that does not only loads the files a moment later).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React, the router and the query cache: one file instead of six small
            // ones on the first visit's critical path (each costs a round trip on a slow phone link).
            { name: FRAMEWORK_CHUNK, test: isFrameworkModule },
            // The app's code that the first screen and the lazy pages share (the API client, the
            // interface's language, limits, money, the preload helper): one file, not one each.
            // Each language's catalogue, English too, stays a chunk of its own.
            { name: "shared", test: isSharedFirstScreenModule },
          ],
        },
      },
    },
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderer;
  return command === "build" ? { ...browserApp, resolve: buildResolveOptions } : browserApp;
});
