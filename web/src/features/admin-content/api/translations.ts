/**
 * Staff's translations of the catalogue: every record with its translations and the
 * not-yet-translated counts (GET /api/admin/catalogue/{area}), and one language's save
 * (PUT /api/{area}/{id}/translations/{lang}, with the item's version).
 */
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";
import { cataloguePath } from "@contract/catalogue-collections.ts";
import type { AdminCatalogueAnswer } from "@contract/catalogue-translations.ts";
import type { TranslationLanguage } from "@contract/languages.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, put } from "../../../lib/api-client.ts";
import { adminKeys, FRESH } from "./resources.ts";

export type TranslatedRecord = {
  id: string;
  version?: string;
  translations?: Partial<Record<TranslationLanguage, Record<string, string | string[]>>>;
} & Record<string, unknown>;
export type StaffCatalogue = AdminCatalogueAnswer<TranslatedRecord>["data"];

const staffKey = (collection: CatalogueCollection) => ["admin", "translations", collection] as const;

export function useStaffCatalogue(collection: CatalogueCollection) {
  return useQuery({
    queryKey: staffKey(collection),
    queryFn: ({ signal }) => get<StaffCatalogue>(`/admin/catalogue/${collection}`, { signal, headers: FRESH }),
    staleTime: 0,
  });
}

export function useSaveTranslation(collection: CatalogueCollection, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, body }: { lang: TranslationLanguage; body: object }) =>
      put<TranslatedRecord>(`${cataloguePath(collection, id)}/translations/${lang}`, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKey(collection) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
      ]);
    },
  });
}
