/**
 * `<html lang dir>` follows the language shown (the server writes both into a page's HTML; this
 * keeps them true after the visitor switches language or follows a link into another one).
 */
import { LANGUAGE_INFO } from "@contract/languages.ts";
import { useEffect } from "react";
import { useLanguage } from "./language-context.tsx";

export function useDocumentLanguage(): void {
  const { lang } = useLanguage();
  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.dir = LANGUAGE_INFO[lang].dir;
  }, [lang]);
}
