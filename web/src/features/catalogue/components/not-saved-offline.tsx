/**
 * Offline, a catalogue page this device has not saved: that it appears once back online or, when the
 * device has it in other languages only, that this language is not saved yet, with links to the same
 * page in the languages that are. Loaded only when shown, with its texts (the `unavailable` message
 * area); offline, both are in the service worker's precache like all the app's code.
 */
import { languagePath, splitLanguagePath } from "@contract/language-paths.ts";
import { LANGUAGE_INFO, type SiteLanguage } from "@contract/languages.ts";
import { Fragment } from "react";
import { useLocation } from "react-router-dom";
import { useUnavailableT } from "../../../i18n/areas/unavailable.ts";
import { DetailError } from "./detail-error.tsx";

type NotSavedOfflineProps = {
  /** The languages this device has the page in. */
  saved: SiteLanguage[];
  /** On a detail page: the whole screen ("Not saved in this language" and the way back), not only the message. */
  back?: { to: string; label: string };
};

export default function NotSavedOffline({ saved, back }: NotSavedOfflineProps) {
  const t = useUnavailableT();
  const { path } = splitLanguagePath(useLocation().pathname);
  const message = saved.length === 0 ? t("offline.notSaved") : (
    <>
      {t("offline.languageNotSaved")} {t("offline.savedIn")}{" "}
      {saved.map((lang, index) => (
        <Fragment key={lang}>
          {index > 0 ? ", " : null}
          {/* A whole page load: the page opens in that language (the service worker serves it offline). */}
          <a href={languagePath(lang, path)} hrefLang={lang} lang={lang} dir={LANGUAGE_INFO[lang].dir}>{LANGUAGE_INFO[lang].nativeName}</a>
        </Fragment>
      ))}
    </>
  );
  return back ? <DetailError heading={t("offline.languageTitle")} message={message} back={back} /> : message;
}
