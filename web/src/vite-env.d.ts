/// <reference types="vite/client" />

/** The language suggestion's messages of every catalogue, by language (web/build/compile-catalogues.ts). */
declare module "virtual:language-suggestion-texts" {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
