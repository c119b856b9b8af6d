/**
 * The message catalogues (`src/i18n/locales/{lang}.json` and each message area's
 * `src/i18n/locales/{area}/{lang}.json`, ICU MessageFormat) are compiled when they
 * are imported, at build time and in tests: each message becomes Lingui's compiled form, so the
 * browser gets no message parser, only `@lingui/core`'s small interpreter. A message that does not
 * parse fails the build, naming its catalogue and key. The import is answered by this plugin (a
 * module of its own, not Vite's JSON one).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOGUE = /(^|[\\/])locales[\\/]([a-z-]+[\\/])?[a-z]{2}\.json$/;
const PREFIX = "\0compiled-catalogue:";
const SUFFIX = ".js";

/** The catalogue's messages in Lingui's compiled form (a plain text too is a list of tokens, which the runtime expects). */
export function compileCatalogue(file: string, source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => {
    try {
      return [key, compileMessageOrThrow(message)];
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }));
}

export function compileCatalogues(): Plugin {
  return {
    name: "compile-catalogues",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !CATALOGUE.test(source) || !/[\\/]src[\\/]i18n[\\/]/.test(importer)) return null;
      // Named without ".json", so Vite's own JSON plugin leaves the module to this one.
      return `${PREFIX}${resolve(dirname(importer), source)}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalogue(file, JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
    },
  };
}
