/**
 * The web app's areas of the locales tree (`locales/{lang}/{area}.json` at the repository's root),
 * for the tests that read them all: the areas `src/i18n` imports (`@locales/en/{area}.json`), the
 * site messages and each message area. The tree's other areas are the server's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const LOCALES = resolve(process.cwd(), "../locales");

const I18N = resolve(process.cwd(), "src/i18n");
const sources = [resolve(I18N, "site-messages.ts"), ...readdirSync(resolve(I18N, "areas")).filter((name) => !name.includes(".test.")).map((name) => resolve(I18N, "areas", name))];

/** The web's areas, by name (`site`, `member`, ...). */
export const WEB_AREAS = [...new Set(sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/@locales\/en\/([a-z-]+)\.json/g)].map((match) => match[1])))].sort();

/** An area's messages in a language, as written (ICU MessageFormat). */
export const readMessages = (lang: string, area: string) => JSON.parse(readFileSync(resolve(LOCALES, lang, `${area}.json`), "utf8")) as Record<string, string>;
