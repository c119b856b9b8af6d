/// <reference types="vite/client" />

/** The language suggestion's messages of one catalogue (web/build/compile-catalogues.ts). */
declare module "virtual:language-suggestion-texts/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
