import { isSiteLanguage, type SiteLanguage } from "@contract/languages.ts";
import { lazy, type ReactNode, Suspense } from "react";
import type { MessageId } from "../../../i18n/site-messages.ts";
import type { Translate } from "../../../i18n/language-context.tsx";
import { ApiError, isNotSavedOffline } from "../../../lib/api-client.ts";
import { DetailError } from "../components/detail-error.tsx";

/** Offline, what a page not saved here says: its code and texts are loaded when shown (from the precache). */
const NotSavedOffline = lazy(() => import("../components/not-saved-offline.tsx"));

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
  return (
    <Suspense fallback={null}>
      <NotSavedOffline saved={savedLanguagesOf(error)} />
    </Suspense>
  );
}

type DetailFailureProps = { error: unknown; heading: string; message: ReactNode; back: { to: string; label: string } };

/** A detail page that could not be loaded; offline, in a language this device has not saved, "Not saved in this language" instead. */
export function DetailFailure({ error, heading, message, back }: DetailFailureProps) {
  const saved = savedLanguagesOf(error);
  if (saved.length === 0) return <DetailError heading={heading} message={message} back={back} />;
  return (
    <Suspense fallback={null}>
      <NotSavedOffline saved={saved} back={back} />
    </Suspense>
  );
}
