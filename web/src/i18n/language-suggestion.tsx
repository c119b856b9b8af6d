/**
 * A first visit (no language chosen on this device) whose browser prefers another site language
 * than the page's is offered that language in a banner written in it. Never a redirect: a shared
 * link opens as it was shared. Either button records a choice, so the banner shows once.
 */
import { LANGUAGE_INFO, type SiteLanguage } from "@contract/languages.ts";
import { type RefObject, useEffect, useRef, useState } from "react";
import { messagesOf, translate } from "./site-messages.ts";
import { useLanguage } from "./language-context.tsx";
import { browserLanguage, storedLanguage, storeLanguage } from "./stored-language.ts";
import { useSwitchLanguage } from "./use-switch-language.ts";

/** The banner's three messages in each language, each a tiny chunk of its own. */
const SUGGESTION_TEXTS: Record<SiteLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("virtual:language-suggestion-texts/en"),
  ar: () => import("virtual:language-suggestion-texts/ar"),
  es: () => import("virtual:language-suggestion-texts/es"),
  fr: () => import("virtual:language-suggestion-texts/fr"),
  de: () => import("virtual:language-suggestion-texts/de"),
  it: () => import("virtual:language-suggestion-texts/it"),
  pt: () => import("virtual:language-suggestion-texts/pt"),
};

type Offer = { lang: SiteLanguage; text: string; accept: string; dismiss: string };

export function LanguageSuggestion() {
  const { lang } = useLanguage();
  const switchTo = useSwitchLanguage();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    // After the first render: the server cannot know the browser's languages.
    const preferred = browserLanguage();
    if (storedLanguage() || !preferred || preferred === lang) return setOffer(null);
    let current = true;
    // Only the banner's messages, not all the site messages of the language offered.
    void SUGGESTION_TEXTS[preferred]().then(({ default: texts }) => {
      if (!current) return;
      const i18n = messagesOf(preferred, texts);
      const language = LANGUAGE_INFO[preferred].nativeName;
      setOffer({
        lang: preferred,
        text: translate(i18n, "language.suggestion", { language }),
        accept: translate(i18n, "language.suggestion.accept", { language }),
        dismiss: translate(i18n, "language.suggestion.dismiss"),
      });
    }).catch(() => undefined);
    return () => void (current = false);
  }, [lang]);
  const banner = useRef<HTMLDivElement>(null);
  useRoomBelowPage(banner, offer !== null);
  if (!offer) return null;
  const dir = LANGUAGE_INFO[offer.lang].dir;
  return (
    // Laid out in the page's direction (the chat button's corner is the page's end); its words in their own.
    <div ref={banner} className="language-suggestion" role="region" aria-label={offer.text} lang={offer.lang}>
      <p className="container language-suggestion__inner">
        <span dir={dir}>{offer.text}</span>
        <button type="button" dir={dir} className="btn btn--primary btn--sm" onClick={() => void switchTo(offer.lang)}>{offer.accept}</button>
        <button
          type="button"
          dir={dir}
          className="btn btn--ghost btn--sm"
          onClick={() => {
            storeLanguage(lang);
            setOffer(null);
          }}
        >
          {offer.dismiss}
        </button>
      </p>
    </div>
  );
}

/**
 * While the fixed banner shows, the page ends that much lower (`--bottom-banner-room`, read by the
 * footer), so its last link can still be scrolled above the banner and reached.
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--bottom-banner-room", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bottom-banner-room");
    };
  }, [banner, shown]);
}
