/**
 * The names the audit log shows for its items: a catalogue item's or a user's name as it is now,
 * read at answer time (one `getMany` per ten items), so a renamed item shows its current name.
 * An item that no longer exists keeps the name its entry recorded (`after.name`, else
 * `before.name`); a kind without names (exchange rates, a sign-in...) gets none.
 */
import type { AuditEntity, AuditEntry } from "../../contract/audit.ts";
import { KEYS } from "../kv/keys.ts";

const NAMED: Partial<Record<AuditEntity, (id: string) => Deno.KvKey>> = {
  destination: KEYS.destination,
  package: KEYS.package,
  activity: KEYS.activity,
  user: KEYS.user,
};
/** Deno KV's getMany limit. */
const BATCH = 10;

const recorded = (fields?: Record<string, unknown>) => (typeof fields?.name === "string" && fields.name ? fields.name : undefined);

/** `entries`, each with `entityName` where its item has one. */
export async function withItemNames(kv: Deno.Kv, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const keys = new Map<string, Deno.KvKey>();
  for (const entry of entries) {
    const key = NAMED[entry.entity]?.(entry.entityId);
    if (key) keys.set(`${entry.entity}/${entry.entityId}`, key);
  }
  const names = new Map<string, string>();
  const wanted = [...keys];
  for (let at = 0; at < wanted.length; at += BATCH) {
    const batch = wanted.slice(at, at + BATCH);
    const found = await kv.getMany<{ name?: unknown }[]>(batch.map(([, key]) => key));
    found.forEach((item, i) => {
      if (typeof item.value?.name === "string" && item.value.name) names.set(batch[i][0], item.value.name);
    });
  }
  return entries.map((entry) => {
    if (!NAMED[entry.entity]) return entry;
    const name = names.get(`${entry.entity}/${entry.entityId}`) ?? recorded(entry.after) ?? recorded(entry.before);
    return name ? { ...entry, entityName: name } : entry;
  });
}
