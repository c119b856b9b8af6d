import { languagePath, splitLanguagePath } from "@contract/language-paths.ts";
import { isSiteLanguage, LANGUAGE_INFO, type SiteLanguage } from "@contract/languages.ts";
import { Fragment, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import type { MessageId } from "../../../i18n/catalogues.ts";
import { type Translate, useT } from "../../../i18n/language-context.tsx";
import { ApiError, isNotSavedOffline } from "../../../lib/api-client.ts";

/** Offline, the languages in which this device has the content that failed (the service worker's answer). */
function savedLanguagesOf(error: unknown): SiteLanguage[] {
  if (!isNotSavedOffline(error) || !(error instanceof ApiError)) return [];
  const saved = error.body?.savedLanguages;
  return Array.isArray(saved) ? saved.filter(isSiteLanguage) : [];
}

/**
 * What a catalogue screen says when its content could not be loaded: offline, that this language is
 * not saved on this device yet, with links to the same page in the languages that are, or that the
 * page is not saved at all (it appears once back online, where it is asked for again); otherwise
 * `fallback`.
 */
export function loadFailure(t: Translate, error: unknown, fallback: MessageId): ReactNode {
  if (!isNotSavedOffline(error)) return t(fallback);
  const saved = savedLanguagesOf(error);
  return saved.length > 0 ? <SavedInOtherLanguages saved={saved} /> : t("offline.notSaved");
}

/** A detail page's heading for the same failure: "Not saved in this language" when another language is. */
export function failureHeading(t: Translate, error: unknown, fallback: MessageId): string {
  return savedLanguagesOf(error).length > 0 ? t("offline.languageTitle") : t(fallback);
}

function SavedInOtherLanguages({ saved }: { saved: SiteLanguage[] }) {
  const t = useT();
  const { path } = splitLanguagePath(useLocation().pathname);
  return (
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
}
