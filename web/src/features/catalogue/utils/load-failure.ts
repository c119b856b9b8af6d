import type { MessageId } from "../../../i18n/catalogues.ts";
import type { Translate } from "../../../i18n/language-context.tsx";
import { isNotSavedOffline } from "../../../lib/api-client.ts";

/**
 * What a catalogue screen says when its content could not be loaded: offline, that this device has
 * not saved it yet (it appears once back online, where it is asked for again); otherwise `fallback`.
 */
export function loadFailure(t: Translate, error: unknown, fallback: MessageId): string {
  return isNotSavedOffline(error) ? t("offline.notSaved") : t(fallback);
}
