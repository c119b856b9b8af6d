// ESLint for the web app (`deno task check` runs it): typescript-eslint's recommended rules and
// the two classic React Hooks rules (hooks called unconditionally at the top level; every value an
// effect, memo or callback reads listed in its dependencies), both as errors. A field's bounds
// (maxLength, minLength, an input's min and max) are never a number written in web/src: they come
// from the contract's LIMITS, the numbers the server checks, so the two cannot drift apart.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const FIELD_BOUND_MESSAGE = "A field's bound comes from the contract's LIMITS (contract/limits.ts), not a number written here.";
/** A number written as a field's bound: in JSX (`maxLength={200}`, `<input max={100}>`) or in an object of props (`maxLength: 200`). */
/** A number, or a number in a string (`maxLength="200"`). */
const NUMBER = "Literal[raw=/^.?[0-9]/]";
const FIELD_BOUND_NUMBERS = [
  `JSXAttribute[name.name=/^(maxLength|minLength)$/] ${NUMBER}`,
  `JSXOpeningElement[name.name='input'] > JSXAttribute[name.name=/^(min|max)$/] ${NUMBER}`,
  `Property[key.name=/^(maxLength|minLength)$/] > ${NUMBER}`,
].map((selector) => ({ selector, message: FIELD_BOUND_MESSAGE }));

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
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...FIELD_BOUND_NUMBERS],
      // These would put React Router's unused components back into every first visit (decision 088).
      "no-restricted-imports": ["error", {
        paths: [{
          name: "react-router-dom",
          importNames: ["Link", "NavLink", "Form", "useSearchParams"],
          message: "Use web/src/i18n/link.tsx (Link, NavLink, RouterLink) or web/src/lib/search-params.ts.",
        }],
      }],
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
