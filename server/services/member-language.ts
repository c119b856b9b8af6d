/**
 * The language a member's emails are written in: the one they applied in, kept on their record as
 * `language`, until they choose another in their settings; records without it follow their settings.
 * An application also makes its language the member's settings language when the settings list
 * offers it, so the site greets them in it after they sign in.
 */
import { LANGUAGES } from "../../contract/enums.ts";
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from "../../contract/languages.ts";
import { generalSettings, type Preferences } from "../../contract/user.ts";
import type { StoredUser } from "../kv/users.ts";

export function memberLanguage(user: Pick<StoredUser, "language" | "preferences">): SiteLanguage {
  const setting = user.preferences?.general?.language;
  return user.language ?? (isSiteLanguage(setting) ? setting : DEFAULT_LANGUAGE);
}

/** The settings a new application starts with: its language, when the settings list has it. */
export function applicationPreferences(lang: SiteLanguage): Partial<Preferences> | undefined {
  const setting = LANGUAGES.find((member) => member === lang);
  return setting && setting !== DEFAULT_LANGUAGE ? { general: { ...generalSettings.parse({}), language: setting } } : undefined;
}

/** A member who saves another settings language gets their emails in it from then on. */
export function languageAfterChange(before: StoredUser, after: StoredUser): Pick<StoredUser, "language"> {
  const chosen = after.preferences.general.language;
  return chosen !== before.preferences.general.language && isSiteLanguage(chosen) ? { language: chosen } : {};
}
