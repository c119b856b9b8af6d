import { cataloguePath } from "@contract/catalogue-collections.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post, put } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys } from "./resources.ts";

/**
 * POST /api/{area} (create) or PUT /api/{area}/{id} (update). An update carries the `version` the
 * form was loaded with; the server answers 409 with a clear message if someone saved in between.
 */
export function saveItem<T>(resource: AdminResource<T>, id: string | undefined, payload: object): Promise<T> {
  return id ? put<T>(cataloguePath(resource.key, id), payload) : post<T>(cataloguePath(resource.key), payload);
}

export function useSaveItem<T>(resource: AdminResource<T>, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: object) => saveItem(resource, id, payload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.list(resource.key) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
      ]);
    },
  });
}
