/**
 * The web app's messages in the locales tree (`locales/{lang}/site.json`, the site messages, and
 * `locales/{lang}/{area}.json`, each message area's; ICU MessageFormat, imported as
 * `@locales/{lang}/{area}.json`) are compiled when they are imported, at build time and in tests:
 * each message becomes Lingui's compiled form, so the browser gets no message parser, only the small
 * interpreter of that form (src/i18n/interpret.ts). A message that does not parse fails the build,
 * naming its file and key. The import is answered by this plugin (a module of its own, not Vite's
 * JSON one).
 * `virtual:language-suggestion-texts/{lang}` is the language suggestion's three site messages of
 * that language: the banner offering a language needs those, not all of them.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const MESSAGES = /(^|[\\/@])locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
const PREFIX = "\0compiled-messages:";
const SUFFIX = ".js";
const SUGGESTION_TEXTS = "virtual:language-suggestion-texts";
const SUGGESTION_KEYS = ["language.suggestion", "language.suggestion.accept", "language.suggestion.dismiss"];
/** The locales tree, at the repository's root (the server reads its own areas of it). */
export const LOCALES = fileURLToPath(new URL("../../locales/", import.meta.url));
const ALIAS = "@locales/";

/** A file's messages in Lingui's compiled form (a plain text too is a list of tokens, which the runtime expects). */
export function compileMessageFile(file: string, source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => {
    try {
      return [key, compileMessageOrThrow(message)];
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }));
}

export function compileMessages(): Plugin {
  return {
    name: "compile-messages",
    enforce: "pre",
    resolveId(source, importer) {
      if (source.startsWith(`${SUGGESTION_TEXTS}/`)) return `\0${source}.js`;
      if (!importer || !MESSAGES.test(source) || !/[\\/]src[\\/]i18n[\\/]/.test(importer)) return null;
      const file = source.startsWith(ALIAS) ? resolve(LOCALES, source.slice(ALIAS.length)) : resolve(dirname(importer), source);
      // Named without ".json", so Vite's own JSON plugin leaves the module to this one.
      return `${PREFIX}${file}${SUFFIX}`;
    },
    load(id) {
      if (id.startsWith(`\0${SUGGESTION_TEXTS}/`)) {
        const lang = id.slice(`\0${SUGGESTION_TEXTS}/`.length, -SUFFIX.length);
        return { code: `export default ${JSON.stringify(suggestionTexts(lang))};`, map: null };
      }
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileMessageFile(file, JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
    },
  };
}

/** The language suggestion's messages of `lang`'s site messages, compiled. */
function suggestionTexts(lang: string): Record<string, unknown> {
  if (!/^[a-z]{2}$/.test(lang)) throw new Error(`${SUGGESTION_TEXTS}/${lang}: no such language`);
  const file = `${LOCALES}${lang}/site.json`;
  const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return compileMessageFile(file, Object.fromEntries(SUGGESTION_KEYS.map((key) => [key, source[key]])));
}
