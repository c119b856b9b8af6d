/**
 * Consent records (issue #34): each marketing or newsletter choice as made, with its time, the way
 * it was made and the wording shown, under `["consents", userId, id]`, written in the commit that
 * changes the member's settings. The settings hold the current choice; these records, the history.
 */
import { KEYS } from "./keys.ts";
import { newId } from "./ids.ts";
import { listValues } from "./records.ts";
import { CONSENT_KINDS, CONSENT_WORDING, type ConsentRecord } from "../../contract/privacy.ts";
import type { StoredUser } from "./users.ts";

/** Adds a record for each consent that differs between `before` and `after` (none for the same choices). */
export function recordConsentChanges(
  op: Deno.AtomicOperation,
  before: Pick<StoredUser, "preferences"> | null,
  after: StoredUser,
  via: ConsentRecord["via"],
  language: string,
  now = Date.now(),
): void {
  for (const kind of CONSENT_KINDS) {
    const given = after.preferences.notifications[kind];
    if (before && before.preferences.notifications[kind] === given) continue;
    const record: ConsentRecord = { id: newId(now), kind, given, at: new Date(now).toISOString(), via, wording: CONSENT_WORDING[kind], language };
    op.set(KEYS.consent(after.id, record.id), record);
  }
}

export async function consentsOf(kv: Deno.Kv, userId: string): Promise<ConsentRecord[]> {
  return (await listValues<ConsentRecord>(kv, KEYS.consentsOf(userId))).map((e) => e.value);
}
