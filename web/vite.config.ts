/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { manifestAssets } from "./build/manifest-assets.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8000}`;

export default defineConfig({
  plugins: [react(), manifestAssets(fileURLToPath(new URL("../manifest/icons", import.meta.url)))],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../contract", import.meta.url)),
      // Files in ../contract import "zod"; resolve it from this package's node_modules.
      zod: fileURLToPath(new URL("./node_modules/zod", import.meta.url)),
    },
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
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
