// ESLint for the web app (`deno task check` runs it): typescript-eslint's recommended rules and
// the two classic React Hooks rules (hooks called unconditionally at the top level; every value an
// effect, memo or callback reads listed in its dependencies), both as errors.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["dist/", "dev-dist/", "node_modules/"]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { "react-hooks": reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A property named only to leave it out of a rest copy (`const { a: _a, ...rest } = x`) is used.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["src/service-worker/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["vite.config.ts", "build/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
]);
