/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { type ManifestOptions, VitePWA } from "vite-plugin-pwa";
import manifest from "../manifest/manifest.json" with { type: "json" };
import { compileHints } from "./build/compile-hints.ts";
import { manifestAssets } from "./build/manifest-assets.ts";
import { precompress } from "./build/precompress.ts";

/** React, the router and the query cache: needed by every page, so fetched as one file. */
const FRAMEWORK_CHUNK = "framework";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8000}`;

export default defineConfig({
  plugins: [
    react(),
    manifestAssets(fileURLToPath(new URL("../manifest/icons", import.meta.url))),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      // Registered by the app itself with workbox-window (features/offline), which asks before
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
    compileHints([FRAMEWORK_CHUNK]),
    precompress(fileURLToPath(new URL("./dist", import.meta.url))),
  ],
  resolve: {
    alias: [
      { find: "@contract", replacement: fileURLToPath(new URL("../contract", import.meta.url)) },
      // Files in ../contract import "zod": they get this package's zod, with JIT (eval) off for the CSP.
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
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
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to announce a page's own chunk in its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React, the router and the query cache: one file instead of six small
            // ones on the first visit's critical path (each costs a round trip on a slow phone link).
            { name: FRAMEWORK_CHUNK, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
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
});
