/**
 * The pushes to travellers and members in their language: the titles are the locales tree's
 * (`locales/{lang}/push-titles.json`, English the same as the contract's PUSH_NOTIFICATIONS), the
 * links under the reader's language prefix (`/fr/...`; English unprefixed). Staff pushes stay
 * English, like staff emails. Terms as in docs/glossary.md.
 */
import { languagePath } from "../../contract/language-paths.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { PUSH_NOTIFICATIONS, type PushPayload } from "../../contract/push.ts";
import { PUSH_TITLES, type PushTitles } from "../locales.ts";

export { PUSH_TITLES };

/** The pushes a traveller or a member hears. */
export type TravellerPush = keyof PushTitles;

/** A traveller's push in their language: its title, and `path` (the notification's own by default) under their prefix. */
export function travellerPush(push: TravellerPush, path: string = PUSH_NOTIFICATIONS[push].url): (lang: SiteLanguage) => PushPayload {
  return (lang) => ({ title: PUSH_TITLES[lang][push], url: languagePath(lang, path) });
}
