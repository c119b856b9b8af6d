/**
 * What staff read of the catalogue: every record whole, with all its translations, drafts and
 * scheduled items included (each item as its unpublished copy where it has one, with its `status`,
 * `publishAt` and `live`), and per language how many items are not yet fully translated. Never
 * cached: staff see every save at once.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { type AdminCatalogueAnswer, untranslatedCounts } from "../../contract/catalogue-translations.ts";
import { getStaffItem, listStaffItems, type StaffItem } from "../kv/catalogue-drafts.ts";
import { notFound } from "../errors.ts";
import { READERS } from "./catalogue-reads.ts";

export async function staffCatalogue(kv: Deno.Kv, collection: CatalogueCollection): Promise<AdminCatalogueAnswer<object>["data"]> {
  const published = await READERS[collection].list(kv) as StaffItem[];
  const items = await listStaffItems(kv, collection, published);
  return { items, untranslated: untranslatedCounts(collection, items as Record<string, unknown>[]) };
}

/** One item as staff see it (its unpublished copy where it has one); not found when it has neither. */
export async function staffCatalogueItem(kv: Deno.Kv, collection: CatalogueCollection, id: string, notFoundMessage: string): Promise<StaffItem> {
  const item = await getStaffItem(kv, collection, id);
  if (!item) throw notFound(notFoundMessage);
  return item;
}
