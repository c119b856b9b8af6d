/**
 * What staff read of the catalogue: every record whole, with all its translations, and per
 * language how many items are not yet fully translated. Never cached: staff see every save at once.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { type AdminCatalogueAnswer, untranslatedCounts } from "../../contract/catalogue-translations.ts";
import { READERS } from "./catalogue-reads.ts";

export async function staffCatalogue(kv: Deno.Kv, collection: CatalogueCollection): Promise<AdminCatalogueAnswer<object>["data"]> {
  const items = await READERS[collection].list(kv);
  return { items, untranslated: untranslatedCounts(collection, items as Record<string, unknown>[]) };
}
