/// <reference types="vite/client" />

/** The language suggestion's messages of one language (web/build/compile-messages.ts). */
declare module "virtual:language-suggestion-texts/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
