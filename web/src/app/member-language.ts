/**
 * A member's saved language (Account Settings) wins after login: the app moves to that language's
 * address and remembers it on the device, as the header's switcher would.
 */
import { isSiteLanguage, type SiteLanguage } from "@contract/languages.ts";
import type { User } from "@contract/user.ts";

/** The settings language of `user`; null when the record has none the site speaks. */
export function memberLanguageOf(user: Pick<User, "preferences"> | null | undefined): SiteLanguage | null {
  const setting: unknown = user?.preferences?.general?.language;
  return isSiteLanguage(setting) ? setting : null;
}
