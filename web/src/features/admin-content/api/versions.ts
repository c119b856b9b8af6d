/** An item's saved versions (GET /api/{area}/{id}/versions) and restoring one. */
import type { CatalogueVersion } from "@contract/audit.ts";
import { cataloguePath } from "@contract/catalogue-collections.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys } from "./resources.ts";

export function useVersions(resource: AdminResource<unknown>, id: string) {
  return useQuery({
    queryKey: [...adminKeys.item(resource.key, id), "versions"],
    queryFn: ({ signal }) => get<CatalogueVersion[]>(`${cataloguePath(resource.key, id)}/versions`, { signal }),
    staleTime: 0,
  });
}

/**
 * Restores a version as the item's newest, from the item's `version` the editor holds (409 when
 * stale); `keepImage` restores every other field and keeps the image the item shows now.
 */
export function useRestoreVersion<T>(resource: AdminResource<T>, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, version, keepImage }: { versionId: string; version?: string; keepImage?: boolean }) =>
      post<T>(`${cataloguePath(resource.key, id)}/versions/${versionId}/restore`, { version, ...(keepImage ? { keepImage } : {}) }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.list(resource.key) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
      ]);
    },
  });
}
