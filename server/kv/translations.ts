/**
 * Translations live in their item's record (`translations`, keyed by language): the stores keep
 * them across English edits and replace one language at a time, with the same stale-edit check.
 */
import type { TranslationLanguage } from "../../contract/languages.ts";
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { notFound } from "../errors.ts";
import { markChanged } from "./catalogue-changes.ts";
import { assertFresh, transact, withVersion } from "./records.ts";
import type { AuditContext } from "./audit.ts";
import { recordCatalogueWrite } from "./catalogue-history.ts";

type Translations = Partial<Record<TranslationLanguage, object>>;
type WithTranslations = { translations?: Translations };

/** `{translations}` when there are any, else nothing: spread into a record being written. */
export function translationsField<T extends Translations>(translations: T | undefined): { translations?: T } {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}

/**
 * Writes one language's translation into the record at `key` (an empty translation removes the
 * language), checked against the version the editor started from, and marks the item changed;
 * returns the saved record.
 */
export async function writeTranslation<T extends WithTranslations>(
  kv: Deno.Kv,
  key: Deno.KvKey,
  item: { collection: CatalogueCollection; id: string },
  notFoundMessage: string,
  change: { lang: TranslationLanguage; translation: object; version?: string },
  audit?: AuditContext,
): Promise<T & { version: string }> {
  await transact(async () => {
    const current = await kv.get<T>(key);
    if (!current.value) throw notFound(notFoundMessage);
    assertFresh(change.version, current.versionstamp);
    const { translations: _old, ...rest } = current.value;
    const translations: Translations = { ...current.value.translations };
    if (Object.keys(change.translation).length > 0) translations[change.lang] = change.translation;
    else delete translations[change.lang];
    const next = { ...rest, ...translationsField(translations) };
    const op = markChanged(kv.atomic().check(current).set(key, next), item.collection, item.id);
    const [before, after] = [current.value, next].map((r) => ({ ...r, id: item.id }));
    await recordCatalogueWrite(kv, op, { collection: item.collection, ctx: audit, action: "translate", before, after, lang: change.lang });
    return { op, result: undefined };
  });
  return withVersion(await kv.get<T>(key))!;
}
