/**
 * The language switcher of the header and the mobile menu: a native select (keyboard and screen
 * readers know it), each language under its own name as its speakers write it.
 */
import { isSiteLanguage, LANGUAGE_INFO, SITE_LANGUAGES } from "@contract/languages.ts";
import { useId } from "react";
import { useLanguage } from "./language-context.tsx";
import { useSwitchLanguage } from "./use-switch-language.ts";

export function LanguageSwitcher() {
  const { lang, t } = useLanguage();
  const switchTo = useSwitchLanguage();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">{t("language.label")}</label>
      <select
        id={id}
        className="language-switcher__select"
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (isSiteLanguage(next)) void switchTo(next);
        }}
      >
        {SITE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>{LANGUAGE_INFO[code].nativeName}</option>
        ))}
      </select>
    </div>
  );
}
